import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { dismissUpdate, useUpdateAvailable } from './update-available.ts';

/** Applying an update reloads the page: never offered while a quiz is running. */
const ROUTES_WITHOUT_PROMPT = /^\/quiz\//;

/** An unobtrusive "Update available" bar; the learner decides when to reload. */
export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const apply = useUpdateAvailable();
  if (!apply || ROUTES_WITHOUT_PROMPT.test(pathname)) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('update.available')}</span>
      <button type="button" className="button button--primary" onClick={() => void apply()}>
        {t('update.reload')}
      </button>
      <button type="button" className="button" onClick={dismissUpdate}>
        {t('update.later')}
      </button>
    </div>
  );
}
