import type { LeaderboardQuery } from '@abhyas/domain';
import { createApiClient, jsonBody } from './api-client.ts';

const api = createApiClient();

export const leaderboardApi = {
  /** `fresh` skips the browser's few-seconds copy: after the learner changed it, it is out of date. */
  board: (period: LeaderboardQuery['period'], fresh: boolean) =>
    api.json(`/api/leaderboard?period=${period}`, 'leaderboardResponseSchema', {
      cache: fresh ? 'no-cache' : 'default',
    }),
  /** Hides the learner from the boards, or shows them again. */
  setHidden: (hidden: boolean) =>
    api.json(
      '/api/leaderboard/visibility',
      'leaderboardVisibilityResponseSchema',
      jsonBody('PUT', { hidden }),
    ),
};
