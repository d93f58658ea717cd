/**
 * Exam blueprints: what a full-length mock of each exam holds. A blueprint is data: adding an
 * exam is adding one here, and the content build assembles its mocks (mock-assembly.ts).
 */

/** Marks in hundredths, so that −0.66 and sums of it stay exact integers. */
export interface MockMarking {
  correctCenti: number;
  wrongCenti: number;
}

/** How many questions of a section come from which categories of the bank. */
export interface MockDraw {
  categoryIds: readonly string[];
  questionCount: number;
}

export type MockLanguage = 'en' | 'hi';

export interface MockSectionBlueprint {
  id: string;
  name: string;
  nameHi: string;
  draws: readonly MockDraw[];
  /** Languages its questions may be read in; the exam's when absent. */
  languages?: readonly MockLanguage[];
}

export interface ExamBlueprint {
  /** Also the mocks' ids: `${id}-mock-${number}`. */
  id: string;
  name: string;
  nameHi: string;
  /** "SSC CGL" in "SSC CGL Mock 7". */
  mockName: string;
  mockNameHi: string;
  durationMinutes: number;
  marking: MockMarking;
  languages: readonly MockLanguage[];
  sections: readonly MockSectionBlueprint[];
  /** How many numbered mocks the content build publishes. */
  publishedMocks: number;
}

const REASONING_SECTION = {
  id: 'reasoning',
  name: 'General Intelligence and Reasoning',
  nameHi: 'सामान्य बुद्धि एवं तर्कशक्ति',
} as const;
const AWARENESS_SECTION = {
  id: 'general-awareness',
  name: 'General Awareness',
  nameHi: 'सामान्य जागरूकता',
} as const;
const QUANT_SECTION = {
  id: 'quantitative-aptitude',
  name: 'Quantitative Aptitude',
  nameHi: 'मात्रात्मक योग्यता',
} as const;
const ENGLISH_SECTION = {
  id: 'english',
  name: 'English Comprehension',
  nameHi: 'अंग्रेज़ी बोध',
  languages: ['en'],
} as const;

const draw = (questionCount: number, ...categoryIds: string[]): MockDraw => ({ categoryIds, questionCount });

/**
 * A mock takes a chart, cloze or reading passage whole, and the bank's have five questions each
 * (as an SSC paper's cloze and passage do), so a draw of data interpretation or comprehension is a
 * multiple of five; the DI questions come out of arithmetic's share, which they practise anyway.
 */
const CHART_QUESTIONS = 5;
const PASSAGE_QUESTIONS = 5;

/** The official ratio: +2 for a right answer, −0.5 for a wrong one, nothing for a skip. */
const SSC_MARKING: MockMarking = { correctCenti: 200, wrongCenti: -50 };

export const SSC_CGL_TIER_1: ExamBlueprint = {
  id: 'ssc-cgl',
  name: 'SSC CGL Tier-I',
  nameHi: 'एसएससी सीजीएल टियर-I',
  mockName: 'SSC CGL',
  mockNameHi: 'एसएससी सीजीएल',
  durationMinutes: 60,
  marking: SSC_MARKING,
  languages: ['en', 'hi'],
  publishedMocks: 10,
  sections: [
    {
      ...REASONING_SECTION,
      draws: [
        draw(4, 'series'),
        draw(11, 'verbal-reasoning'),
        draw(6, 'logical-puzzles'),
        draw(4, 'non-verbal'),
      ],
    },
    {
      ...AWARENESS_SECTION,
      draws: [
        draw(7, 'ancient-history', 'medieval-history', 'modern-history', 'art-and-culture'),
        draw(3, 'indian-polity'),
        draw(4, 'indian-geography', 'world-geography', 'physical-geography'),
        draw(2, 'indian-economy'),
        draw(5, 'physics', 'chemistry', 'biology', 'general-science', 'chemistry-elements'),
        draw(1, 'environment-and-ecology'),
        draw(1, 'computer-awareness'),
        draw(2, 'static-gk', 'awards-and-sports'),
      ],
    },
    {
      ...QUANT_SECTION,
      draws: [
        draw(4, 'arithmetic'),
        draw(3, 'time-speed-work'),
        draw(2, 'number-system'),
        draw(2, 'mensuration'),
        draw(3, 'algebra'),
        draw(3, 'geometry'),
        draw(2, 'trigonometry'),
        draw(1, 'statistics'),
        draw(CHART_QUESTIONS, 'data-interpretation'),
      ],
    },
    {
      ...ENGLISH_SECTION,
      draws: [
        draw(8, 'vocabulary'),
        draw(1, 'spelling'),
        draw(6, 'grammar'),
        draw(2 * PASSAGE_QUESTIONS, 'comprehension'),
      ],
    },
  ],
};

