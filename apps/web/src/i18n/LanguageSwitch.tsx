import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, type Language, setLanguage } from './i18n.ts';

/** English or Hindi, switched at once and remembered for the next visit. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const id = useId();
  // Read through the hook's instance so the select re-renders when the language changes.
  const value = i18n.resolvedLanguage ? currentLanguage() : 'en';
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select id={id} value={value} onChange={(event) => setLanguage(event.target.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
