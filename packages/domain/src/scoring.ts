/**
 * Exam marking, shared by the web app (optimistic display) and the server (authoritative
 * apply). SSC marks +2 / -0.5; we keep the same 4:1 ratio in whole points.
 */

/** Points for a correct quiz answer. */
export const QUIZ_CORRECT_POINTS = 4;
/** Points for a wrong quiz answer (negative marking). */
export const QUIZ_WRONG_POINTS = -1;
/** Points for a skipped quiz question. */
export const QUIZ_SKIPPED_POINTS = 0;

export type AnswerMode = 'quiz' | 'practice';
export type AnswerOutcome = 'correct' | 'wrong' | 'skipped';

/** What scoring needs from an answer: which option was chosen (null when skipped), in which mode. */
export interface ScorableAnswer {
  questionId: string;
  chosenIndex: number | null;
  mode: AnswerMode;
}

export interface GradedAnswer extends ScorableAnswer {
  outcome: AnswerOutcome;
  /** Points this answer adds to the learner's total score. */
  points: number;
}

export interface AnswerTotals {
  /** Points added to the learner's total score. */
  scoreChange: number;
  /** Answered questions (correct + wrong); a skipped question is not an attempt. */
  questionsAttempted: number;
  correctAnswers: number;
  wrongAnswers: number;
  skipped: number;
}

export interface ScoredAnswers extends AnswerTotals {
  graded: GradedAnswer[];
  /** Question ids answered in quiz mode for the first time here: record them as attempted. */
  newlyAttemptedQuizQuestionIds: string[];
  /** Answers whose question the answer key does not know; they are left out of every total. */
  unknownQuestionIds: string[];
}

/** Correct, wrong or skipped, from the chosen option and the answer key. */
export function answerOutcome(chosenIndex: number | null, answerIndex: number): AnswerOutcome {
  if (chosenIndex === null) return 'skipped';
  return chosenIndex === answerIndex ? 'correct' : 'wrong';
}

/** Marks as an exam shows them: every correct +4, every wrong -1, whatever was earned before. */
export function examMarks(totals: Pick<AnswerTotals, 'correctAnswers' | 'wrongAnswers'>): number {
  return totals.correctAnswers * QUIZ_CORRECT_POINTS + totals.wrongAnswers * QUIZ_WRONG_POINTS;
}

/** The most marks a quiz of this many questions can give. */
export function maximumExamMarks(questionCount: number): number {
  return questionCount * QUIZ_CORRECT_POINTS;
}

function outcomePoints(outcome: AnswerOutcome): number {
  if (outcome === 'correct') return QUIZ_CORRECT_POINTS;
  if (outcome === 'wrong') return QUIZ_WRONG_POINTS;
  return QUIZ_SKIPPED_POINTS;
}

/**
 * Grades answers against the answer key and adds them up. A quiz answer earns points only
 * on the learner's first quiz attempt at that question (`alreadyAttemptedQuizQuestionIds`,
 * plus any earlier answer in this same list); practice answers and later attempts count
 * toward attempts and accuracy but earn nothing. A skip is not an attempt, so it does not
 * use up the question's first attempt.
 */
export function scoreAnswers(
  answers: readonly ScorableAnswer[],
  answerIndexOf: (questionId: string) => number | undefined,
  alreadyAttemptedQuizQuestionIds: ReadonlySet<string>,
): ScoredAnswers {
  const attempted = new Set(alreadyAttemptedQuizQuestionIds);
  const result: ScoredAnswers = {
    scoreChange: 0,
    questionsAttempted: 0,
    correctAnswers: 0,
    wrongAnswers: 0,
    skipped: 0,
    graded: [],
    newlyAttemptedQuizQuestionIds: [],
    unknownQuestionIds: [],
  };
  for (const answer of answers) {
    const answerIndex = answerIndexOf(answer.questionId);
    if (answerIndex === undefined) {
      result.unknownQuestionIds.push(answer.questionId);
      continue;
    }
    const outcome = answerOutcome(answer.chosenIndex, answerIndex);
    let points = 0;
    if (outcome === 'skipped') {
      result.skipped += 1;
    } else {
      result.questionsAttempted += 1;
      if (outcome === 'correct') result.correctAnswers += 1;
      else result.wrongAnswers += 1;
      if (answer.mode === 'quiz' && !attempted.has(answer.questionId)) {
        points = outcomePoints(outcome);
        attempted.add(answer.questionId);
        result.newlyAttemptedQuizQuestionIds.push(answer.questionId);
      }
    }
    result.scoreChange += points;
    result.graded.push({ ...answer, outcome, points });
  }
  return result;
}

/** Rounded percent of correct over attempted; 0 when nothing was attempted. */
export function accuracyPercent(correctAnswers: number, questionsAttempted: number): number {
  if (questionsAttempted <= 0) return 0;
  return Math.round((correctAnswers / questionsAttempted) * 100);
}
