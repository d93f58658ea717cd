import { useTranslation } from 'react-i18next';
import { chooseQuestionLanguage, type QuestionLanguage } from './question-language.ts';

const CHOICES: readonly { language: QuestionLanguage; label: string }[] = [
  { language: 'en', label: 'English' },
  { language: 'hi', label: 'हिन्दी' },
];

/** "View in: English | हिन्दी" for one question, as the SSC computer-based test offers it. */
export function QuestionLanguageSwitch({ shown }: { shown: QuestionLanguage }) {
  const { t } = useTranslation('learn');
  return (
    <fieldset className="learn-question-language">
      <legend className="learn-question-language__legend">{t('common.questionLanguage')}</legend>
      {CHOICES.map(({ language, label }) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="learn-question-language__choice"
          aria-pressed={shown === language}
          onClick={() => chooseQuestionLanguage(language)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
