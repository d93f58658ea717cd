import {
  formatLocalDate,
  type MeResponse,
  type PreferencesUpdate,
  type SessionList,
  type UserProfile,
} from '@abhyas/domain';

/** A server answer that was not OK; `message` is the server's `error` text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's machine-readable `reason`, when it sent one (e.g. "sign-in-again"). */
    readonly reason?: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', ...init });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; reason?: string };
    throw new ApiError(response.status, body.error ?? `HTTP ${response.status}`, body.reason);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The learner's local date: a profile loaded on a new day comes with the day's numbers at zero. */
const today = () => `today=${formatLocalDate(new Date())}`;

export const authApi = {
  me: () => call<MeResponse>(`/api/auth/me?${today()}`),
  profile: () => call<UserProfile>(`/api/profile?${today()}`),
  signOut: () => call<void>('/api/auth/sign-out', { method: 'POST' }),
  signOutEverywhere: () => call<void>('/api/auth/sign-out-everywhere', { method: 'POST' }),
  sessions: () => call<SessionList>('/api/auth/sessions'),
  updatePreferences: (update: PreferencesUpdate) =>
    call<UserProfile>('/api/profile/preferences', json('PATCH', update)),
  deleteAccount: () => call<void>('/api/account', json('DELETE', { confirm: true })),
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
