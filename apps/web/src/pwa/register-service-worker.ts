import { registerSW } from 'virtual:pwa-register';
import { announceUpdate } from './update-available.ts';

/** Registers the Workbox service worker; a waiting new version is offered, never forced. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => announceUpdate(() => updateServiceWorker(true)),
  });
}
