import { useTranslation } from 'react-i18next';
import { useOnline } from '../config/online-status.ts';

/** Tells a learner who lost the connection that the app goes on, with limits; goes when it returns. */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      {t('offline.banner')}
    </div>
  );
}
