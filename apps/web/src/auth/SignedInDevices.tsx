import type { ListedSession } from '@abhyas/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from './auth-api.ts';
import { useAuth } from './auth-context.tsx';

type Devices =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly sessions: readonly ListedSession[] };

/** The profile's list of signed-in devices, this one first, and "Sign out everywhere". */
export function SignedInDevices() {
  const { t, i18n } = useTranslation('auth');
  const { signOutEverywhere } = useAuth();
  const [devices, setDevices] = useState<Devices>({ status: 'loading' });
  const [ending, setEnding] = useState(false);
  const titleId = useId();

  useEffect(() => {
    let current = true;
    authApi.sessions().then(
      ({ sessions }) => {
        if (current)
          setDevices({
            status: 'ready',
            sessions: [...sessions].sort((a, b) => Number(b.current) - Number(a.current)),
          });
      },
      () => {
        if (current) setDevices({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium' }).format(
      new Date(iso),
    );
  const describe = (session: ListedSession) => {
    if (session.current) return t('devices.thisDevice', { date: date(session.signedInAt) });
    const device = t('devices.device', {
      browser: session.browser ?? t('devices.unknownBrowser'),
      os: session.os ?? t('devices.unknownSystem'),
    });
    return t('devices.otherDevice', { device, date: date(session.signedInAt) });
  };

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('devices.title')}</h3>
      {devices.status === 'failed' ? <p className="auth-hint">{t('devices.unavailable')}</p> : null}
      {devices.status === 'ready' ? (
        <ul className="auth-devices" data-testid="signed-in-devices">
          {devices.sessions.map((session) => (
            <li key={session.id}>{describe(session)}</li>
          ))}
        </ul>
      ) : null}
      <p className="auth-hint">{t('devices.signOutEverywhereHint')}</p>
      <button
        type="button"
        className="auth-button auth-button--secondary"
        disabled={ending}
        onClick={() => {
          setEnding(true);
          void signOutEverywhere().finally(() => setEnding(false));
        }}
      >
        {t('devices.signOutEverywhere')}
      </button>
    </section>
  );
}
