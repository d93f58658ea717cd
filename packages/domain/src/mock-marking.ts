import type { MockMarking } from './mock-blueprints.ts';

export interface MarkableAnswer {
  questionId: string;
  chosenIndex: number | null;
}

export interface SectionMarks {
  id: string;
  questionCount: number;
  correct: number;
  wrong: number;
  skipped: number;
  marksCenti: number;
}

export interface MockMarks {
  sections: SectionMarks[];
  correct: number;
  wrong: number;
  skipped: number;
  marksCenti: number;
  maxMarksCenti: number;
}

/**
 * Marks a mock by its blueprint's marking: right answers gain, wrong ones lose, skipped ones
 * neither. A question the answers do not mention counts as skipped; an answer to a question
 * outside the paper counts for nothing. Marks are in hundredths, so every sum is exact.
 */
export function markMock(
  paper: { sections: readonly { id: string; questionIds: readonly string[] }[] },
  marking: MockMarking,
  answers: readonly MarkableAnswer[],
  answerIndexOf: (questionId: string) => number | undefined,
): MockMarks {
  const chosen = new Map(answers.map((answer) => [answer.questionId, answer.chosenIndex]));
  const sections = paper.sections.map((section): SectionMarks => {
    let correct = 0;
    let wrong = 0;
    for (const questionId of section.questionIds) {
      const choice = chosen.get(questionId);
      if (choice === null || choice === undefined) continue;
      if (choice === answerIndexOf(questionId)) correct += 1;
      else wrong += 1;
    }
    return {
      id: section.id,
      questionCount: section.questionIds.length,
      correct,
      wrong,
      skipped: section.questionIds.length - correct - wrong,
      marksCenti: correct * marking.correctCenti + wrong * marking.wrongCenti,
    };
  });
  const sum = (pick: (section: SectionMarks) => number) =>
    sections.reduce((total, section) => total + pick(section), 0);
  return {
    sections,
    correct: sum((section) => section.correct),
    wrong: sum((section) => section.wrong),
    skipped: sum((section) => section.skipped),
    marksCenti: sum((section) => section.marksCenti),
    maxMarksCenti: sum((section) => section.questionCount) * marking.correctCenti,
  };
}
