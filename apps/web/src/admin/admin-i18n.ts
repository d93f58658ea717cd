import i18n from 'i18next';
import { useEffect, useState } from 'react';
import english from './locales/operator-en.json' with { type: 'json' };

/*
 * The console's words are a namespace of their own that loads with the console and nowhere else:
 * not with the first screen, not in the Hindi chunk every Hindi reader downloads. English comes
 * with this module; Hindi is its own small chunk, fetched when the operator reads Hindi.
 */
export const ADMIN_NAMESPACE = 'admin';

if (!i18n.hasResourceBundle('en', ADMIN_NAMESPACE))
  i18n.addResourceBundle('en', ADMIN_NAMESPACE, english, true, false);

async function loadAdminWords(language: string): Promise<void> {
  if (language !== 'hi' || i18n.hasResourceBundle('hi', ADMIN_NAMESPACE)) return;
  const { default: hindi } = await import('./locales/operator-hi.json');
  i18n.addResourceBundle('hi', ADMIN_NAMESPACE, hindi, true, false);
}

/**
 * Resolves to true once the console's words of the current language are in (English at once);
 * a failed Hindi load leaves the English fallback speaking.
 */
export function useAdminWords(): boolean {
  const [language, setLanguage] = useState(i18n.language);
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, ADMIN_NAMESPACE));
  useEffect(() => {
    const onChange = (next: string) => setLanguage(next);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  useEffect(() => {
    let live = true;
    setReady(i18n.hasResourceBundle(language, ADMIN_NAMESPACE) || language === 'en');
    void loadAdminWords(language)
      .catch(() => undefined)
      .then(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [language]);
  return ready;
}
