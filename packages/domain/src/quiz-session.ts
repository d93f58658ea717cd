/**
 * The exam-style quiz as a pure, serialisable state machine: the web app keeps one in
 * React state and in local storage, so a reload or a visit elsewhere resumes it exactly.
 * Every transition returns a new session; a submitted session accepts no change.
 */

/** SSC CGL Tier I gives 60 minutes for 100 questions: 36 s a question. */
export const QUIZ_SECONDS_PER_QUESTION = 36;
export const QUIZ_SIZES = [10, 20, 25] as const;
export type QuizSize = (typeof QUIZ_SIZES)[number];
export const DEFAULT_QUIZ_SIZE: QuizSize = 10;

/** The five states of the real computer-based test; an answer marked for review is still scored. */
export type PaletteState = 'answered' | 'not-answered' | 'marked' | 'answered-marked' | 'not-visited';
export const PALETTE_STATES: readonly PaletteState[] = [
  'answered',
  'not-answered',
  'marked',
  'answered-marked',
  'not-visited',
];
export type QuizStatus = 'in-progress' | 'submitted';
export type SubmitReason = 'manual' | 'timeout';

export interface QuizSession {
  subcategoryId: string;
  questionIds: string[];
  /** Chosen option per question; null while unanswered. */
  answers: (number | null)[];
  markedForReview: boolean[];
  visited: boolean[];
  /** Time spent looking at each question, ms (what each answer reports as time taken). */
  timeSpentMs: number[];
  currentIndex: number;
  /** When the current question came on screen (ms since the epoch). */
  currentShownAt: number;
  startedAt: number;
  /**
   * The timer runs on the wall clock, as in an exam hall: leaving and coming back resumes
   * with the time that is really left, and a reload never adds time.
   */
  deadline: number;
  status: QuizStatus;
  submittedAt: number | null;
  submitReason: SubmitReason | null;
}

export function quizDurationMs(
  questionCount: number,
  secondsPerQuestion = QUIZ_SECONDS_PER_QUESTION,
): number {
  return questionCount * secondsPerQuestion * 1000;
}

export function startQuizSession(
  subcategoryId: string,
  questionIds: readonly string[],
  now: number,
  durationMs: number = quizDurationMs(questionIds.length),
): QuizSession {
  const count = questionIds.length;
  return {
    subcategoryId,
    questionIds: [...questionIds],
    answers: Array<number | null>(count).fill(null),
    markedForReview: Array<boolean>(count).fill(false),
    visited: Array.from({ length: count }, (_, index) => index === 0),
    timeSpentMs: Array<number>(count).fill(0),
    currentIndex: 0,
    currentShownAt: now,
    startedAt: now,
    deadline: now + durationMs,
    status: 'in-progress',
    submittedAt: null,
    submitReason: null,
  };
}

function replaceAt<T>(items: readonly T[], index: number, value: T): T[] {
  const copy = [...items];
  copy[index] = value;
  return copy;
}

/** Adds the time since the current question came on screen to its total. */
function settleCurrentTime(session: QuizSession, now: number): QuizSession {
  const index = session.currentIndex;
  const spent = Math.max(0, Math.min(now, session.deadline) - session.currentShownAt);
  return {
    ...session,
    timeSpentMs: replaceAt(session.timeSpentMs, index, (session.timeSpentMs[index] ?? 0) + spent),
    currentShownAt: now,
  };
}

export function remainingMs(session: QuizSession, now: number): number {
  if (session.status === 'submitted') return 0;
  return Math.max(0, session.deadline - now);
}

export function isTimeUp(session: QuizSession, now: number): boolean {
  return session.status === 'in-progress' && now >= session.deadline;
}

/** Chooses (or changes) the answer to the current question. */
export function chooseOption(session: QuizSession, optionIndex: number): QuizSession {
  if (session.status !== 'in-progress') return session;
  return { ...session, answers: replaceAt(session.answers, session.currentIndex, optionIndex) };
}

export function clearAnswer(session: QuizSession): QuizSession {
  if (session.status !== 'in-progress') return session;
  return { ...session, answers: replaceAt(session.answers, session.currentIndex, null) };
}

export function toggleMarkForReview(session: QuizSession): QuizSession {
  if (session.status !== 'in-progress') return session;
  const index = session.currentIndex;
  return {
    ...session,
    markedForReview: replaceAt(session.markedForReview, index, !session.markedForReview[index]),
  };
}

export function goToQuestion(session: QuizSession, index: number, now: number): QuizSession {
  if (session.status !== 'in-progress') return session;
  if (index < 0 || index >= session.questionIds.length || index === session.currentIndex) return session;
  const settled = settleCurrentTime(session, now);
  return { ...settled, currentIndex: index, visited: replaceAt(settled.visited, index, true) };
}

/** Moves on; the last question stays where it is. */
export function nextQuestion(session: QuizSession, now: number): QuizSession {
  return goToQuestion(session, session.currentIndex + 1, now);
}

export function previousQuestion(session: QuizSession, now: number): QuizSession {
  return goToQuestion(session, session.currentIndex - 1, now);
}

/** Leaves the current question unanswered (clearing any choice) and moves on. */
export function skipQuestion(session: QuizSession, now: number): QuizSession {
  return nextQuestion(clearAnswer(session), now);
}

export function submitQuiz(session: QuizSession, now: number, reason: SubmitReason = 'manual'): QuizSession {
  if (session.status !== 'in-progress') return session;
  const settled = settleCurrentTime(session, now);
  return {
    ...settled,
    status: 'submitted',
    submittedAt: Math.min(now, session.deadline),
    submitReason: reason,
  };
}

/** Submits a quiz whose time has run out (call on every tick and on resume). */
export function autoSubmitIfTimeUp(session: QuizSession, now: number): QuizSession {
  return isTimeUp(session, now) ? submitQuiz(session, now, 'timeout') : session;
}

/** The palette colour of one question, as the exam shows it. */
export function paletteState(session: QuizSession, index: number): PaletteState {
  const answered = session.answers[index] !== null && session.answers[index] !== undefined;
  if (session.markedForReview[index]) return answered ? 'answered-marked' : 'marked';
  if (answered) return 'answered';
  if (session.visited[index]) return 'not-answered';
  return 'not-visited';
}

/** How many questions are in each state, over the whole quiz or the indices given (a mock's section). */
export function paletteCounts(
  session: QuizSession,
  indices: Iterable<number> = session.questionIds.keys(),
): Record<PaletteState, number> {
  const counts: Record<PaletteState, number> = {
    answered: 0,
    'not-answered': 0,
    marked: 0,
    'answered-marked': 0,
    'not-visited': 0,
  };
  for (const index of indices) counts[paletteState(session, index)] += 1;
  return counts;
}

export function unansweredCount(session: QuizSession): number {
  return session.answers.filter((answer) => answer === null).length;
}

/** The session's answers in question order, as a progress update carries them. */
export function quizAnswers(
  session: QuizSession,
): { questionId: string; chosenIndex: number | null; mode: 'quiz'; timeTakenMs: number }[] {
  return session.questionIds.map((questionId, index) => ({
    questionId,
    chosenIndex: session.answers[index] ?? null,
    mode: 'quiz',
    timeTakenMs: Math.round(session.timeSpentMs[index] ?? 0),
  }));
}

/** Time from start to submit, never more than the time allowed. */
export function quizTimeTakenMs(session: QuizSession): number {
  const end = session.submittedAt ?? session.deadline;
  return Math.max(0, Math.min(end, session.deadline) - session.startedAt);
}
