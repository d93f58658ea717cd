import { useTranslation } from 'react-i18next';
import type { PackState } from '../packs/use-question-pack.ts';

/** What a screen shows while its topic's pack loads, or when it failed. */
export function PackStatus({ state }: { state: Exclude<PackState, { status: 'ready' }> }) {
  const { t } = useTranslation('learn');
  if (state.status === 'loading')
    return (
      <p className="learn-status" role="status">
        {t('common.loadingQuestions')}
      </p>
    );
  return (
    <div className="learn-status" role="alert">
      <p>{t('common.packError')}</p>
      <button type="button" className="learn-button" onClick={state.retry}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
