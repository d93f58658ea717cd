import {
  type MockPackInfo,
  type PaletteState,
  paletteCounts,
  type Question,
  type QuizSession,
  sectionRanges,
} from '@abhyas/domain';

type PackSection = MockPackInfo['sections'][number];

/** One section of a mock as the runner uses it: its questions are the paper's `start` to `end - 1`. */
export interface MockSection extends PackSection {
  start: number;
  end: number;
}

export function mockSections(info: Pick<MockPackInfo, 'sections'>): MockSection[] {
  const ranges = sectionRanges(info.sections);
  return info.sections.map((section, position) => ({
    ...section,
    start: ranges[position]?.start ?? 0,
    end: ranges[position]?.end ?? 0,
  }));
}

/** The position of the section that holds the paper's question `index` (the last one past the end). */
export function sectionAt(sections: readonly MockSection[], index: number): number {
  const found = sections.findIndex((section) => index >= section.start && index < section.end);
  return found === -1 ? Math.max(0, sections.length - 1) : found;
}

export function sectionIndices(section: Pick<MockSection, 'start' | 'end'>): number[] {
  return Array.from({ length: section.end - section.start }, (_, offset) => section.start + offset);
}

/**
 * Where a tab takes the learner: back to the question they were last on in that section, or
 * to its first question when they have not been there yet. `lastIndex` is what the runner
 * remembered per section position.
 */
export function sectionEntry(section: MockSection, lastIndex: number | undefined): number {
  if (lastIndex !== undefined && lastIndex >= section.start && lastIndex < section.end) return lastIndex;
  return section.start;
}

/**
 * The tab an arrow key moves to, as the WAI-ARIA tabs pattern has it: Left and Right wrap
 * around, Home and End go to the first and the last; any other key moves nothing.
 */
export function tabAfterKey(current: number, key: string, count: number): number | undefined {
  if (count <= 0) return undefined;
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

export interface SectionSummary {
  section: MockSection;
  counts: Record<PaletteState, number>;
}

/** The per-section table of the submit dialog: how many questions of each section are in each state. */
export function sectionSummaries(session: QuizSession, sections: readonly MockSection[]): SectionSummary[] {
  return sections.map((section) => ({ section, counts: paletteCounts(session, sectionIndices(section)) }));
}

/**
 * The question as its section may show it: a section read in English alone (SSC's English
 * Comprehension) offers no Hindi, even where the bank has a Hindi version.
 */
export function inSectionLanguages(question: Question, languages: readonly string[]): Question {
  if (languages.includes('hi')) return question;
  const { stemHi: _stem, optionsHi: _options, explanationHi: _explanation, ...english } = question;
  return english;
}
