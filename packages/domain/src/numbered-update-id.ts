/**
 * A progress update's id that carries a number (issue 24, decision 003): a version 8 uuid (the
 * layout RFC 9562 leaves to applications) whose first 24 hex digits name the page that made it
 * (90 random bits, the same for every update that page makes) and whose last 8 are the update's
 * number there, 1, 2, 3… The server keeps, per learner and page, the numbers it applied, instead
 * of one row per update for ever. The id is still the update's one identity: every copy of an
 * update (the queue, its mirror, the unload's keepalive, an earlier version's tab) carries it.
 * Ids of any other version (every update made before, a v4 from `crypto.randomUUID`) are
 * recorded one row each, as before.
 */

/** The highest number an id carries: what a PostgreSQL integer holds. */
export const MAX_UPDATE_NUMBER = 2_147_483_647;

/** What a numbered id says: the page that made it (a uuid, its number part zero) and its number. */
export interface UpdateNumber {
  clientId: string;
  seq: number;
}

/** A version 8 uuid (lowercase): the only ids that carry a number. */
const NUMBERED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The page part of the ids a page makes, from the first 12 of `random` (`crypto.getRandomValues`):
 * the version and variant bits set, the number part left for `numberedUpdateId`.
 */
export function updateClientPart(random: Uint8Array): string {
  if (random.length < 12) throw new Error('a client part needs 12 random bytes');
  const hex = [...random.subarray(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 24)}`;
}

/** The id of a page's update number `seq` (1 to MAX_UPDATE_NUMBER). */
export function numberedUpdateId(clientPart: string, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1 || seq > MAX_UPDATE_NUMBER)
    throw new Error(`an update number is 1 to ${MAX_UPDATE_NUMBER}, not ${seq}`);
  return `${clientPart}${seq.toString(16).padStart(8, '0')}`;
}

/**
 * The page and number an id carries, or undefined for an id that carries none (no uuid, a uuid of
 * any version but 8, or a number outside 1 to MAX_UPDATE_NUMBER): such an update is known by its
 * id alone.
 */
export function updateNumberOf(id: string): UpdateNumber | undefined {
  const lower = id.toLowerCase();
  if (!NUMBERED_ID.test(lower)) return undefined;
  const seq = Number.parseInt(lower.slice(28), 16);
  if (seq < 1 || seq > MAX_UPDATE_NUMBER) return undefined;
  return { clientId: `${lower.slice(0, 28)}00000000`, seq };
}

/**
 * The numbers applied of one page's updates (decision 003, migration 0028), kept small: every
 * number up to `through`, and the ones in `above` (applied past a gap: an update of the page still
 * on its way, set aside, or never sent). Any order of arrival keeps it exact.
 */
export interface AppliedNumbers {
  readonly through: number;
  /** Ascending, each above `through + 1`. */
  readonly above: readonly number[];
}

export const NONE_APPLIED: AppliedNumbers = { through: 0, above: [] };

export function isApplied(applied: AppliedNumbers, seq: number): boolean {
  return seq <= applied.through || applied.above.includes(seq);
}

/** `applied` with `seqs` added: the run from `through` absorbs every number that now follows it. */
export function withApplied(applied: AppliedNumbers, seqs: Iterable<number>): AppliedNumbers {
  const numbers = new Set(applied.above);
  for (const seq of seqs) if (seq > applied.through) numbers.add(seq);
  let through = applied.through;
  while (numbers.delete(through + 1)) through += 1;
  return { through, above: [...numbers].sort((a, b) => a - b) };
}
