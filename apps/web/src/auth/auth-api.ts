import { formatLocalDate, type MeResponse, type PreferencesUpdate } from '@abhyas/domain';
import { ApiError, createApiClient, jsonBody } from '../api/api-client.ts';
import { providerSessionNotice } from './provider-session-notice.ts';

export { ApiError };

const api = createApiClient();

/** The learner's local date: a profile loaded on a new day comes with the day's numbers at zero. */
const today = () => `today=${formatLocalDate(new Date())}`;

/** The answer of /api/auth/me to a visitor who is not signed in: nothing to check with a schema. */
const isSignedOut = (body: unknown): body is MeResponse =>
  typeof body === 'object' &&
  body !== null &&
  Object.keys(body).length === 2 &&
  (body as Partial<MeResponse>).user === null &&
  (body as Partial<MeResponse>).profile === null;

export const authApi = {
  me: () => api.json(`/api/auth/me?${today()}`, 'meResponseSchema', {}, isSignedOut),
  profile: () => api.json(`/api/profile?${today()}`, 'userProfileSchema'),
  signOut: async () => {
    const result = await api.json('/api/auth/sign-out', 'signOutResultSchema', { method: 'POST' });
    // An external provider (Google) stays signed in on this device: the learner is told so.
    if (result.providerSession === 'separate') providerSessionNotice.show();
  },
  signOutEverywhere: () => api.noContent('/api/auth/sign-out-everywhere', { method: 'POST' }),
  sessions: () => api.json('/api/auth/sessions', 'sessionListSchema'),
  updateDisplayName: (displayName: string) =>
    api.json('/api/profile/display-name', 'userProfileSchema', jsonBody('PATCH', { displayName })),
  updatePreferences: (update: PreferencesUpdate) =>
    api.json('/api/profile/preferences', 'userProfileSchema', jsonBody('PATCH', update)),
  deleteAccount: () => api.noContent('/api/account', jsonBody('DELETE', { confirm: true })),
  sendEmailLink: () => api.json('/api/profile/email/verification', 'emailLinkSentSchema', { method: 'POST' }),
};

/**
 * Where the popup (or the full page) starts signing in. `reauth` asks the provider for the
 * password again, even for an account it remembers (before deleting the account).
 */
export function signInUrl(mode: 'popup' | 'redirect', lang: string, returnTo = '/', reauth = false): string {
  const query = new URLSearchParams({ mode, lang, returnTo });
  if (reauth) query.set('reauth', '1');
  return `/api/auth/sign-in?${query}`;
}

export const EXPORT_URL = '/api/account/export';
