/** A session lives this long after its last use (sliding expiry): 30 days. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A session's expiry is pushed forward at most this often, so an active learner's requests do
 * not each write to the database: one hour.
 */
export const SESSION_REFRESH_INTERVAL_MS = 60 * 60 * 1000;
