import { EMAIL_FAILURE_REASONS, type EmailLinkSent } from '@abhyas/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_NAMESPACE } from './email-i18n.ts';
import { useCountdown } from './phone/use-countdown.ts';

/**
 * The server's refusal, as api-client's ApiError carries it; told by its shape so that this chunk
 * does not import the client (which would split the first screen's chunks).
 */
interface Refusal {
  readonly status: number;
  readonly message: string;
  readonly reason?: string;
  readonly retryAfterSeconds?: number;
}
const isApiError = (value: unknown): value is Refusal =>
  value instanceof Error && typeof (value as { status?: unknown }).status === 'number';

const isReason = (value: string | undefined): value is (typeof EMAIL_FAILURE_REASONS)[number] =>
  (EMAIL_FAILURE_REASONS as readonly string[]).includes(value ?? '');

/**
 * "Verify email" for an account whose email is not verified: a link goes to the address (or the
 * outbox), and opening it verifies the email. An external provider's accounts are told that their
 * provider verifies the email.
 */
export function EmailVerification({ send: sendLink }: { send: () => Promise<EmailLinkSent> }) {
  const { t } = useTranslation(EMAIL_NAMESPACE);
  const [sent, setSent] = useState<EmailLinkSent | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const messageId = useId();
  const waitSeconds = useCountdown(resendAt);

  function failure(caught: unknown): string {
    if (!isApiError(caught))
      return t('failed', {
        reason: caught instanceof TypeError ? t('reasons.offline') : String(caught),
      });
    if (caught.status === 401) return t('notSignedIn');
    const reason = isReason(caught.reason) ? t(`reasons.${caught.reason}`) : caught.message;
    const text = t('failed', { reason });
    return caught.retryAfterSeconds !== undefined
      ? `${text} ${t('waitFor', { count: caught.retryAfterSeconds })}`
      : text;
  }

  async function send() {
    setBusy(true);
    setError(null);
    try {
      const answer = await sendLink();
      setSent(answer);
      setResendAt(Date.now() + answer.resendAfterSeconds * 1000);
    } catch (caught) {
      if (isApiError(caught) && caught.retryAfterSeconds !== undefined)
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
          {t('sent', { email: sent.sentTo })}
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
          ? t('sending')
          : waitSeconds > 0
            ? t('sendAgainIn', { count: waitSeconds })
            : sent
              ? t('sendAgain')
              : t('verify')}
      </button>
    </div>
  );
}
