/** For tests: Storage objects kept in memory. */
export class MemoryStorage implements Storage {
  protected readonly values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    for (const key of [...this.values.keys()]) this.removeItem(key);
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
}

/** One tab's copy of the origin's local storage (see `SharedLocalStorage`). */
export class TabLocalStorage extends MemoryStorage {
  constructor(private readonly origin: SharedLocalStorage) {
    super();
  }

  override setItem(key: string, value: string) {
    super.setItem(key, value);
    this.origin.written(key, String(value));
  }

  override removeItem(key: string) {
    super.removeItem(key);
    this.origin.written(key, null);
  }

  /** The browser's values replace this copy's. */
  catchUp(values: ReadonlyMap<string, string>): void {
    this.values.clear();
    for (const [key, value] of values) this.values.set(key, value);
  }
}

/**
 * Local storage as Chromium gives it to tabs in different renderer processes: each reads and
 * writes its own copy; the browser applies all writes in the order they were made, and they reach
 * the other tabs' copies later (when `deliver` is called here). A tab can so read a queue without
 * another tab's newest write.
 */
export class SharedLocalStorage {
  private readonly tabs: TabLocalStorage[] = [];
  private readonly browser = new Map<string, string>();

  tab(): TabLocalStorage {
    const tab = new TabLocalStorage(this);
    tab.catchUp(this.browser);
    this.tabs.push(tab);
    return tab;
  }

  written(key: string, value: string | null): void {
    if (value === null) this.browser.delete(key);
    else this.browser.set(key, value);
  }

  /** Every write made so far reaches every tab's copy. */
  deliver(): void {
    for (const tab of this.tabs) tab.catchUp(this.browser);
  }
}
