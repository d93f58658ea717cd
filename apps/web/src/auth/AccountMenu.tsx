import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';
import { Avatar } from './Avatar.tsx';
import { useAuth } from './auth-context.tsx';
import { ProfileDialog } from './ProfileDialog.tsx';
import { useProfileDialogRequest } from './profile-dialog-request.ts';
import { providerSessionNotice, useProviderSessionNotice } from './provider-session-notice.ts';

/** The header's sign-in button, or the signed-in learner's avatar with a small menu. */
export function AccountMenu() {
  const { t } = useTranslation('auth');
  const { user, profile, signingIn, error, popupBlocked, signIn, signInWithRedirect, signOut, clearError } =
    useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [focusPhone, setFocusPhone] = useState(false);
  const profileRequest = useProfileDialogRequest();
  const menuId = useId();
  const providerStillSignedIn = useProviderSessionNotice();
  const container = useRef<HTMLDivElement>(null);

  // The invitation to add a phone (outside the menu) asks for the profile at its phone section.
  useEffect(() => {
    if (!profileRequest) return;
    setFocusPhone(profileRequest.section === 'phone');
    setProfileOpen(true);
  }, [profileRequest]);

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const errorBanner =
    error && !profileOpen ? (
      <div className="auth-error auth-error--floating" role="alert">
        <p>{error}</p>
        {popupBlocked ? (
          <button type="button" className="auth-button auth-button--secondary" onClick={signInWithRedirect}>
            {t('signInOnThisPage')}
          </button>
        ) : null}
        <button type="button" className="auth-button auth-button--quiet" onClick={clearError}>
          {t('dismiss')}
        </button>
      </div>
    ) : null;

  if (!user) {
    return (
      <div className="account-menu">
        <button
          type="button"
          className="auth-button auth-button--primary"
          onClick={() => void signIn()}
          disabled={signingIn}
        >
          {signingIn ? t('signingIn') : t('signIn')}
        </button>
        {errorBanner}
        {providerStillSignedIn && !error ? (
          <div className="auth-error auth-error--floating" role="status">
            <p>{t('providerSessionSeparate')}</p>
            <button
              type="button"
              className="auth-button auth-button--quiet"
              onClick={providerSessionNotice.dismiss}
            >
              {t('dismiss')}
            </button>
          </div>
        ) : null}
      </div>
    );
  }

  const name = profile?.displayName ?? profile?.email ?? '';
  // Choosing an entry closes the menu first.
  const menuActions = [
    {
      labelKey: 'profile',
      run: () => {
        setFocusPhone(false);
        setProfileOpen(true);
      },
    },
    { labelKey: 'signOut', run: () => void signOut() },
  ] as const;
  return (
    <div className="account-menu" ref={container}>
      <button
        type="button"
        className="account-menu__trigger"
        aria-label={t('accountMenu', { name })}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <Avatar name={name} photoURL={profile?.photoURL ?? null} size={36} />
      </button>
      {menuOpen ? (
        <ul id={menuId} className="account-menu__list">
          {menuActions.map(({ labelKey, run }) => (
            <li key={labelKey}>
              <button
                type="button"
                className="account-menu__item"
                onClick={() => {
                  setMenuOpen(false);
                  run();
                }}
              >
                {t(labelKey)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {errorBanner}
      <ProfileDialog open={profileOpen} focusPhone={focusPhone} onClose={() => setProfileOpen(false)} />
    </div>
  );
}
