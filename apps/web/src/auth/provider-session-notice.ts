import { useSyncExternalStore } from 'react';

/**
 * After signing out of an app signed in through an external provider (Google), the provider's
 * own session goes on: the learner is told so, since on a shared phone the next person could
 * otherwise sign in to that provider with one tap. Kept outside React state so that the sign-out
 * call itself can raise it, whoever started the sign-out.
 */
let shown = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  shown = value;
  for (const listener of listeners) listener();
};

export const providerSessionNotice = {
  show: () => set(true),
  dismiss: () => set(false),
};

export function useProviderSessionNotice(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => shown,
    () => false,
  );
}
