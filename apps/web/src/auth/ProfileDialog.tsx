import { DEFAULT_RANK, type Difficulty, securityStatus, type Theme } from '@abhyas/domain';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, type Language, setLanguage } from '../i18n/i18n.ts';
import { importWithRetry } from '../shell/chunk-retry.ts';
import { Avatar } from './Avatar.tsx';
import { authApi, EXPORT_URL } from './auth-api.ts';
import { useAuth } from './auth-context.tsx';
import { DisplayNameField } from './DisplayNameField.tsx';
import { SignedInDevices } from './SignedInDevices.tsx';

/** The phone section and its phone library load with the dialog, never with the first screen. */
const PhoneSection = lazy(() =>
  importWithRetry(() => import('./phone/PhoneSection.tsx')).catch(() => ({ default: PhoneUnavailable })),
);

/** "Verify email" loads with the dialog of an unverified email, never with the first screen. */
const EmailVerification = lazy(() =>
  importWithRetry(() => import('./EmailVerification.tsx')).then(({ EmailVerification }) => ({
    default: EmailVerification,
  })),
);

/** The mix of the learner's mistake tags reads the review deck: with the dialog, not the first screen. */
const MistakeMix = lazy(() =>
  importWithRetry(() => import('../learn/review/MistakeMix.tsx')).then(({ MistakeMix }) => ({
    default: MistakeMix,
  })),
);

/** The streak and the guessing advice read the device's topic stats: with the dialog, not the first screen. */
const ProfileStudy = lazy(() => importWithRetry(() => import('../learn/home/ProfileStudy.tsx')));

function PhoneUnavailable() {
  const { t } = useTranslation('auth');
  return <p className="auth-hint">{t('phoneUnavailable')}</p>;
}

const THEMES: readonly Theme[] = ['default', 'dark'];
const DIFFICULTIES: readonly Difficulty[] = ['mixed', 'easy', 'medium', 'hard'];

