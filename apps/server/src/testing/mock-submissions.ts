import type { MockPaper, ProgressAnswer, ProgressUpdate } from '@abhyas/domain';
import { progressUpdate, quizAnswer, RIGHT, WRONG } from './progress-updates.ts';

const SSC_SECTIONS = ['reasoning', 'general-awareness', 'quantitative-aptitude', 'english'] as const;

/**
 * A small paper over the test answer key's questions (testAnswerKeys: q0, q1, …): an SSC CGL
 * mock of four sections of `perSection` questions from `q{first}` on, or a UPSC GS paper of one
 * section. Marked like the real ones: +2 / −0.5, or +2 / −0.66.
 */
export function testMockPaper(
  number: number,
  {
    first = 0,
    perSection = 5,
    exam = 'ssc-cgl',
  }: { first?: number; perSection?: number; exam?: 'ssc-cgl' | 'upsc-prelims-gs1' } = {},
): MockPaper {
  const sections = exam === 'ssc-cgl' ? SSC_SECTIONS : (['general-studies'] as const);
  return {
    id: `${exam}-mock-${number}`,
    examId: exam,
    number,
    sections: sections.map((id, index) => ({
      id,
      questionIds: Array.from(
        { length: perSection },
        (_, offset) => `q${first + index * perSection + offset}`,
      ),
    })),
  };
}

/** The paper's answers in order: the first `right` right, the next `wrong` wrong, the rest skipped. */
export function paperAnswers(paper: MockPaper, { right = 0, wrong = 0 }: { right?: number; wrong?: number }) {
  return paper.sections
    .flatMap((section) => section.questionIds)
    .map(
      (questionId, index): ProgressAnswer =>
        quizAnswer(questionId, index < right ? RIGHT : index < right + wrong ? WRONG : null),
    );
}

/** A submitted mock, as the web app sends it: one update with every question of the paper. */
export function mockUpdate(
  uid: string,
  paper: MockPaper,
  marks: { right?: number; wrong?: number },
  overrides: Partial<ProgressUpdate> = {},
): ProgressUpdate {
  return progressUpdate(uid, paperAnswers(paper, marks), { mockId: paper.id, ...overrides });
}
