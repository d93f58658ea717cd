import { createApiClient } from './api-client.ts';

const api = createApiClient();

export const mocksApi = {
  /** Takers, topper and average of a mock, and the signed-in learner's place once their first attempt arrived. */
  standing: (mockId: string) =>
    // A fresh copy: the learner looks right after their answers reached the server.
    api.json(`/api/mocks/${encodeURIComponent(mockId)}/standing`, 'mockStandingSchema', {
      cache: 'no-cache',
    }),
  /** The signed-in learner's attempts and best marks at each mock the server has. */
  mine: () => api.json('/api/mocks/mine', 'myMockAttemptsSchema', { cache: 'no-cache' }),
};
