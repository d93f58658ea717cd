import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devicePushIsOn, pushApi, pushSupported, turnOffDevicePush, turnOnDevicePush } from './push-api.ts';

type Notice = 'blocked' | 'failed' | null;

/**
 * Web push on this device, next to SMS: free for the learner and the operator. One switch per
 * browser; the kinds of message are the ones chosen for SMS. Loaded with the phone section.
 */
export function DeviceNotifications() {
  const { t } = useTranslation('phone');
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const ids = { enable: useId(), hint: useId(), notice: useId() };
  const supported = pushSupported();

  useEffect(() => {
    // Each time the profile opens: a learner who travelled gets reminders in their new evening.
    // Nothing to tell the learner if it fails: the last zone (or India's) stands meanwhile.
    void pushApi.saveTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone).catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!supported) return;
    let current = true;
    void devicePushIsOn()
      .catch(() => false)
      .then((state) => {
        if (current) setOn(state);
      });
    return () => {
      current = false;
    };
  }, [supported]);

  async function change(wanted: boolean) {
    setBusy(true);
    setNotice(null);
    try {
      if (wanted) {
        const outcome = await turnOnDevicePush();
        setOn(outcome === 'on');
        if (outcome === 'blocked') setNotice('blocked');
      } else {
        await turnOffDevicePush();
        setOn(false);
      }
    } catch {
      setNotice('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="phone-notifications" aria-busy={busy}>
      <legend>{t('device.title')}</legend>
      {supported ? (
        <>
          <div className="auth-field auth-field--inline">
            <input
              id={ids.enable}
              type="checkbox"
              checked={on === true}
              disabled={busy || on === null}
              aria-describedby={`${ids.hint} ${ids.notice}`}
              onChange={(event) => void change(event.target.checked)}
            />
            <label htmlFor={ids.enable}>{t('device.enable')}</label>
          </div>
          <p className="auth-hint" id={ids.hint}>
            {t('device.hint')}
          </p>
          <p className="auth-field__error" id={ids.notice} role="status">
            {notice ? t(`device.${notice}`) : ''}
          </p>
        </>
      ) : (
        <p className="auth-hint">{t('device.unsupported')}</p>
      )}
    </fieldset>
  );
}
