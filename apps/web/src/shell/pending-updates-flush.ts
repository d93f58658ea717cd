/**
 * The crash screen's "Clear Data & Restart" must never lose answers. The sync module registers
 * how to push the pending queues (in IndexedDB, mirrored to local storage: sync/queue-storage-keys.ts) to the server;
 * the shell calls it first.
 */
export type PendingUpdatesFlush = () => Promise<void>;

let registered: PendingUpdatesFlush | undefined;

/** Called once by the sync module; returns a function that unregisters it. */
export function registerPendingUpdatesFlush(flush: PendingUpdatesFlush): () => void {
  registered = flush;
  return () => {
    if (registered === flush) registered = undefined;
  };
}

export function registeredPendingUpdatesFlush(): PendingUpdatesFlush | undefined {
  return registered;
}
