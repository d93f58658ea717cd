/** A session lives this long after its last use (sliding expiry): 30 days. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A session's expiry is pushed forward at most this often, so an active learner's requests do
 * not each write to the database: one hour.
 */
export const SESSION_REFRESH_INTERVAL_MS = 60 * 60 * 1000;

/** A closed popup counts as cancelled only after this long (the result may still be on its way). */
export const POPUP_CLOSED_GRACE_MS = 8000;

/** The popup's size; it is centred on the app's window. */
export const SIGN_IN_POPUP_WIDTH = 500;
export const SIGN_IN_POPUP_HEIGHT = 600;