/** The profile, shown in a modal dialog opened from the account menu (the app has no /profile route). */
export function ProfileDialog({
  open,
  onClose,
  focusPhone = false,
}: {
  open: boolean;
  onClose: () => void;
  /** Opened from the invitation to add a phone: its field takes the focus. */
  focusPhone?: boolean;
}) {
  const { t, i18n } = useTranslation('auth');
  const { profile, updatePreferences, deleteAccount, error } = useAuth();
  const dialog = useRef<HTMLDialogElement>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const ids = { title: useId(), sound: useId(), theme: useId(), difficulty: useId(), language: useId() };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  if (!profile) return null;
  const name = profile.displayName ?? profile.email ?? '';
  const security = securityStatus(profile);
  const number = (value: number) => value.toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN');
  const language = i18n.resolvedLanguage ? currentLanguage() : 'en';

  return (
    <dialog
      ref={dialog}
      className="auth-dialog"
      aria-labelledby={ids.title}
      onClose={() => {
        setConfirmingDelete(false);
        onClose();
      }}
    >
      <div className="auth-dialog__header">
        <h2 id={ids.title}>{t('profilePanel.title')}</h2>
        <button
          type="button"
          className="auth-button auth-button--quiet"
          onClick={() => dialog.current?.close()}
        >
          {t('close')}
        </button>
      </div>

      <section className="auth-identity">
        <Avatar name={name} photoURL={profile.photoURL} size={56} />
        <div>
          <p className="auth-identity__name">{profile.displayName ?? t('profilePanel.noEmail')}</p>
          <p className="auth-identity__email">
            {profile.email ?? t('profilePanel.noEmail')}{' '}
            <span className={profile.emailVerified ? 'auth-badge auth-badge--ok' : 'auth-badge'}>
              {profile.emailVerified ? t('profilePanel.emailVerified') : t('profilePanel.emailNotVerified')}
            </span>
          </p>
        </div>
      </section>

      {error ? (
        <p className="auth-error" role="alert">
          {error}
        </p>
      ) : null}

      <section>
        <h3>{t('profilePanel.totals')}</h3>
        <dl className="auth-stats">
          <div>
            <dt>{t('profilePanel.score')}</dt>
            <dd data-testid="profile-total-score">{number(profile.totalScore)}</dd>
          </div>
          <div>
            <dt>{t('profilePanel.rank')}</dt>
            <dd data-testid="profile-rank">
              {/* The stored default is no place on any board: a new account is not ranked yet. */}
              {profile.currentRank === DEFAULT_RANK
                ? t('profilePanel.notRanked')
                : number(profile.currentRank)}
            </dd>
          </div>
          <div>
            <dt>{t('profilePanel.attempted')}</dt>
            <dd>{number(profile.questionsAttempted)}</dd>
          </div>
          <div>
            <dt>{t('profilePanel.correct')}</dt>
            <dd>{number(profile.correctAnswers)}</dd>
          </div>
          <div>
            <dt>{t('profilePanel.wrong')}</dt>
            <dd>{number(profile.wrongAnswers)}</dd>
          </div>
          <div>
            <dt>{t('profilePanel.accuracy')}</dt>
            <dd>{number(Math.round(profile.averageAccuracy))}%</dd>
          </div>
        </dl>
      </section>

      <section>
        <h3>{t('profilePanel.today')}</h3>
        <dl className="auth-stats">
          <div>
            <dt>{t('profilePanel.score')}</dt>
            <dd>{number(profile.dailyScore)}</dd>
          </div>
          <div>
            <dt>{t('profilePanel.attempted')}</dt>
            <dd>{number(profile.dailyQuestionsAttempted)}</dd>
          </div>
          <div>
            <dt>{t('profilePanel.correct')}</dt>
            <dd>{number(profile.dailyCorrectAnswers)}</dd>
          </div>
          <div>
            <dt>{t('profilePanel.wrong')}</dt>
            <dd>{number(profile.dailyWrongAnswers)}</dd>
          </div>
          <div>
            <dt>{t('profilePanel.todayAccuracy')}</dt>
            <dd>{number(Math.round(profile.dailyAccuracy))}%</dd>
          </div>
        </dl>
      </section>

      {/* The dialog stays mounted while closed: the streak is asked for only when it opens. */}
      {open && (
        <Suspense fallback={null}>
          <ProfileStudy />
        </Suspense>
      )}

      <Suspense fallback={null}>
        <MistakeMix headingLevel={3} />
      </Suspense>

      <section>
        <h3>{t('profilePanel.security')}</h3>
        <p data-testid="security-status">
          {t('profilePanel.securityScore', { score: security.score })} ·{' '}
          <strong>{t(`profilePanel.level.${security.level}`)}</strong>
        </p>
        <p className="auth-hint">{t('profilePanel.securityHint')}</p>
        {profile.email && !profile.emailVerified ? (
          <Suspense fallback={null}>
            <EmailVerification send={authApi.sendEmailLink} />
          </Suspense>
        ) : null}
      </section>

      {open ? (
        <Suspense fallback={null}>
          <PhoneSection focusNumber={focusPhone} />
        </Suspense>
      ) : null}

      <section>
        <h3>{t('profilePanel.preferences')}</h3>
        <DisplayNameField current={profile.displayName ?? ''} />
        <div className="auth-field auth-field--inline">
          <input
            id={ids.sound}
            type="checkbox"
            checked={profile.preferences.soundEnabled}
            onChange={(event) => void updatePreferences({ soundEnabled: event.target.checked })}
          />
          <label htmlFor={ids.sound}>{t('profilePanel.sound')}</label>
        </div>
        <div className="auth-field">
          <label htmlFor={ids.theme}>{t('profilePanel.theme')}</label>
          <select
            id={ids.theme}
            value={profile.preferences.theme}
            onChange={(event) => void updatePreferences({ theme: event.target.value as Theme })}
          >
            {THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(`profilePanel.themes.${theme}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="auth-field">
          <label htmlFor={ids.difficulty}>{t('profilePanel.difficulty')}</label>
          <select
            id={ids.difficulty}
            value={profile.preferences.difficulty}
            onChange={(event) => void updatePreferences({ difficulty: event.target.value as Difficulty })}
          >
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {t(`profilePanel.difficulties.${difficulty}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="auth-field">
          <label htmlFor={ids.language}>{t('profilePanel.language')}</label>
          <select
            id={ids.language}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {code === 'hi' ? 'हिन्दी' : 'English'}
              </option>
            ))}
          </select>
        </div>
      </section>

      {open ? <SignedInDevices /> : null}

      <section>
        <h3>{t('profilePanel.yourData')}</h3>
        <a className="auth-button auth-button--secondary" href={EXPORT_URL} download>
          {t('profilePanel.download')}
        </a>
        {confirmingDelete ? (
          <fieldset className="auth-confirm">
            <legend>{t('profilePanel.deleteConfirmTitle')}</legend>
            <p>{t('profilePanel.deleteConfirmText')}</p>
            <button
              type="button"
              className="auth-button auth-button--danger"
              onClick={() => void deleteAccount().then(onClose, () => undefined)}
            >
              {t('profilePanel.deleteConfirm')}
            </button>
            <button
              type="button"
              className="auth-button auth-button--secondary"
              onClick={() => setConfirmingDelete(false)}
            >
              {t('profilePanel.cancel')}
            </button>
          </fieldset>
        ) : (
          <button
            type="button"
            className="auth-button auth-button--danger-outline"
            onClick={() => setConfirmingDelete(true)}
          >
            {t('profilePanel.delete')}
          </button>
        )}
      </section>
    </dialog>
  );
}
