import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'abhyas_language';

/**
 * English, every namespace, is bundled with the app: the shell must speak before any network
 * request succeeds (the Connection Error screen needs words too), and it is the fallback for a
 * missing key. Other languages are one chunk each, loaded before the first render when chosen
 * (the service worker keeps them for offline starts). The review deck's words come with its
 * screens (learn/review/review-i18n.ts), and the daily quiz's, the streak's and home's blocks'
 * with theirs (learn/home/study-i18n.ts), "Verify email"'s with it (auth/email-i18n.ts), the phone's with its invitation and section
 * (auth/phone/phone-i18n.ts), out of
 * the first screen's budget.
 */
const englishFiles = import.meta.glob<Record<string, unknown>>(
  [
    './locales/en/*.json',
    '!./locales/en/review.json',
    '!./locales/en/study.json',
    '!./locales/en/email.json',
    '!./locales/en/phone.json',
    '!./locales/en/report.json',
    '!./locales/en/privacy.json',
  ],
  { eager: true, import: 'default' },
);
const otherLanguages: Record<Exclude<Language, 'en'>, () => Promise<{ default: LocaleFiles }>> = {
  hi: () => import('./hindi.ts'),
};

/** `./locales/<language>/<namespace>.json` -> its messages, as import.meta.glob lists them. */
export type LocaleFiles = Record<string, Record<string, unknown>>;

function namespacesOf(files: LocaleFiles): Record<string, Record<string, unknown>> {
  const bundles: Record<string, Record<string, unknown>> = {};
  for (const [file, messages] of Object.entries(files)) {
    const namespace = /\/([^/]+)\.json$/.exec(file)?.[1];
    if (namespace) bundles[namespace] = messages;
  }
  return bundles;
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

const english = namespacesOf(englishFiles);
const loadedLanguages = new Set<Language>(['en']);

void i18n.use(initReactI18next).init({
  resources: { en: english },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(english),
  defaultNS: 'shell',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
reflectLanguage(i18n.language);
i18n.on('languageChanged', reflectLanguage);

async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || loadedLanguages.has(language)) return;
  const { default: files } = await otherLanguages[language]();
  for (const [namespace, messages] of Object.entries(namespacesOf(files))) {
    i18n.addResourceBundle(language, namespace, messages, true, true);
  }
  loadedLanguages.add(language);
}

/** The language asked for last: a slow load of an earlier choice must not override it. */
let wantedLanguage: Language = 'en';

/** Switches to a language, loading its words first; English stays when they cannot be loaded. */
async function switchLanguage(language: Language): Promise<void> {
  wantedLanguage = language;
  try {
    await loadLanguage(language);
  } catch {
    return;
  }
  if (wantedLanguage === language) await i18n.changeLanguage(language);
}

/** Resolves once the learner's language speaks; the app renders after it, so no English flashes first. */
export const languageReady: Promise<void> = switchLanguage(detectLanguage());

/** Switches the language now and remembers it for the next visit. */
export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  void switchLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

export { i18n };
