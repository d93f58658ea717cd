/**
 * The answer forms of a UPSC-style statement question ("Which of the statements given above
 * is/are correct?"), each with the set of statements it declares correct.
 */
export interface StatementOption {
  en: string;
  hi: string;
  /** The numbers of the statements this option calls correct, e.g. "1,3"; "" for none. */
  correct: string;
}

/** The truth of each statement as the signature an option carries: [true, false, true] -> "1,3". */
export function statementsCorrect(truths: readonly boolean[]): string {
  return truths.flatMap((truth, index) => (truth ? [String(index + 1)] : [])).join(',');
}

const TWO_STATEMENTS: readonly StatementOption[] = [
  { en: '1 only', hi: 'केवल 1', correct: '1' },
  { en: '2 only', hi: 'केवल 2', correct: '2' },
  { en: 'Both 1 and 2', hi: '1 और 2 दोनों', correct: '1,2' },
  { en: 'Neither 1 nor 2', hi: 'न तो 1 और न ही 2', correct: '' },
];

/** The paper's forms for three statements: every non-empty choice. */
const THREE_STATEMENTS: readonly StatementOption[] = [
  { en: '1 only', hi: 'केवल 1', correct: '1' },
  { en: '2 only', hi: 'केवल 2', correct: '2' },
  { en: '3 only', hi: 'केवल 3', correct: '3' },
  { en: '1 and 2 only', hi: 'केवल 1 और 2', correct: '1,2' },
  { en: '2 and 3 only', hi: 'केवल 2 और 3', correct: '2,3' },
  { en: '1 and 3 only', hi: 'केवल 1 और 3', correct: '1,3' },
  { en: '1, 2 and 3', hi: '1, 2 और 3', correct: '1,2,3' },
];

export function statementOptions(statementCount: number): readonly StatementOption[] {
  if (statementCount === 2) return TWO_STATEMENTS;
  if (statementCount === 3) return THREE_STATEMENTS;
  throw new Error(`a statement question has 2 or 3 statements, not ${statementCount}`);
}
