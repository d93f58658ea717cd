import { useTranslation } from 'react-i18next';
import { useOnline } from '../config/online-status.ts';

/** "Connected" or "No Internet", following the browser's online flag live. */
export function NetworkIndicator() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  return (
    <p
      className={`network-indicator ${online ? 'is-online' : 'is-offline'}`}
      role="status"
      data-online={online}
    >
      <span className="network-indicator__dot" aria-hidden="true" />
      {online ? t('network.connected') : t('network.noInternet')}
    </p>
  );
}
