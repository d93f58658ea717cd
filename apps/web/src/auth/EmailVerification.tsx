import { EMAIL_FAILURE_REASONS, type EmailLinkSent } from '@abhyas/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, createApiClient } from '../api/api-client.ts';
import { useCountdown } from './phone/use-countdown.ts';

const api = createApiClient();

const isReason = (value: string | undefined): value is (typeof EMAIL_FAILURE_REASONS)[number] =>
  (EMAIL_FAILURE_REASONS as readonly string[]).includes(value ?? '');

/**
 * "Verify email" for an account whose email is not verified: a link goes to the address (or the
 * outbox), and opening it verifies the email. An external provider's accounts are told that their
 * provider verifies the email.
 */
export function EmailVerification() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<EmailLinkSent | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const messageId = useId();
  const waitSeconds = useCountdown(resendAt);

  function failure(caught: unknown): string {
    if (!(caught instanceof ApiError))
      return t('emailVerification.failed', {
        reason: caught instanceof TypeError ? t('emailVerification.reasons.offline') : String(caught),
      });
    if (caught.status === 401) return t('emailVerification.notSignedIn');
    const reason = isReason(caught.reason) ? t(`emailVerification.reasons.${caught.reason}`) : caught.message;
    const text = t('emailVerification.failed', { reason });
    return caught.retryAfterSeconds !== undefined
      ? `${text} ${t('emailVerification.waitFor', { count: caught.retryAfterSeconds })}`
      : text;
  }

  async function send() {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.json('/api/profile/email/verification', 'emailLinkSentSchema', {
        method: 'POST',
      });
      setSent(answer);
      setResendAt(Date.now() + answer.resendAfterSeconds * 1000);
    } catch (caught) {
      if (caught instanceof ApiError && caught.retryAfterSeconds !== undefined)
        setResendAt(Date.now() + caught.retryAfterSeconds * 1000);
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="email-verification">
      {sent ? (
        <p className="auth-notice" role="status">
          {t('emailVerification.sent', { email: sent.sentTo })}
        </p>
      ) : null}
      {error ? (
        <p className="auth-field__error" role="alert" id={messageId}>
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={`auth-button ${sent ? 'auth-button--secondary' : 'auth-button--primary'}`}
        disabled={busy || waitSeconds > 0}
        aria-describedby={error ? messageId : undefined}
        onClick={() => void send()}
      >
        {busy
          ? t('emailVerification.sending')
          : waitSeconds > 0
            ? t('emailVerification.sendAgainIn', { count: waitSeconds })
            : sent
              ? t('emailVerification.sendAgain')
              : t('emailVerification.verify')}
      </button>
    </div>
  );
}
