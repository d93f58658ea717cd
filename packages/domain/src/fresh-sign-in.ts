// Kept apart from session-list.ts: the web app's first screen needs these constants, and importing
// them from a module with zod schemas would put zod in the first download (the / budget).

/**
 * Deleting the account needs a sign-in this recent (and later, changing the phone number): a
 * session cookie copied off a shared phone is not enough. Five minutes.
 */
export const FRESH_SIGN_IN_MS = 5 * 60 * 1000;

/** The `reason` of the 403 a server answers when an action needs a fresh sign-in first. */
export const SIGN_IN_AGAIN = 'sign-in-again';
export const SIGN_IN_AGAIN_MESSAGE = 'For your safety, please sign in again to delete your account.';