export const SSC_CHSL_TIER_1: ExamBlueprint = {
  id: 'ssc-chsl',
  name: 'SSC CHSL Tier-I',
  nameHi: 'एसएससी सीएचएसएल टियर-I',
  mockName: 'SSC CHSL',
  mockNameHi: 'एसएससी सीएचएसएल',
  durationMinutes: 60,
  marking: SSC_MARKING,
  languages: ['en', 'hi'],
  publishedMocks: 10,
  sections: [
    {
      ...REASONING_SECTION,
      draws: [
        draw(5, 'series'),
        draw(11, 'verbal-reasoning'),
        draw(5, 'logical-puzzles'),
        draw(4, 'non-verbal'),
      ],
    },
    {
      ...AWARENESS_SECTION,
      draws: [
        draw(6, 'ancient-history', 'medieval-history', 'modern-history', 'art-and-culture'),
        draw(3, 'indian-polity'),
        draw(4, 'indian-geography', 'world-geography', 'physical-geography'),
        draw(2, 'indian-economy'),
        draw(5, 'physics', 'chemistry', 'biology', 'general-science', 'chemistry-elements'),
        draw(1, 'environment-and-ecology'),
        draw(1, 'computer-awareness'),
        draw(3, 'static-gk', 'awards-and-sports'),
      ],
    },
    {
      ...QUANT_SECTION,
      draws: [
        draw(6, 'arithmetic'),
        draw(3, 'time-speed-work'),
        draw(3, 'number-system'),
        draw(2, 'mensuration'),
        draw(2, 'algebra'),
        draw(2, 'geometry'),
        draw(1, 'trigonometry'),
        draw(1, 'statistics'),
        draw(CHART_QUESTIONS, 'data-interpretation'),
      ],
    },
    {
      ...ENGLISH_SECTION,
      draws: [
        draw(8, 'vocabulary'),
        draw(1, 'spelling'),
        draw(6, 'grammar'),
        draw(2 * PASSAGE_QUESTIONS, 'comprehension'),
      ],
    },
  ],
};

/** UPSC deducts a third of a question's marks for a wrong answer, written as 0.66 in its notices. */
export const UPSC_PRELIMS_GS_1: ExamBlueprint = {
  id: 'upsc-prelims-gs1',
  name: 'UPSC Prelims GS Paper I',
  nameHi: 'यूपीएससी प्रारंभिक सामान्य अध्ययन प्रश्नपत्र I',
  mockName: 'UPSC GS Paper I',
  mockNameHi: 'यूपीएससी सामान्य अध्ययन I',
  durationMinutes: 120,
  marking: { correctCenti: 200, wrongCenti: -66 },
  languages: ['en', 'hi'],
  publishedMocks: 10,
  sections: [
    {
      id: 'general-studies',
      name: 'General Studies',
      nameHi: 'सामान्य अध्ययन',
      draws: [
        draw(5, 'ancient-history'),
        draw(4, 'medieval-history'),
        draw(9, 'modern-history'),
        draw(6, 'art-and-culture'),
        draw(15, 'indian-polity'),
        draw(9, 'indian-geography'),
        draw(4, 'world-geography'),
        draw(4, 'physical-geography'),
        draw(14, 'indian-economy'),
        draw(12, 'environment-and-ecology'),
        draw(12, 'physics', 'chemistry', 'biology', 'general-science'),
        draw(6, 'static-gk', 'awards-and-sports'),
      ],
    },
  ],
};

export const EXAM_BLUEPRINTS: readonly ExamBlueprint[] = [SSC_CGL_TIER_1, SSC_CHSL_TIER_1, UPSC_PRELIMS_GS_1];

export function sectionQuestionCount(section: MockSectionBlueprint): number {
  return section.draws.reduce((sum, item) => sum + item.questionCount, 0);
}

export function blueprintQuestionCount(blueprint: ExamBlueprint): number {
  return blueprint.sections.reduce((sum, section) => sum + sectionQuestionCount(section), 0);
}

export function mockIdOf(blueprint: Pick<ExamBlueprint, 'id'>, number: number): string {
  return `${blueprint.id}-mock-${number}`;
}

export function findBlueprint(examId: string): ExamBlueprint | undefined {
  return EXAM_BLUEPRINTS.find((blueprint) => blueprint.id === examId);
}
