import { readJson, writeJson } from './local-store.ts';

/** What this device knows of one learner's work on one topic. */
export interface TopicStats {
  /** Questions shown in a submitted quiz or answered in practice: drawn after unseen ones. */
  seen: string[];
  /** Questions answered (not skipped) in any mode: "how much of the topic is done". */
  answered: string[];
  /** Questions answered in a quiz: later quiz answers to them earn no points. */
  quizAttempted: string[];
  attempted: number;
  correct: number;
}

export type LearnerTopicStats = Record<string, TopicStats>;

/** Anonymous visitors are one learner per device. */
export const ANONYMOUS_LEARNER = 'anonymous';

const storageKey = (learnerId: string) => `abhyas_topic_stats_${learnerId}`;

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

function parseStats(value: unknown): TopicStats {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    seen: strings(record.seen),
    answered: strings(record.answered),
    quizAttempted: strings(record.quizAttempted),
    attempted: count(record.attempted),
    correct: count(record.correct),
  };
}

export function emptyTopicStats(): TopicStats {
  return { seen: [], answered: [], quizAttempted: [], attempted: 0, correct: 0 };
}

export function loadLearnerStats(learnerId: string): LearnerTopicStats {
  const stored = readJson(storageKey(learnerId));
  if (!stored || typeof stored !== 'object') return {};
  const stats: LearnerTopicStats = {};
  for (const [topicId, value] of Object.entries(stored)) stats[topicId] = parseStats(value);
  return stats;
}

export function loadTopicStats(learnerId: string, topicId: string): TopicStats {
  return loadLearnerStats(learnerId)[topicId] ?? emptyTopicStats();
}

export interface TopicWork {
  shownQuestionIds: readonly string[];
  answers: readonly { questionId: string; chosenIndex: number | null; mode: 'quiz' | 'practice' }[];
  correctAnswers: number;
  questionsAttempted: number;
}

function union(existing: readonly string[], added: Iterable<string>): string[] {
  return [...new Set([...existing, ...added])];
}

/** Adds finished work (a submitted quiz or one practice answer) to the learner's topic stats. */
export function addTopicWork(learnerId: string, topicId: string, work: TopicWork): TopicStats {
  const all = loadLearnerStats(learnerId);
  const current = all[topicId] ?? emptyTopicStats();
  const answered = work.answers.filter((answer) => answer.chosenIndex !== null);
  const next: TopicStats = {
    seen: union(current.seen, work.shownQuestionIds),
    answered: union(
      current.answered,
      answered.map((answer) => answer.questionId),
    ),
    quizAttempted: union(
      current.quizAttempted,
      answered.filter((answer) => answer.mode === 'quiz').map((answer) => answer.questionId),
    ),
    attempted: current.attempted + work.questionsAttempted,
    correct: current.correct + work.correctAnswers,
  };
  writeJson(storageKey(learnerId), { ...all, [topicId]: next });
  return next;
}
