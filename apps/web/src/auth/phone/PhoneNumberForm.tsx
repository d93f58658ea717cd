import { INVALID_PHONE_NUMBER_FORMAT, type UserProfile } from '@abhyas/domain';
import { parsePhoneNumber } from '@abhyas/domain/phone-number';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneApi } from './phone-api.ts';
import { phoneFailureMessage } from './phone-failure.ts';

/**
 * Adds or changes the number. The rule the server applies (domain's parsePhoneNumber) is checked
 * here first, so a wrong number is explained at once and costs no request.
 */
export function PhoneNumberForm({
  initial,
  autoFocus,
  onSaved,
  onCancel,
}: {
  initial: string;
  autoFocus: boolean;
  onSaved: (profile: UserProfile) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('phone');
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), hint: useId(), problem: useId() };

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePhoneNumber(value);
    if (!parsed) {
      // The product's words, the same the server would answer.
      setProblem(t('invalidFormat', { defaultValue: INVALID_PHONE_NUMBER_FORMAT }));
      input.current?.focus();
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      onSaved(await phoneApi.setNumber(parsed.phoneNumber));
    } catch (error) {
      setProblem(phoneFailureMessage(t, 'number', error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="auth-field phone-form" onSubmit={(event) => void save(event)} noValidate>
      <label htmlFor={ids.input}>{t('number')}</label>
      <input
        ref={input}
        id={ids.input}
        className="auth-text-input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+91 9876543210"
        maxLength={24}
        value={value}
        aria-invalid={problem !== null}
        aria-describedby={`${ids.hint} ${ids.problem}`}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
      />
      <p className="auth-hint" id={ids.hint}>
        {t('numberHint')}
      </p>
      <p className="auth-field__error" id={ids.problem} role="status">
        {problem ?? ''}
      </p>
      <div className="phone-actions">
        <button type="submit" className="auth-button auth-button--primary" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
        {onCancel ? (
          <button type="button" className="auth-button auth-button--secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
