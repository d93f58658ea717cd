import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const readOnline = () => navigator.onLine;
// Rendering without a browser (tests, prerendering) assumes a connection.
const readOnlineOnServer = () => true;

/** The browser's online flag, live: re-renders when the connection drops or returns. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, readOnline, readOnlineOnServer);
}
