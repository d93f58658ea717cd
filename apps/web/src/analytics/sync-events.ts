import type { SyncErrorKind } from '@abhyas/domain';
import { track } from './track.ts';

/** The sync's failure kinds (sync-failure.ts) as the analytics name them. */
const ERROR_KINDS: Record<string, SyncErrorKind> = {
  retry: 'server',
  busy: 'server',
  'sign-in': 'auth',
  refused: 'rejected',
};

/** A finished sync of the answer queue: how many requests went, and why it failed if it did. */
export function trackSyncReport(report: {
  total: number;
  ok: number;
  error?: string;
  failure?: string;
}): void {
  if (report.total === 0 && !report.error) return;
  if (!report.error) {
    track({ name: 'sync_succeeded', count: report.ok });
    return;
  }
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  track({
    name: 'sync_failed',
    count: report.total,
    errorKind: offline ? 'offline' : (ERROR_KINDS[report.failure ?? ''] ?? 'unknown'),
  });
}
