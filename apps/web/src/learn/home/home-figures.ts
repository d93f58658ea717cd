import {
  type AppConfig,
  currentStreak,
  extendStreak,
  formatLocalDate,
  type StreakState,
  type UserProfile,
} from '@abhyas/domain';
import { findTopic, type TopicLocation } from '../catalog/catalog-lookup.ts';
import { loadSavedQuiz, savedQuizTopicIds } from '../storage/quiz-progress-store.ts';
import type { LearnerTopicStats } from '../storage/topic-stats-store.ts';

/** A topic needs this many answers on the device before its accuracy says anything. */
export const WEAK_TOPIC_MIN_ANSWERS = 10;
/** How many weak topics home offers to practise. */
export const WEAK_TOPICS_SHOWN = 2;

/** Today's answers and accuracy, from the profile (the queued answers included); zero on a new day. */
export function todaysNumbers(
  profile: Pick<UserProfile, 'currentDailyDate' | 'dailyQuestionsAttempted' | 'dailyAccuracy'> | null,
  now: Date,
): { answers: number; accuracy: number } {
  if (!profile || profile.currentDailyDate !== formatLocalDate(now)) return { answers: 0, accuracy: 0 };
  return { answers: profile.dailyQuestionsAttempted, accuracy: profile.dailyAccuracy };
}

/**
 * The streak to show: the server's, with today counted at once when the learner has answered
 * today and the sync has not brought it back yet (the same rule the server applies).
 */
export function streakToShow(streak: StreakState | undefined, answeredToday: boolean, now: Date): number {
  const today = formatLocalDate(now);
  const base = streak ?? { days: 0, best: 0, lastDate: null, lastAt: null, freezeWeek: null };
  const counted = answeredToday ? extendStreak(base, today, now.getTime()) : base;
  return currentStreak(counted, today);
}

export interface WeakTopic {
  location: TopicLocation;
  accuracy: number;
  answers: number;
}

/**
 * The topics of the catalogue with the lowest accuracy among those with enough answers on this
 * device (mocks and daily quizzes are not topics to practise).
 */
export function weakestTopics(
  stats: LearnerTopicStats,
  config: Pick<AppConfig, 'parentCategories' | 'categoryData' | 'categories'>,
): WeakTopic[] {
  return Object.entries(stats)
    .filter(([, topic]) => topic.attempted >= WEAK_TOPIC_MIN_ANSWERS)
    .flatMap(([topicId, topic]) => {
      const location = findTopic(config, topicId);
      if (!location || location.parent?.id === 'mock-tests') return [];
      return [
        { location, accuracy: Math.round((100 * topic.correct) / topic.attempted), answers: topic.attempted },
      ];
    })
    .sort((a, b) => a.accuracy - b.accuracy || b.answers - a.answers)
    .slice(0, WEAK_TOPICS_SHOWN);
}

/** A quiz or mock the learner left unfinished on this device. */
export interface UnfinishedQuiz {
  topicId: string;
  answered: number;
  total: number;
  startedAt: number;
}

/**
 * The learner's unfinished quizzes and mocks, the latest first. One whose time ran out is listed
 * too: opening it submits it, and only then do its answers count.
 */
export function unfinishedQuizzes(learnerId: string): UnfinishedQuiz[] {
  return savedQuizTopicIds()
    .flatMap((topicId) => {
      const saved = loadSavedQuiz(topicId, learnerId);
      if (!saved || saved.session.status === 'submitted') return [];
      return [
        {
          topicId,
          answered: saved.session.answers.filter((answer) => answer !== null).length,
          total: saved.session.questionIds.length,
          startedAt: saved.session.startedAt,
        },
      ];
    })
    .sort((a, b) => b.startedAt - a.startedAt);
}
