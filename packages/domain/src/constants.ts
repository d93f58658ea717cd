/** The product's numbers, each named once. */

/** Rank shown to a learner who has not been ranked yet (the product's "unranked" floor). */
export const DEFAULT_RANK = 3_000_000;

/** A batch is ready to sync once this many progress updates are pending. */
export const BATCH_SIZE = 10;

/** The longest a pending update waits before a sync is forced, in ms. */
export const MAX_BATCH_WAIT_MS = 300_000;

/** A single sync request carries at most this many updates. */
export const MAX_UPDATES_PER_REQUEST = 100;
