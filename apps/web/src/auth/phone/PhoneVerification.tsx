import {
  PHONE_CODE_DIGITS,
  PHONE_CODE_MAX_WRONG_TRIES,
  type PhoneCodeSent,
  type UserProfile,
} from '@abhyas/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-client.ts';
import { phoneApi } from './phone-api.ts';
import { phoneFailureMessage } from './phone-failure.ts';
import { useCountdown } from './use-countdown.ts';

/** How long to wait, in the learner's words: seconds under two minutes, else minutes. */
function waitText(t: ReturnType<typeof useTranslation<'phone'>>['t'], seconds: number): string {
  return seconds < 120 ? t('seconds', { count: seconds }) : t('minutes', { count: Math.ceil(seconds / 60) });
}

/**
 * "Send code", then the code from the SMS: the prompt a learner sees once a number is added and
 * until it is verified. "Send again" waits as long as the server says.
 */
export function PhoneVerification({
  focusSend,
  onSent,
  onVerified,
}: {
  focusSend: boolean;
  /** A code went out: what the section said before ("Number saved.") is old news. */
  onSent: () => void;
  onVerified: (profile: UserProfile) => void;
}) {
  const { t } = useTranslation('phone');
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [wrongTries, setWrongTries] = useState(0);
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const ids = { code: useId(), message: useId() };
  const waitSeconds = useCountdown(resendAt);

  useEffect(() => {
    if (focusSend) sendButton.current?.focus();
  }, [focusSend]);

  async function sendCode() {
    setBusy('sending');
    setMessage(null);
    try {
      const answer = await phoneApi.sendCode();
      onSent();
      setSent(answer);
      setWrongTries(0);
      setCode('');
      setResendAt(Date.now() + answer.resendAfterSeconds * 1000);
      // The next thing to do is type the code.
      requestAnimationFrame(() => codeInput.current?.focus());
    } catch (error) {
      if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds !== undefined) {
        setResendAt(Date.now() + error.retryAfterSeconds * 1000);
        setMessage({
          kind: 'error',
          text: `${phoneFailureMessage(t, 'verification', error)} ${t('waitFor', {
            time: waitText(t, error.retryAfterSeconds),
          })}`,
        });
      } else setMessage({ kind: 'error', text: phoneFailureMessage(t, 'verification', error) });
    } finally {
      setBusy(null);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!new RegExp(`^\\d{${PHONE_CODE_DIGITS}}$`).test(typed)) {
      setMessage({ kind: 'error', text: t('codeFormat', { count: PHONE_CODE_DIGITS }) });
      codeInput.current?.focus();
      return;
    }
    setBusy('verifying');
    setMessage(null);
    try {
      onVerified(await phoneApi.verify(typed));
    } catch (error) {
      const wrong = error instanceof ApiError && error.reason === 'wrong-code';
      const tries = wrong ? wrongTries + 1 : wrongTries;
      setWrongTries(tries);
      setMessage({
        kind: 'error',
        text: phoneFailureMessage(t, 'verification', error, {
          ...(wrong ? { triesLeft: PHONE_CODE_MAX_WRONG_TRIES - tries } : {}),
        }),
      });
      codeInput.current?.select();
    } finally {
      setBusy(null);
    }
  }

  const sendLabel =
    busy === 'sending'
      ? t('sending')
      : waitSeconds > 0
        ? t('sendAgainIn', { time: waitText(t, waitSeconds) })
        : sent
          ? t('sendAgain')
          : t('sendCode');

  return (
    <div className="phone-verification">
      {sent ? (
        <form className="auth-field" onSubmit={(event) => void verify(event)} noValidate>
          <p className="auth-notice">{t('codeSent', { number: sent.sentTo })}</p>
          <label htmlFor={ids.code}>{t('code')}</label>
          <input
            ref={codeInput}
            id={ids.code}
            className="auth-text-input phone-code-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_DIGITS}
            value={code}
            aria-invalid={message?.kind === 'error'}
            aria-describedby={ids.message}
            onChange={(event) => setCode(event.target.value.replace(/\D+/gu, ''))}
          />
          <button type="submit" className="auth-button auth-button--primary" disabled={busy !== null}>
            {busy === 'verifying' ? t('verifying') : t('verify')}
          </button>
        </form>
      ) : (
        <p className="auth-notice">{t('verifyPrompt')}</p>
      )}
      <p
        className={message?.kind === 'error' ? 'auth-field__error' : 'auth-hint'}
        id={ids.message}
        role="status"
      >
        {message?.text ?? ''}
      </p>
      <button
        ref={sendButton}
        type="button"
        className={`auth-button ${sent ? 'auth-button--secondary' : 'auth-button--primary'}`}
        // aria-disabled, not disabled: the button keeps the focus while it waits.
        aria-disabled={busy !== null || waitSeconds > 0}
        onClick={() => {
          if (busy === null && waitSeconds === 0) void sendCode();
        }}
      >
        {sendLabel}
      </button>
    </div>
  );
}
