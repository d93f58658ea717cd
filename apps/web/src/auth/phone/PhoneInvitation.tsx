import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth-context.tsx';
import { openProfileDialog } from '../profile-dialog-request.ts';
import { phoneApi } from './phone-api.ts';
import './phone-i18n.ts';
import { phoneFailureMessage } from './phone-failure.ts';

/**
 * The invitation to add a phone, for a signed-in learner who has none and has not skipped it:
 * "Add phone number" opens the profile at its phone section, "Skip" is remembered on the account.
 */
export function PhoneInvitation() {
  const { t } = useTranslation('phone');
  const { profile, adoptSyncedProfile } = useAuth();
  const [skipping, setSkipping] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  if (!profile || profile.phoneNumber || profile.phoneInvitationSkippedAt) return null;

  async function skip() {
    setSkipping(true);
    setFailure(null);
    try {
      adoptSyncedProfile(await phoneApi.skipInvitation());
    } catch (error) {
      setFailure(phoneFailureMessage(t, 'number', error));
    } finally {
      setSkipping(false);
    }
  }

  return (
    <section className="phone-invitation" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('invitation.title')}</h2>
      <p>{t('invitation.text')}</p>
      {failure ? (
        <p className="auth-field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="phone-invitation__actions">
        <button
          type="button"
          className="auth-button auth-button--primary"
          onClick={() => openProfileDialog('phone')}
        >
          {t('invitation.add')}
        </button>
        <button
          type="button"
          className="auth-button auth-button--quiet"
          disabled={skipping}
          onClick={() => void skip()}
        >
          {t('invitation.skip')}
        </button>
      </div>
    </section>
  );
}
