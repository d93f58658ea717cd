/** The product's numbers, each named once. */

/** Rank shown to a learner who has not been ranked yet (the product's "unranked" floor). */
export const DEFAULT_RANK = 3_000_000;

/** Below this many ranked learners a board shows the rank alone: a percentile of a handful says little. */
export const PERCENTILE_MIN_LEARNERS = 20;

/** A batch is ready to sync once this many progress updates are pending. */
export const BATCH_SIZE = 10;

/** The longest a pending update waits before a sync is forced, in ms. */
export const MAX_BATCH_WAIT_MS = 300_000;

/** A single sync request carries at most this many updates. */
export const MAX_UPDATES_PER_REQUEST = 100;

/**
 * The product's first day (UTC): no learner can have answered before it, so a sync timestamp
 * earlier than this is a wrong device clock or a forged value. Well before the first build
 * (late 2026), so no real answer falls before it.
 */
export const PRODUCT_FIRST_DAY = '2026-01-01';
export const PRODUCT_FIRST_DAY_MS = Date.parse(`${PRODUCT_FIRST_DAY}T00:00:00Z`);

/** How far ahead of the server's clock a device's timestamp may run (clock drift), in ms. */
export const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

/** The largest timestamp a JavaScript Date can hold (ECMAScript's time range), in ms. */
export const LATEST_VALID_DATE_MS = 8.64e15;

/**
 * Every question offers exactly this many options, one of them correct. Here, not in question.ts:
 * the first screen's queue checks need it, and question.ts's zod schemas would come along (13 KB).
 */
export const QUESTION_OPTION_COUNT = 4;
