/**
 * The questions a NEW quiz, practice session or review may take from a pack: not those the
 * server marked `hidden` (an operator hid them, or enough learners reported them, issue 23).
 * Saved quizzes and results keep the questions they hold, hidden or not: the learner's history
 * stays as it was. A mock's paper is not filtered: its sections are fixed runs of the paper.
 */
export function withoutHiddenQuestions<T extends { hidden?: boolean | undefined }>(
  questions: readonly T[],
): T[] {
  return questions.filter((question) => question.hidden !== true);
}
