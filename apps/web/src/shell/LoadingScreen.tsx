import { useTranslation } from 'react-i18next';

/** The first thing a visitor sees while the configuration loads. */
export function LoadingScreen() {
  const { t } = useTranslation('shell');
  return (
    <main className="system-screen" aria-busy="true">
      <div className="spinner" aria-hidden="true" />
      <h1 className="system-screen__brand">{t('app.name')}</h1>
      <p role="status">{t('loading.message')}</p>
    </main>
  );
}
