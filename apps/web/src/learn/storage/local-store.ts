/**
 * Local storage that never throws: private windows, a full quota or a value another
 * version wrote must not break a quiz. Corrupt values read as absent.
 */

export function readJson(key: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Returns false when the value could not be stored (quota, storage disabled). */
export function writeJson(key: string, value: unknown): boolean {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.warn(`Could not save ${key} on this device`, error);
    return false;
  }
}

export function removeKey(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}
