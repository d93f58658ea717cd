import type { MyMockAttempts } from '@abhyas/domain';
import type { DeviceMockAttempts } from '../storage/quiz-results-store.ts';

/** What the mock list shows of one mock: how often the learner took it and their best marks. */
export interface MockAttemptStatus {
  attempts: number;
  bestMarksCenti: number;
}

/**
 * The device's attempts joined with the server's. The server counts every synced attempt from
 * every device, the device also its own not yet synced: the larger count is the closer one
 * (the two overlap, so they are never added), and the best marks are the best of both.
 */
export function mergeMockAttempts(
  device: Readonly<Record<string, DeviceMockAttempts>>,
  server: MyMockAttempts['attempts'] | undefined,
): Map<string, MockAttemptStatus> {
  const merged = new Map<string, MockAttemptStatus>();
  for (const [mockId, attempt] of Object.entries(device))
    merged.set(mockId, { attempts: attempt.attempts, bestMarksCenti: attempt.bestMarksCenti });
  for (const attempt of server ?? []) {
    const known = merged.get(attempt.mockId);
    merged.set(attempt.mockId, {
      attempts: Math.max(known?.attempts ?? 0, attempt.attempts),
      bestMarksCenti: Math.max(known?.bestMarksCenti ?? attempt.bestMarksCenti, attempt.bestMarksCenti),
    });
  }
  return merged;
}
