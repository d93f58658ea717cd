import {
  accuracyPercent,
  answerOutcome,
  examMarks,
  type MockMarks,
  type MockPackInfo,
  markMock,
  maximumExamMarks,
  type Question,
  type QuizSession,
  quizTimeTakenMs,
  type SubmitReason,
  sectionRanges,
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
  /** Set when the quiz was a full-length mock. */
  mock?: MockResultPart;
}

/** What a mock's result carries beside a topic quiz's figures. */
export interface MockResultPart {
  info: MockPackInfo;
  /** Marks by the blueprint's marking, per section and overall, in hundredths. */
  marks: MockMarks;
  /** The learner's marked-for-review flags, per question in paper order. */
  markedForReview: boolean[];
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
  mock?: MockPackInfo | undefined;
}): QuizResult {
  const { session, questions, mock } = input;
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
    ...(mock ? { mock: mockResultPart(mock, session, questions) } : {}),
  };
}

/** The mock's paper rebuilt from its pack: the questions come in paper order, section after section. */
export function mockPaperOf(
  info: Pick<MockPackInfo, 'sections'>,
  questions: readonly Pick<Question, 'id'>[],
): { sections: { id: string; questionIds: string[] }[] } {
  return {
    sections: sectionRanges(info.sections).map((range) => ({
      id: range.id,
      questionIds: questions.slice(range.start, range.end).map((question) => question.id),
    })),
  };
}

function mockResultPart(
  info: MockPackInfo,
  session: QuizSession,
  questions: readonly Question[],
): MockResultPart {
  const answerIndex = new Map(questions.map((question) => [question.id, question.answerIndex]));
  const answers = questions.map((question, index) => ({
    questionId: question.id,
    chosenIndex: session.answers[index] ?? null,
  }));
  return {
    info,
    marks: markMock(mockPaperOf(info, questions), info.marking, answers, (id) => answerIndex.get(id)),
    markedForReview: questions.map((_, index) => session.markedForReview[index] ?? false),
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
