import { useSyncExternalStore } from 'react';

/** Which part of the profile to bring into view when it opens. */
export type ProfileSection = 'phone';

/**
 * Asks the account menu to open the profile dialog from anywhere (the invitation to add a phone
 * is not inside the menu). Each request is a new object, so asking twice opens it twice.
 */
let request: { readonly section: ProfileSection | null } | null = null;
const listeners = new Set<() => void>();

export function openProfileDialog(section: ProfileSection | null = null): void {
  request = { section };
  for (const listener of listeners) listener();
}

export function useProfileDialogRequest(): { readonly section: ProfileSection | null } | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => request,
    () => null,
  );
}
