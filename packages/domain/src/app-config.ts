// No zod here, values or schemas: the browser loads its configuration with this module before
// its first screen and checks the files with lighter validators (AppConfigValidators below).
import type { AppConfigFile } from './app-config-schema.ts';
import type { CategoryFile, CategorySummary, ParentCategory } from './category-config.ts';
import type { Theme } from './user-profile.ts';

/** Where the server serves the generated configuration files. */
export const CONFIG_BASE_PATH = '/config/';
export const APP_CONFIG_FILE = 'app-config.json';
export const PARENT_CATEGORIES_FILE = 'parent-categories.json';
/** Older builds shipped one category file under this name; used when the parent list is missing. */
export const LEGACY_CATEGORIES_FILE = 'categories.json';
/** Used for any parent whose own category file is missing. */
export const DEFAULT_CATEGORIES_FILE = 'Default Categories.json';
export const GENERAL_KNOWLEDGE_CATEGORIES_FILE = 'General-Knowledge Categories.json';

export const APP_VERSION = '1.0.0';

/** How many times a failed configuration load is tried again before the error is shown. */
export const APP_CONFIG_RETRIES = 3;
/** Back-off before retry n (0-based): 500 ms, 1 s, 2 s; short enough that a learner is not left waiting. */
export function appConfigRetryDelayMs(retry: number): number {
  return 500 * 2 ** retry;
}

export const FEATURE_FLAGS = [
  'analytics',
  'serviceWorker',
  'notifications',
  'offline',
  'routing',
  'seo',
  'parentCategories',
  'dynamicCategories',
  'autoAds',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;

/** A free, self-hosted app: no ads and no analytics unless an operator turns them on. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = Object.freeze({
  analytics: false,
  serviceWorker: true,
  notifications: false,
  offline: true,
  routing: true,
  seo: true,
  parentCategories: true,
  dynamicCategories: true,
  autoAds: false,
});

export const THEMES = ['default', 'dark'] as const satisfies readonly Theme[];

export type AppEnvironment = 'production' | 'development' | 'test';

export interface AppConfig {
  base: AppConfigFile;
  name: string;
  theme: Theme;
  parentCategories: ParentCategory[];
  /** Category data keyed by the sanitised category file name (see sanitizeCategoryFileKey). */
  categoryData: Readonly<Record<string, CategoryFile>>;
  categories: CategorySummary[];
  version: string;
  environment: AppEnvironment;
  buildTime: string;
  features: FeatureFlags;
  /** Where ads come from; set only when autoAds is on and the operator named the network. */
  ads: { readonly clientId: string; readonly scriptUrl: string } | undefined;
  /** Every config URL that was read, so the app can keep them for offline use. */
  loadedUrls: string[];
}

/** Category and topic ids are lowercase kebab-case slugs, stable across builds. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * "General-Knowledge Categories.json" -> "General_Knowledge_Categories": letters, digits and
 * single underscores, `.json` stripped, no leading or trailing underscore.
 */
