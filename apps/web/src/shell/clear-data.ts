import { isPendingQueueKey } from '../sync/queue-storage-keys.ts';
import { clearAppCaches } from './cache-storage.ts';
import { registeredPendingUpdatesFlush } from './pending-updates-flush.ts';

/** How long a flush may hold up the restart before we give up and keep the queue for later. */
export const FLUSH_TIMEOUT_MS = 8_000;

export interface ClearDataEnvironment {
  local: Storage;
  session: Storage;
  online: boolean;
  flush: (() => Promise<void>) | undefined;
  clearCaches: () => Promise<void>;
  timeoutMs: number;
}

function browserEnvironment(): ClearDataEnvironment {
  return {
    local: window.localStorage,
    session: window.sessionStorage,
    online: navigator.onLine,
    flush: registeredPendingUpdatesFlush(),
    clearCaches: () => clearAppCaches(),
    timeoutMs: FLUSH_TIMEOUT_MS,
  };
}

/**
 * Clears local and session storage and the app caches, except the pending answer queues (in
 * IndexedDB and their local storage mirrors): they are synced first when online, and whatever is
 * still unsynced afterwards is kept.
 */
export async function clearDataKeepingPendingAnswers(
  environment: ClearDataEnvironment = browserEnvironment(),
): Promise<void> {
  const { local, session, flush } = environment;
  if (environment.online && flush) {
    await Promise.race([
      flush().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, environment.timeoutMs)),
    ]);
  }
  const keys: string[] = [];
  for (let index = 0; index < local.length; index += 1) {
    const key = local.key(index);
    if (key !== null) keys.push(key);
  }
  for (const key of keys) if (!isPendingQueueKey(key)) local.removeItem(key);
  session.clear();
  await environment.clearCaches();
}
