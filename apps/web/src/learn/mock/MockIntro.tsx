import { formatMarks, type MockPackInfo } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { localName } from '../catalog/catalog-lookup.ts';

/**
 * Before a mock: its exam, the sections with their questions, the one timer and the marking,
 * as the exam's instructions page gives them. There is nothing to choose: a mock is the whole paper.
 */
export function MockIntro({
  mockName,
  examName,
  info,
  questionCount,
  durationMs,
  onStart,
}: {
  mockName: string;
  examName: string | undefined;
  info: MockPackInfo;
  questionCount: number;
  durationMs: number;
  onStart: () => void;
}) {
  const { t, i18n } = useTranslation('learn');
  // Tenths of a minute: the e2e test hook's short timers (100 s) still read true.
  const minutes = Math.round((durationMs / 60_000) * 10) / 10;
  return (
    <section className="learn learn-mock-intro" aria-labelledby="learn-mock-title">
      <h1 id="learn-mock-title">{mockName}</h1>
      {examName && <p className="learn-lead">{t('mock.examLine', { exam: examName })}</p>}
      <h2>{t('mock.sections')}</h2>
      <ol className="learn-mock-sections">
        {info.sections.map((section) => (
          <li key={section.id} className="learn-mock-sections__item">
            <span className="learn-mock-sections__name">{localName(section, i18n.language)}</span>
            <span className="learn-mock-sections__meta">
              {t('common.questionCount', { count: section.questionCount })}
              {!section.languages.includes('hi') && ` · ${t('mock.englishOnly')}`}
            </span>
          </li>
        ))}
      </ol>
      <p>{t('mock.time', { count: questionCount, minutes })}</p>
      <p>
        {t('mock.marking', {
          right: formatMarks(info.marking.correctCenti),
          wrong: formatMarks(info.marking.wrongCenti),
        })}
      </p>
      <p className="learn-hint">{t('mock.resume')}</p>
      <p className="learn-hint">{t('common.keyboardHint')}</p>
      <button
        type="button"
        className="learn-button learn-button--primary learn-button--wide"
        onClick={onStart}
      >
        {t('mock.start')}
      </button>
    </section>
  );
}
