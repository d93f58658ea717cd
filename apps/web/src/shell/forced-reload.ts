/** A forced reload happens at most once in this window, so a broken deploy cannot loop the page. */
export const FORCED_RELOAD_WINDOW_MS = 60_000;
export const FORCED_RELOAD_STORAGE_KEY = 'abhyas_last_forced_reload';

export interface ReloadEnvironment {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
}

function browserEnvironment(): ReloadEnvironment {
  let storage: ReloadEnvironment['storage'] = null;
  try {
    storage = window.localStorage;
  } catch {
    // Without storage we cannot remember the last reload, so we never force one (see below).
  }
  return { now: Date.now, storage, reload: () => window.location.reload() };
}

/**
 * Reloads the page unless a forced reload already happened within the last minute.
 * Returns whether it reloaded; a caller that gets false shows its error screen instead.
 */
export function forceReloadOnce(environment: ReloadEnvironment = browserEnvironment()): boolean {
  const { storage, now } = environment;
  if (!storage) return false;
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(FORCED_RELOAD_STORAGE_KEY));
  } catch {
    return false;
  }
  const time = now();
  if (Number.isFinite(last) && last > 0 && time - last < FORCED_RELOAD_WINDOW_MS) return false;
  try {
    storage.setItem(FORCED_RELOAD_STORAGE_KEY, String(time));
  } catch {
    return false;
  }
  environment.reload();
  return true;
}
