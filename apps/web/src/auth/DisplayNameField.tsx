import { DISPLAY_NAME_MAX_LENGTH, displayNameProblem } from '@abhyas/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from './auth-api.ts';
import { useAuth } from './auth-context.tsx';

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/**
 * The learner's display name, edited from the profile. The same rule as the server's
 * (domain's displayNameProblem, the rule behind its displayNameSchema) is checked here first, so a wrong name is explained at once.
 */
export function DisplayNameField({ current }: { current: string }) {
  const { t } = useTranslation('auth');
  const { adoptSyncedProfile } = useAuth();
  const [value, setValue] = useState(current);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const ids = { input: useId(), hint: useId(), status: useId() };
  const length = [...value.trim()].length;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (displayNameProblem(value)) {
      setStatus({ kind: 'error', message: t('profilePanel.nameInvalid') });
      return;
    }
    const name = value.trim();
    setStatus({ kind: 'saving' });
    try {
      const renamed = await authApi.updateDisplayName(name);
      adoptSyncedProfile(renamed);
      setValue(renamed.displayName ?? name);
      setStatus({ kind: 'saved' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setStatus({ kind: 'error', message: t('errors.account', { reason }) });
    }
  }

  const invalid = status.kind === 'error';
  return (
    <form className="auth-field" onSubmit={(event) => void save(event)} noValidate>
      <label htmlFor={ids.input}>{t('profilePanel.displayName')}</label>
      <input
        id={ids.input}
        className="auth-text-input"
        value={value}
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        autoComplete="name"
        aria-invalid={invalid}
        aria-describedby={`${ids.hint} ${ids.status}`}
        onChange={(event) => {
          setValue(event.target.value);
          setStatus({ kind: 'idle' });
        }}
      />
      <p className="auth-hint" id={ids.hint}>
        {t('profilePanel.displayNameLimit', { count: length, max: DISPLAY_NAME_MAX_LENGTH })}
      </p>
      <p className={invalid ? 'auth-field__error' : 'auth-hint'} id={ids.status} role="status">
        {status.kind === 'error'
          ? status.message
          : status.kind === 'saved'
            ? t('profilePanel.nameSaved')
            : ''}
      </p>
      <button
        type="submit"
        className="auth-button auth-button--secondary"
        disabled={status.kind === 'saving' || value.trim() === current}
      >
        {t('profilePanel.saveName')}
      </button>
    </form>
  );
}
