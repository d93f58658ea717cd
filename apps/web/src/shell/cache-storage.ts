/** Question packs a learner downloaded stay: they are what makes offline play work. */
export const PACKS_CACHE_NAME = 'abhyas-packs';
export const CONFIG_CACHE_NAME = 'abhyas-config';

/** Deletes the app's Cache Storage (stale app files), keeping downloaded packs and the config for offline starts. */
export async function clearAppCaches(
  keep: readonly string[] = [PACKS_CACHE_NAME, CONFIG_CACHE_NAME],
): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !keep.includes(name)).map((name) => caches.delete(name)));
  } catch {
    // Cache Storage can be unavailable (private modes); there is nothing to clear then.
  }
}
