import { humanMockAnswers } from './honest-answers.ts';
import { calendarDate, DEFAULT_LEADERBOARD_TIME_ZONE } from './ist-calendar.ts';
import { seededRandom, shuffled } from './question-draw.ts';

/** How many questions the daily quiz has: the same ones for everyone on an IST day. */
export const DAILY_QUIZ_SIZE = 10;

/**
 * The subjects the daily quiz draws from, in the order it takes them: 10 questions over 4
 * subjects is 3, 3, 2, 2.
 */
export const DAILY_QUIZ_SUBJECTS = [
  'general-knowledge',
  'quantitative-aptitude',
  'reasoning',
  'english',
] as const;

/** The daily quiz's day is India's: everyone in the country shares it. */
export const DAILY_QUIZ_TIME_ZONE = DEFAULT_LEADERBOARD_TIME_ZONE;

/** How many places of a day's board the server sends. */
export const DAILY_BOARD_SIZE = 20;

/** A question of the bank the daily quiz may take. */
export interface DailyCandidate {
  id: string;
  parentCategoryId: string;
  subcategoryId: string;
}

/** The IST date of an instant: the daily quiz it belongs to. */
export function dailyQuizDateOf(at: Date): string {
  return calendarDate(at, DAILY_QUIZ_TIME_ZONE);
}

/** The topic (subcategory) a daily quiz of `date` stands for in the app's local stores and results. */
export function dailyQuizTopicId(date: string): string {
  return `daily-${date}`;
}

/**
 * The day's questions, in quiz order: a function of the date and the bank alone (the candidates'
 * order does not matter), taken round the subjects in turn and never two of one topic.
 */
export function chooseDailyQuestionIds(date: string, candidates: readonly DailyCandidate[]): string[] {
  const random = seededRandom(`daily-quiz:${date}`);
  const sorted = [...candidates].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const queues = DAILY_QUIZ_SUBJECTS.map((subject) =>
    shuffled(
      sorted.filter((candidate) => candidate.parentCategoryId === subject),
      random,
    ),
  ).filter((queue) => queue.length > 0);
  const chosen: string[] = [];
  const topicsUsed = new Set<string>();
  // A topic already in the quiz is passed over while its subject has another topic left.
  const pickFrom = (queue: readonly DailyCandidate[]) =>
    queue.find((candidate) => !chosen.includes(candidate.id) && !topicsUsed.has(candidate.subcategoryId)) ??
    queue.find((candidate) => !chosen.includes(candidate.id));
  let progressed = true;
  while (chosen.length < DAILY_QUIZ_SIZE && progressed) {
    progressed = false;
    for (const queue of queues) {
      if (chosen.length >= DAILY_QUIZ_SIZE) break;
      const pick = pickFrom(queue);
      if (!pick) continue;
      chosen.push(pick.id);
      topicsUsed.add(pick.subcategoryId);
      progressed = true;
    }
  }
  return chosen;
}

/** A daily quiz submitted this many days after its IST date still enters its board (a sync held up offline). */
export const DAILY_QUIZ_LATE_DAYS = 2;

const MS_PER_DAY = 86_400_000;

/** Whether a submitted daily quiz of `date` may still enter its board at `now`: not ahead of India, not too late. */
export function isDailyQuizDateOpen(date: string, now: Date): boolean {
  const day = Date.parse(`${date}T00:00:00Z`);
  const today = Date.parse(`${dailyQuizDateOf(now)}T00:00:00Z`);
  if (Number.isNaN(day)) return false;
  const late = Math.round((today - day) / MS_PER_DAY);
  return late >= 0 && late <= DAILY_QUIZ_LATE_DAYS;
}

/** What a learner's first attempt at a day's quiz puts on its board. */
export interface DailyQuizScore {
  correct: number;
  timeTakenMs: number;
}

/**
 * The board's figures of a submitted daily quiz: correct answers by the key, and the time taken
 * (ties go to the faster). A choice faster than a person can read counts as none, as in mocks.
 */
export function scoreDailyQuiz(
  answers: readonly { questionId: string; chosenIndex: number | null; timeTakenMs: number }[],
  answerIndexOf: (questionId: string) => number | undefined,
  minAnswerMs: number,
): DailyQuizScore {
  let correct = 0;
  let timeTakenMs = 0;
  for (const answer of humanMockAnswers(answers, minAnswerMs)) {
    timeTakenMs += answer.timeTakenMs;
    if (answer.chosenIndex !== null && answerIndexOf(answer.questionId) === answer.chosenIndex) correct += 1;
  }
  // The column is a 32-bit integer; no real quiz comes near it.
  return { correct, timeTakenMs: Math.min(timeTakenMs, 2_000_000_000) };
}
