/**
 * Registers the service worker when the `serviceWorker` feature is on; when an operator turns it
 * off, removes any worker an earlier visit installed so the flag really takes effect.
 */
export async function setUpServiceWorker(enabled: boolean): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (enabled) {
    // Loaded on demand: the Workbox client code is not needed to draw the first screen.
    const { registerServiceWorker } = await import('./register-service-worker.ts');
    registerServiceWorker();
    return;
  }
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}
