import {
  chooseOption,
  goToQuestion,
  type MockPackInfo,
  type Question,
  startQuizSession,
  toggleMarkForReview,
} from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import {
  inSectionLanguages,
  mockSections,
  sectionAt,
  sectionEntry,
  sectionIndices,
  sectionSummaries,
  tabAfterKey,
} from './mock-sections.ts';

const section = (id: string, questionCount: number, languages: ('en' | 'hi')[] = ['en', 'hi']) => ({
  id,
  name: id,
  nameHi: id,
  questionCount,
  languages,
});

const info: Pick<MockPackInfo, 'sections'> = {
  sections: [section('reasoning', 3), section('quant', 2), section('english', 4, ['en'])],
};

function question(id: string, overrides: Partial<Question> = {}): Question {
  return {
    id,
    parentCategoryId: 'p',
    categoryId: 'c',
    subcategoryId: 's',
    stem: `Stem ${id}`,
    options: ['a', 'b', 'c', 'd'],
    answerIndex: 0,
    explanation: 'Because.',
    difficulty: 'easy',
    source: { dataset: 'd', record: 'r' },
    ...overrides,
  };
}

describe('mockSections', () => {
  it('lays the sections one after another in paper order', () => {
    expect(mockSections(info).map(({ id, start, end }) => ({ id, start, end }))).toEqual([
      { id: 'reasoning', start: 0, end: 3 },
      { id: 'quant', start: 3, end: 5 },
      { id: 'english', start: 5, end: 9 },
    ]);
  });

  it('finds the section of a question, its first and last included', () => {
    const sections = mockSections(info);
    expect([0, 2, 3, 4, 5, 8].map((index) => sectionAt(sections, index))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(sectionIndices(sections[1] ?? { start: 0, end: 0 })).toEqual([3, 4]);
  });
});

describe('sectionEntry', () => {
  const quant = mockSections(info)[1];
  if (!quant) throw new Error('no second section');

  it('opens a section at its first question when the learner has not been in it', () => {
    expect(sectionEntry(quant, undefined)).toBe(3);
  });

  it('opens it where the learner last was in it', () => {
    expect(sectionEntry(quant, 4)).toBe(4);
  });

  it('ignores a remembered place outside the section', () => {
    expect(sectionEntry(quant, 7)).toBe(3);
  });
});

describe('tabAfterKey', () => {
  it('moves with the arrows, wrapping around, and jumps with Home and End', () => {
    expect(tabAfterKey(0, 'ArrowRight', 4)).toBe(1);
    expect(tabAfterKey(3, 'ArrowRight', 4)).toBe(0);
    expect(tabAfterKey(0, 'ArrowLeft', 4)).toBe(3);
    expect(tabAfterKey(2, 'Home', 4)).toBe(0);
    expect(tabAfterKey(1, 'End', 4)).toBe(3);
  });

  it('leaves other keys to others', () => {
    expect(tabAfterKey(1, 'Enter', 4)).toBeUndefined();
    expect(tabAfterKey(1, 'ArrowDown', 4)).toBeUndefined();
  });
});

describe('sectionSummaries', () => {
  it("counts each section's questions in the five palette states", () => {
    const ids = Array.from({ length: 9 }, (_, index) => `q${index}`);
    let session = startQuizSession('ssc-cgl-mock-1', ids, 0, 60_000);
    session = chooseOption(session, 1); // q0 answered
    session = goToQuestion(session, 1, 10); // q1 seen, left unanswered
    session = toggleMarkForReview(session); // q1 marked
    session = goToQuestion(session, 3, 20);
    session = toggleMarkForReview(chooseOption(session, 2)); // q3 answered and marked
    session = goToQuestion(session, 4, 30); // q4 seen, not answered

    const counts = sectionSummaries(session, mockSections(info)).map((summary) => [
      summary.section.id,
      summary.counts,
    ]);
    expect(counts).toEqual([
      ['reasoning', { answered: 1, 'not-answered': 0, marked: 1, 'answered-marked': 0, 'not-visited': 1 }],
      ['quant', { answered: 0, 'not-answered': 1, marked: 0, 'answered-marked': 1, 'not-visited': 0 }],
      ['english', { answered: 0, 'not-answered': 0, marked: 0, 'answered-marked': 0, 'not-visited': 4 }],
    ]);
  });
});

describe('inSectionLanguages', () => {
  const bilingual = question('q1', {
    stemHi: 'प्रश्न',
    optionsHi: ['क', 'ख', 'ग', 'घ'],
    explanationHi: 'क्योंकि',
  });

  it('keeps the Hindi where the section is read in Hindi', () => {
    expect(inSectionLanguages(bilingual, ['en', 'hi'])).toBe(bilingual);
  });

  it('drops it in a section read in English alone, and keeps the rest', () => {
    const shown = inSectionLanguages(bilingual, ['en']);
    expect(shown.stemHi).toBeUndefined();
    expect(shown.optionsHi).toBeUndefined();
    expect(shown.explanationHi).toBeUndefined();
    expect(shown).toEqual(question('q1'));
  });
});
