import { createApiClient } from './api-client.ts';

const api = createApiClient();

export const dailyQuizApi = {
  /** Today's quiz (India's today): the same ten questions for everyone. */
  today: () => api.json('/api/daily-quiz/today', 'dailyQuizSchema', { cache: 'no-cache' }),
  /** The day's board of first attempts, with the signed-in learner's place once their attempt arrived. */
  board: (date: string) =>
    api.json(`/api/daily-quiz/${encodeURIComponent(date)}/board`, 'dailyBoardSchema', { cache: 'no-cache' }),
  /** The signed-in learner's streak as the server keeps it. */
  streak: () => api.json('/api/streak', 'streakSchema', { cache: 'no-cache' }),
};
