import {
  accuracyPercent,
  answerOutcome,
  examMarks,
  maximumExamMarks,
  type Question,
  type QuizSession,
  quizTimeTakenMs,
  type SubmitReason,
} from '@abhyas/domain';

/** The figures of one attempt, also kept as "your previous attempt" for the comparison. */
export interface ResultSummary {
  questionCount: number;
  correct: number;
  wrong: number;
  skipped: number;
  marks: number;
  maxMarks: number;
  accuracy: number;
  timeTakenMs: number;
  submittedAt: number;
}

/** The last submitted quiz of a topic, everything the results screen shows, offline. */
export interface QuizResult {
  subcategoryId: string;
  learnerId: string;
  /** The progress update that carries this quiz (pending until the sync acknowledges it). */
  updateId: string | null;
  questions: Question[];
  answers: (number | null)[];
  timeSpentMs: number[];
  submitReason: SubmitReason;
  summary: ResultSummary;
  previous: ResultSummary | null;
}

export function summariseQuiz(session: QuizSession, questions: readonly Question[]): ResultSummary {
  let correct = 0;
  let wrong = 0;
  let skipped = 0;
  questions.forEach((question, index) => {
    const outcome = answerOutcome(session.answers[index] ?? null, question.answerIndex);
    if (outcome === 'correct') correct += 1;
    else if (outcome === 'wrong') wrong += 1;
    else skipped += 1;
  });
  return {
    questionCount: questions.length,
    correct,
    wrong,
    skipped,
    marks: examMarks({ correctAnswers: correct, wrongAnswers: wrong }),
    maxMarks: maximumExamMarks(questions.length),
    accuracy: accuracyPercent(correct, correct + wrong),
    timeTakenMs: quizTimeTakenMs(session),
    submittedAt: session.submittedAt ?? session.deadline,
  };
}

export function buildQuizResult(input: {
  session: QuizSession;
  questions: readonly Question[];
  learnerId: string;
  updateId: string | null;
  previous: ResultSummary | null;
}): QuizResult {
  const { session, questions } = input;
  return {
    subcategoryId: session.subcategoryId,
    learnerId: input.learnerId,
    updateId: input.updateId,
    questions: [...questions],
    answers: [...session.answers],
    timeSpentMs: [...session.timeSpentMs],
    submitReason: session.submitReason ?? 'manual',
    summary: summariseQuiz(session, questions),
    previous: input.previous,
  };
}

/** Questions answered wrongly (skips are not wrong: they cost no marks). */
export function wrongQuestionIds(result: Pick<QuizResult, 'questions' | 'answers'>): string[] {
  return result.questions
    .filter(
      (question, index) => answerOutcome(result.answers[index] ?? null, question.answerIndex) === 'wrong',
    )
    .map((question) => question.id);
}

export function averageTimePerQuestionMs(summary: ResultSummary): number {
  return summary.questionCount === 0 ? 0 : Math.round(summary.timeTakenMs / summary.questionCount);
}
