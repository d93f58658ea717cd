import { useSyncExternalStore } from 'react';

/** Set when a new service worker is waiting; applying it reloads the page, so only the learner may. */
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(apply: () => Promise<void>): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

export function dismissUpdate(): void {
  applyUpdate = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateAvailable(): (() => Promise<void>) | null {
  return useSyncExternalStore(
    subscribe,
    () => applyUpdate,
    () => null,
  );
}
