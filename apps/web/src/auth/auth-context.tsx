import {
  createDefaultProfile,
  mergePreferences,
  type PreferencesUpdate,
  type ProgressUpdate,
  SIGN_IN_AGAIN,
  type SignInErrorKind,
  type SignInResult,
  type UserProfile,
  withQueuedProgress,
} from '@abhyas/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n.ts';
import { rememberTheme } from '../shell/theme.ts';
import { ApiError, authApi, signInUrl } from './auth-api.ts';
import { cachedProfile, cacheProfile, clearLocalUserData } from './local-user-data.ts';
import { takeRedirectResult } from './redirect-result.ts';
import { openSignInPopup, popupsUnavailable } from './sign-in-popup.ts';

export interface AuthUser {
  readonly uid: string;
}

type AuthErrorCode = SignInErrorKind | 'profile-init' | 'preferences' | 'account' | 'signInAgain';

interface AuthErrorState {
  readonly code: AuthErrorCode;
  /** The provider's or the failure's own words, shown as is or as {reason}. */
  readonly detail?: string;
}

/** Runs before the session is revoked at sign-out, e.g. to sync pending progress. */
export type BeforeSignOut = () => Promise<void>;

export interface AuthContextValue {
  readonly user: AuthUser | null;
  /** The server's profile with the learner's queued, not yet synced progress added optimistically. */
  readonly profile: UserProfile | null;
  /** True until the first "who is signed in" answer (or the cache) is known. */
  readonly loading: boolean;
  readonly signingIn: boolean;
  /** The message to show, in the current language, or null. */
  readonly error: string | null;
  /** Whether the last sign-in attempt was stopped by a popup blocker (offer the full-page way). */
  readonly popupBlocked: boolean;
  signIn(): Promise<void>;
  /** The full-page fallback: leaves the app and comes back signed in. */
  signInWithRedirect(): void;
  signOut(): Promise<void>;
  /** Ends every session of the learner (all devices, this one included), then signs out here. */
  signOutEverywhere(): Promise<void>;
  updatePreferences(update: PreferencesUpdate): Promise<void>;
  deleteAccount(): Promise<void>;
  refreshProfile(): Promise<void>;
  clearError(): void;
  /** Registers work to finish before sign-out (the sync engine flushes pending answers); returns an unregister function. */
  registerBeforeSignOut(hook: BeforeSignOut): () => void;
  /** The sync engine's queue of the signed-in learner: shown in `profile` at once, before it syncs. */
  showQueuedProgress(updates: readonly ProgressUpdate[]): void;
  /** The profile a sync answered with: it replaces the optimistic numbers. */
  adoptSyncedProfile(profile: UserProfile): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/**
 * The same object for as long as each field keeps its identity, as `useMemo` with every field as a
 * dependency would give: the context's consumers re-render only when something in it changed.
 */
function useMemoByFields<T extends object>(fields: T): T {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are the dependencies, always the same number in the same order.
  return useMemo(() => fields, Object.values(fields));
}

/** Signs learners in through the provider's popup and keeps their profile and preferences. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const initial = useMemo(() => cachedProfile(), []);
  const [user, setUser] = useState<AuthUser | null>(initial ? { uid: initial.uid } : null);
  // The server's (or cached) profile; `profile` in the context adds the queued progress to it.
  const [profile, setProfile] = useState<UserProfile | null>(initial ?? null);
  const [queuedProgress, setQueuedProgress] = useState<readonly ProgressUpdate[]>([]);
  const [loading, setLoading] = useState(initial === undefined);
  const [signingIn, setSigningIn] = useState(false);
  const [errorState, setErrorState] = useState<AuthErrorState | null>(null);
  const [popupBlocked, setPopupBlocked] = useState(false);
  const beforeSignOut = useRef(new Set<BeforeSignOut>());

  const adoptProfile = useCallback((next: UserProfile) => {
    setProfile(next);
    cacheProfile(next);
  }, []);

  /** A user appeared: show a basic profile at once, then the stored one. */
  const userAppeared = useCallback(
    async (uid: string) => {
      setUser({ uid });
      setProfile((current) => (current?.uid === uid ? current : createDefaultProfile({ uid }, new Date())));
      try {
        adoptProfile(await authApi.profile());
      } catch (error) {
        setErrorState({ code: 'profile-init', detail: reasonOf(error) });
      }
    },
    [adoptProfile],
  );

  const forgetUser = useCallback((uid: string | undefined) => {
    if (uid) clearLocalUserData(uid);
    setUser(null);
    setProfile(null);
  }, []);

  const handleResult = useCallback(
    async (result: SignInResult) => {
      if (result.status === 'success') {
        setErrorState(null);
        await userAppeared(result.uid);
      } else {
        setErrorState({ code: result.kind, detail: result.message });
      }
    },
    [userAppeared],
  );

