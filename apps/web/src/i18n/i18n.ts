import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'abhyas_language';

/**
 * Every namespace file under locales/<language>/<namespace>.json, bundled with the app: the shell
 * must speak before any network request succeeds (the Connection Error screen needs words too).
 */
const localeFiles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function buildResources(): { resources: Resource; namespaces: string[] } {
  const resources: Resource = {};
  const namespaces = new Set<string>();
  for (const [file, messages] of Object.entries(localeFiles)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match?.[1] || !match[2]) continue;
    const [, language, namespace] = match;
    resources[language] ??= {};
    resources[language][namespace] = messages;
    namespaces.add(namespace);
  }
  return { resources, namespaces: [...namespaces] };
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes, strict settings); the browser language still works.
    return null;
  }
}

/** The remembered choice, else the first browser language we speak, else English. */
export function detectLanguage(
  stored: string | null = readStoredLanguage(),
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function reflectLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

const { resources, namespaces } = buildResources();

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'shell',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
reflectLanguage(i18n.language);
i18n.on('languageChanged', reflectLanguage);

/** Switches the language now and remembers it for the next visit. */
export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  void i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

export { i18n };
