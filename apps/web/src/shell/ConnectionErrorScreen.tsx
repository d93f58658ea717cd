import { useTranslation } from 'react-i18next';
import { NetworkIndicator } from './NetworkIndicator.tsx';

interface ConnectionErrorScreenProps {
  message: string | undefined;
  onRetry: () => void;
}

/** Shown when the configuration could not be loaded after its retries. */
export function ConnectionErrorScreen({ message, onRetry }: ConnectionErrorScreenProps) {
  const { t } = useTranslation('shell');
  return (
    <main className="system-screen">
      <h1>{t('connectionError.title')}</h1>
      <p>{message ?? t('connectionError.message')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('connectionError.tryAgain')}
      </button>
      <NetworkIndicator />
    </main>
  );
}
