import { displayPhoneNumber, type UserProfile } from '@abhyas/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth-context.tsx';
import { DeviceNotifications } from './DeviceNotifications.tsx';
import { PhoneNotifications } from './PhoneNotifications.tsx';
import { PhoneNumberForm } from './PhoneNumberForm.tsx';
import { PhoneVerification } from './PhoneVerification.tsx';
import { phoneApi } from './phone-api.ts';
import './phone-i18n.ts';
import { phoneFailureMessage } from './phone-failure.ts';
import './phone.css';

/**
 * The profile's phone: add, change or remove the number, verify it by a code sent by SMS, and the
 * SMS notification preferences. Loaded with the profile dialog only, so the phone library stays
 * out of the first screen.
 */
export default function PhoneSection({ focusNumber = false }: { focusNumber?: boolean }) {
  const { t } = useTranslation('phone');
  const { profile, adoptSyncedProfile } = useAuth();
  const [editing, setEditing] = useState(false);
  const [justAdded, setJustAdded] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const ids = { title: useId(), notice: useId() };

  // Opened from the invitation: the number's field is where the learner is going.
  useEffect(() => {
    if (focusNumber) heading.current?.scrollIntoView({ block: 'start' });
  }, [focusNumber]);

  if (!profile) return null;
  const number = profile.phoneNumber;

  const saved = (next: UserProfile) => {
    const changed = next.phoneNumber !== number;
    adoptSyncedProfile(next);
    setEditing(false);
    setJustAdded(changed && !next.phoneNumberVerified);
    setNotice(changed ? { kind: 'info', text: t('saved') } : null);
  };

  const verified = (next: UserProfile) => {
    adoptSyncedProfile(next);
    setJustAdded(false);
    setNotice({ kind: 'info', text: t('verifiedNow') });
    heading.current?.focus();
  };

  async function remove() {
    setRemoving(true);
    setNotice(null);
    try {
      adoptSyncedProfile(await phoneApi.removeNumber());
      setConfirmingRemove(false);
      setJustAdded(false);
      setNotice({ kind: 'info', text: t('removed') });
    } catch (error) {
      setNotice({ kind: 'error', text: phoneFailureMessage(t, 'number', error) });
    } finally {
      setRemoving(false);
    }
  }

  return (
    <section className="phone-section" aria-labelledby={ids.title}>
      <h3 id={ids.title} ref={heading} tabIndex={-1}>
        {t('title')}
      </h3>
      <p
        className={notice?.kind === 'error' ? 'auth-field__error' : 'auth-notice'}
        id={ids.notice}
        role="status"
      >
        {notice?.text ?? ''}
      </p>

      {number && !editing ? (
        <>
          <p className="phone-number" data-testid="phone-number">
            <span dir="ltr">{displayPhoneNumber(number, profile.countryCode)}</span>{' '}
            <span className={profile.phoneNumberVerified ? 'auth-badge auth-badge--ok' : 'auth-badge'}>
              {profile.phoneNumberVerified ? t('verified') : t('notVerified')}
            </span>
          </p>
          {profile.phoneNumberVerified ? null : (
            <PhoneVerification
              key={number}
              focusSend={justAdded}
              onSent={() => setNotice(null)}
              onVerified={verified}
            />
          )}
          <div className="phone-actions">
            <button
              ref={changeButton}
              type="button"
              className="auth-button auth-button--secondary"
              onClick={() => {
                setEditing(true);
                setNotice(null);
              }}
            >
              {t('change')}
            </button>
            {confirmingRemove ? null : (
              <button
                type="button"
                className="auth-button auth-button--danger-outline"
                onClick={() => setConfirmingRemove(true)}
              >
                {t('remove')}
              </button>
            )}
          </div>
          {confirmingRemove ? (
            <fieldset className="auth-confirm">
              <legend>{t('removeConfirmTitle')}</legend>
              <p>{t('removeConfirmText')}</p>
              <button
                type="button"
                className="auth-button auth-button--danger"
                disabled={removing}
                onClick={() => void remove()}
              >
                {t('removeConfirm')}
              </button>
              <button
                type="button"
                className="auth-button auth-button--secondary"
                onClick={() => {
                  setConfirmingRemove(false);
                  changeButton.current?.focus();
                }}
              >
                {t('cancel')}
              </button>
            </fieldset>
          ) : null}
        </>
      ) : (
        <>
          {number ? null : <p className="auth-hint">{t('none')}</p>}
          <PhoneNumberForm
            initial={number ? displayPhoneNumber(number, profile.countryCode) : ''}
            autoFocus={focusNumber || editing}
            onSaved={saved}
            {...(number
              ? {
                  onCancel: () => {
                    setEditing(false);
                    requestAnimationFrame(() => changeButton.current?.focus());
                  },
                }
              : {})}
          />
        </>
      )}

      <PhoneNotifications profile={profile} onSaved={adoptSyncedProfile} />
      <DeviceNotifications />
    </section>
  );
}