export function sanitizeCategoryFileKey(fileName: string): string {
  return fileName
    .replace(/\.json$/i, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The few parts of a fetch Response the loader needs; the caller injects fetch. */
export interface ConfigResponse {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}
export type ConfigFetch = (url: string) => Promise<ConfigResponse>;

export class AppConfigError extends Error {
  override name = 'AppConfigError';
}

/** What the loader needs of a schema; zod schemas, classic or mini, fit as they are. */
export interface ConfigValidator<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * How each configuration file is checked: `appConfigValidators` (the zod schemas) where zod's
 * full API is loaded anyway, as in the tests; the browser passes equivalent zod/mini ones that
 * cost its first screen less.
 */
export interface AppConfigValidators {
  appConfig: ConfigValidator<AppConfigFile>;
  parentCategories: ConfigValidator<ParentCategory[]>;
  categories: ConfigValidator<CategoryFile>;
}

type FileResult<T> = { found: true; data: T } | { found: false; reason: string };

/** 404, 410, bad JSON or the wrong shape count as "missing" (a fallback applies); anything else throws. */
async function readConfigFile<T>(
  fetchConfig: ConfigFetch,
  url: string,
  validator: ConfigValidator<T>,
): Promise<FileResult<T>> {
  const response = await fetchConfig(url);
  if (response.status === 404 || response.status === 410) {
    return { found: false, reason: `${url} is missing` };
  }
  if (!response.ok) throw new AppConfigError(`${url} answered ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    return { found: false, reason: `${url} is not valid JSON` };
  }
  const parsed = validator.safeParse(json);
  if (!parsed.success) return { found: false, reason: `${url} has an unexpected shape` };
  return { found: true, data: parsed.data };
}

export interface LoadAppConfigOptions {
  fetch: ConfigFetch;
  validators: AppConfigValidators;
  environment: AppEnvironment;
  buildTime: string;
  basePath?: string;
}

/** One attempt: reads the base config, the parent list and every category file, with fallbacks. */
export async function loadAppConfigOnce(options: LoadAppConfigOptions): Promise<AppConfig> {
  const basePath = options.basePath ?? CONFIG_BASE_PATH;
  const url = (file: string) => `${basePath}${encodeURIComponent(file)}`;
  const loadedUrls: string[] = [];
  const read = async <T>(file: string, validator: ConfigValidator<T>) => {
    const result = await readConfigFile(options.fetch, url(file), validator);
    if (result.found) loadedUrls.push(url(file));
    return result;
  };

  const baseResult = await read(APP_CONFIG_FILE, options.validators.appConfig);
  if (!baseResult.found) throw new AppConfigError(baseResult.reason);
  const base = baseResult.data;
  const features: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS, ...base.features };

  let defaultFile: Promise<FileResult<CategoryFile>> | undefined;
  const readDefault = () => {
    defaultFile ??= read(DEFAULT_CATEGORIES_FILE, options.validators.categories);
    return defaultFile;
  };
  const readWithDefault = async (file: string): Promise<CategoryFile> => {
    const own = await read(file, options.validators.categories);
    if (own.found) return own.data;
    const fallback = await readDefault();
    if (fallback.found) return fallback.data;
    throw new AppConfigError(`${own.reason} and ${fallback.reason}`);
  };

  const categoryData: Record<string, CategoryFile> = {};
  let parentCategories: ParentCategory[] = [];
  const parents = features.parentCategories
    ? await read(PARENT_CATEGORIES_FILE, options.validators.parentCategories)
    : ({ found: false, reason: 'parent categories are turned off' } as const);
  if (parents.found) {
    parentCategories = parents.data;
    const files = await Promise.all(parentCategories.map((parent) => readWithDefault(parent.categoryFile)));
    parentCategories.forEach((parent, index) => {
      const data = files[index];
      if (data) categoryData[sanitizeCategoryFileKey(parent.categoryFile)] = data;
    });
  } else {
    categoryData[sanitizeCategoryFileKey(LEGACY_CATEGORIES_FILE)] =
      await readWithDefault(LEGACY_CATEGORIES_FILE);
  }

  const categories =
    base.categories ??
    categoryData[sanitizeCategoryFileKey(GENERAL_KNOWLEDGE_CATEGORIES_FILE)] ??
    categoryData[sanitizeCategoryFileKey(LEGACY_CATEGORIES_FILE)] ??
    [];

  return {
    base,
    name: base.appName ?? base.name ?? 'Abhyas',
    theme: base.theme ?? 'default',
    parentCategories,
    categoryData,
    categories,
    version: APP_VERSION,
    environment: options.environment,
    buildTime: options.buildTime,
    features,
    ads: features.autoAds ? base.ads : undefined,
    loadedUrls,
  };
}

export interface RetryOptions {
  retries?: number;
  /** Injected: the domain has no timers of its own. */
  sleep: (ms: number) => Promise<void>;
}

/** Tries the load again up to APP_CONFIG_RETRIES times with back-off, then reports the last error. */
export async function loadAppConfig(options: LoadAppConfigOptions & RetryOptions): Promise<AppConfig> {
  const retries = options.retries ?? APP_CONFIG_RETRIES;
  const { sleep } = options;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await sleep(appConfigRetryDelayMs(attempt - 1));
    try {
      return await loadAppConfigOnce(options);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new AppConfigError(String(lastError));
}

/** Every category of the assembled config, across all category files, without duplicates. */
export function allCategories(config: Pick<AppConfig, 'categoryData' | 'categories'>): CategorySummary[] {
  const byId = new Map<string, CategorySummary>();
  for (const category of config.categories) byId.set(category.id, category);
  for (const file of Object.values(config.categoryData)) {
    for (const category of file) if (!byId.has(category.id)) byId.set(category.id, category);
  }
  return [...byId.values()];
}