  useEffect(() => {
    let cancelled = false;
    const redirected = takeRedirectResult();
    (async () => {
      const result = await redirected;
      if (result) await handleResult(result);
      try {
        const me = await authApi.me();
        if (cancelled) return;
        if (me.user && me.profile) {
          setUser(me.user);
          adoptProfile(me.profile);
        } else if (me.user) {
          await userAppeared(me.user.uid);
        } else {
          setUser((current) => {
            if (current) clearLocalUserData(current.uid);
            return null;
          });
          setProfile(null);
        }
      } catch {
        // Offline: the cached profile (if any) stays until the server can be asked.
      } finally {
        if (!cancelled) setLoading(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [adoptProfile, handleResult, userAppeared]);

  const signInWithRedirect = useCallback(() => {
    const returnTo = window.location.pathname + window.location.search;
    window.location.assign(signInUrl('redirect', currentLanguage(), returnTo));
  }, []);

  const signIn = useCallback(async () => {
    setErrorState(null);
    setPopupBlocked(false);
    if (!navigator.onLine) {
      setErrorState({ code: 'network' });
      return;
    }
    if (popupsUnavailable()) {
      signInWithRedirect();
      return;
    }
    setSigningIn(true);
    try {
      const outcome = await openSignInPopup(signInUrl('popup', currentLanguage()));
      if (outcome.status === 'superseded') return;
      if (outcome.status === 'blocked') {
        setPopupBlocked(true);
        setErrorState({ code: 'popup-blocked' });
        return;
      }
      await handleResult(outcome);
    } catch (error) {
      setErrorState({ code: isNetworkFailure(error) ? 'network' : 'service' });
    } finally {
      setSigningIn(false);
    }
  }, [handleResult, signInWithRedirect]);

  const endSessions = useCallback(
    async (end: () => Promise<void>) => {
      const uid = user?.uid;
      for (const hook of beforeSignOut.current) {
        await hook().catch(() => undefined);
      }
      try {
        await end();
      } catch (error) {
        if (isNetworkFailure(error)) {
          setErrorState({ code: 'network' });
          return;
        }
      }
      setErrorState(null);
      forgetUser(uid);
    },
    [forgetUser, user],
  );

  const signOut = useCallback(() => endSessions(authApi.signOut), [endSessions]);
  const signOutEverywhere = useCallback(() => endSessions(authApi.signOutEverywhere), [endSessions]);

  /**
   * The server wants a password typed just now (deleting the account): the popup signs in again
   * with reauth, and resolves true once the same learner is back with a fresh session. Where no
   * popup can open, the page goes through sign-in and the learner asks again on return.
   */
  const signInAgain = useCallback(
    async (uid: string): Promise<boolean> => {
      if (popupsUnavailable()) {
        const returnTo = window.location.pathname + window.location.search;
        window.location.assign(signInUrl('redirect', currentLanguage(), returnTo, true));
        return false;
      }
      const outcome = await openSignInPopup(signInUrl('popup', currentLanguage(), '/', true));
      if (outcome.status === 'blocked') {
        setPopupBlocked(true);
        setErrorState({ code: 'popup-blocked' });
        return false;
      }
      if (outcome.status === 'superseded') return false;
      await handleResult(outcome);
      return outcome.status === 'success' && outcome.uid === uid;
    },
    [handleResult],
  );

  const updatePreferences = useCallback(
    async (update: PreferencesUpdate) => {
      if (!profile) return;
      const previous = profile;
      const optimistic: UserProfile = {
        ...profile,
        preferences: mergePreferences(profile.preferences, update),
      };
      adoptProfile(optimistic);
      if (update.theme) rememberTheme(update.theme);
      try {
        adoptProfile(await authApi.updatePreferences(update));
      } catch (error) {
        adoptProfile(previous);
        if (update.theme) rememberTheme(previous.preferences.theme);
        setErrorState({ code: 'preferences', detail: reasonOf(error) });
      }
    },
    [adoptProfile, profile],
  );

  const deleteAccount = useCallback(async () => {
    const uid = user?.uid;
    try {
      try {
        await authApi.deleteAccount();
      } catch (error) {
        if (!(uid && error instanceof ApiError && error.reason === SIGN_IN_AGAIN)) throw error;
        setErrorState({ code: 'signInAgain' });
        if (!(await signInAgain(uid))) throw error;
        await authApi.deleteAccount();
      }
    } catch (error) {
      const needsSignIn = error instanceof ApiError && error.reason === SIGN_IN_AGAIN;
      // A failed or cancelled sign-in has said so already.
      if (!needsSignIn) setErrorState({ code: 'account', detail: reasonOf(error) });
      throw error;
    }
    // The account is gone: its unsynced answers have nowhere to go.
    if (uid) clearLocalUserData(uid, false);
    forgetUser(uid);
  }, [forgetUser, signInAgain, user]);

  const refreshProfile = useCallback(async () => {
    try {
      adoptProfile(await authApi.profile());
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) forgetUser(user?.uid);
    }
  }, [adoptProfile, forgetUser, user]);

  const registerBeforeSignOut = useCallback((hook: BeforeSignOut) => {
    beforeSignOut.current.add(hook);
    return () => {
      beforeSignOut.current.delete(hook);
    };
  }, []);

  const adoptSyncedProfile = useCallback(
    (next: UserProfile) => {
      if (next.uid === user?.uid) adoptProfile(next);
    },
    [adoptProfile, user],
  );

  const shownProfile = useMemo(() => {
    if (!profile) return null;
    const queued = queuedProgress.filter((update) => update.userId === profile.uid);
    return withQueuedProgress(profile, queued);
  }, [profile, queuedProgress]);

  const error = useMemo(() => {
    if (!errorState) return null;
    const { code, detail } = errorState;
    if (code === 'provider') return detail ?? t('errors.service');
    if (code === 'profile-init') return t('errors.profileInit', { reason: detail ?? '' });
    if (code === 'preferences' || code === 'account') return t(`errors.${code}`, { reason: detail ?? '' });
    return t(`errors.${code}`);
  }, [errorState, t]);

  const clearError = useCallback(() => setErrorState(null), []);

  const value = useMemoByFields<AuthContextValue>({
    user,
    profile: shownProfile,
    loading,
    signingIn,
    error,
    popupBlocked,
    signIn,
    signInWithRedirect,
    signOut,
    signOutEverywhere,
    updatePreferences,
    deleteAccount,
    refreshProfile,
    clearError,
    registerBeforeSignOut,
    showQueuedProgress: setQueuedProgress,
    adoptSyncedProfile,
  });
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in learner, their profile, and the sign-in actions. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
