import { CONFIG_CACHE_NAME } from '../shell/cache-storage.ts';

/**
 * On a first visit the config is fetched before the service worker controls the page, so the
 * worker never sees it. Putting the files in the worker's config cache now lets the next visit
 * start offline. Best effort: a failure only means no offline start yet.
 */
export async function keepConfigForOffline(urls: readonly string[]): Promise<void> {
  if (typeof caches === 'undefined' || urls.length === 0) return;
  try {
    const cache = await caches.open(CONFIG_CACHE_NAME);
    await cache.addAll(urls.map((url) => new Request(url, { cache: 'no-cache' })));
  } catch {
    // Offline or storage full: the service worker's own runtime caching fills the cache later.
  }
}
