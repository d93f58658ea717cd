import { type MockStanding, type MyMockAttempts, percentileOf } from '@abhyas/domain';
import type { MockPaperSource } from '../mock-papers.ts';
import type { MockAttemptStore } from '../stores/mock-attempt-store.ts';

/**
 * The use cases behind `GET /api/mocks/:mockId/standing` and `GET /api/mocks/mine`: where a
 * learner stands among everyone whose first attempt at a mock reached the server, and the mocks
 * they have sent.
 */
export function createMockStandingService({
  papers,
  store,
}: {
  papers: MockPaperSource;
  store: MockAttemptStore;
}) {
  return {
    /**
     * The mock's rank table, with `you` for the viewer's first attempt; undefined when the mock
     * is not published. Throws MockPapersUnavailableError when the papers cannot be read.
     */
    async standing(mockId: string, viewerUid: string | null): Promise<MockStanding | undefined> {
      if (!(await papers.current()).paperOf(mockId)) return undefined;
      const table = await store.rankTable(mockId, viewerUid);
      const own = table.own;
      return {
        mockId,
        takers: table.takers,
        topperMarksCenti: table.topperMarksCenti,
        averageMarksCenti: table.averageMarksCenti,
        you:
          own === null
            ? null
            : {
                marksCenti: own.marksCenti,
                // Ties share a rank: 1 + the takers with more marks.
                rank: own.higher + 1,
                percentile: percentileOf(table.takers - own.higher, table.takers),
                attempts: own.attempts,
              },
      };
    },

    async mine(uid: string): Promise<MyMockAttempts> {
      return { attempts: await store.mocksOf(uid) };
    },
  };
}

export type MockStandingService = ReturnType<typeof createMockStandingService>;
