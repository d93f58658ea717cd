// @vitest-environment happy-dom
import { type AppConfig, type CategorySummary, type Question, startQuizSession } from '@abhyas/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { saveQuiz } from '../storage/quiz-progress-store.ts';
import { emptyTopicStats, type LearnerTopicStats } from '../storage/topic-stats-store.ts';
import { streakToShow, todaysNumbers, unfinishedQuizzes, weakestTopics } from './home-figures.ts';

const topic = (id: string) => ({ id, name: id, nameHi: id, questionCount: 50, pack: `/packs/${id}.json` });
const category: CategorySummary = {
  id: 'geography',
  parentCategoryId: 'general-knowledge',
  name: 'Geography',
  nameHi: 'भूगोल',
  description: 'Places.',
  questionCount: 150,
  subcategories: [topic('capitals'), topic('rivers'), topic('mountains')],
};
const config = {
  parentCategories: [
    {
      id: 'general-knowledge',
      name: 'General Knowledge',
      nameHi: 'सामान्य ज्ञान',
      description: 'GK.',
      questionCount: 150,
      categoryFile: 'gk.json',
    },
  ],
  categoryData: { 'gk.json': [category] },
  categories: [category],
} as unknown as Pick<AppConfig, 'parentCategories' | 'categoryData' | 'categories'>;

const stats = (attempted: number, correct: number) => ({ ...emptyTopicStats(), attempted, correct });

afterEach(() => localStorage.clear());

describe('weakestTopics', () => {
  it('takes the two lowest accuracies among topics with ten answers or more, known to the catalogue', () => {
    const learner: LearnerTopicStats = {
      capitals: stats(20, 15),
      rivers: stats(10, 3),
      mountains: stats(12, 6),
      'daily-2026-11-25': stats(10, 0),
      unknown: stats(40, 1),
    };
    const weak = weakestTopics(learner, config);
    expect(weak.map((entry) => [entry.location.topic.id, entry.accuracy])).toEqual([
      ['rivers', 30],
      ['mountains', 50],
    ]);
  });

  it('leaves out a topic with too few answers to judge', () => {
    expect(weakestTopics({ rivers: stats(9, 0) }, config)).toEqual([]);
  });
});

describe('todaysNumbers', () => {
  const now = new Date(2026, 10, 25, 21, 0);
  it("reads today's counters, and none when the profile's day is over", () => {
    const profile = { currentDailyDate: '2026-11-25', dailyQuestionsAttempted: 12, dailyAccuracy: 75 };
    expect(todaysNumbers(profile, now)).toEqual({ answers: 12, accuracy: 75 });
    expect(todaysNumbers({ ...profile, currentDailyDate: '2026-11-24' }, now)).toEqual({
      answers: 0,
      accuracy: 0,
    });
    expect(todaysNumbers(null, now)).toEqual({ answers: 0, accuracy: 0 });
  });
});

describe('streakToShow', () => {
  const now = new Date(2026, 10, 25, 9, 0);
  const yesterday = {
    days: 4,
    best: 6,
    lastDate: '2026-11-24',
    lastAt: now.getTime() - 86_400_000,
    freezeWeek: null,
  };
  it('counts today at once when the learner answered today and the server has not said so yet', () => {
    expect(streakToShow(yesterday, true, now)).toBe(5);
    expect(streakToShow(yesterday, false, now)).toBe(4);
    expect(streakToShow(undefined, true, now)).toBe(1);
    expect(streakToShow(undefined, false, now)).toBe(0);
  });
});

describe('unfinishedQuizzes', () => {
  it("lists the learner's quizzes in progress, latest first, not submitted ones nor another learner's", () => {
    const question = (id: string) => ({ id }) as Question;
    const save = (learnerId: string, topicId: string, startedAt: number, submitted = false) => {
      const started = startQuizSession(topicId, ['a', 'b'], startedAt, 60_000);
      const session = {
        ...started,
        answers: [1, null],
        ...(submitted ? { status: 'submitted' as const } : {}),
      };
      saveQuiz({ learnerId, session, questions: [question('a'), question('b')] });
    };
    save('u1', 'capitals', 1);
    save('u1', 'rivers', 2);
    save('u1', 'mountains', 3, true);
    save('u2', 'deserts', 4);
    expect(unfinishedQuizzes('u1')).toEqual([
      { topicId: 'rivers', answered: 1, total: 2, startedAt: 2 },
      { topicId: 'capitals', answered: 1, total: 2, startedAt: 1 },
    ]);
  });
});
