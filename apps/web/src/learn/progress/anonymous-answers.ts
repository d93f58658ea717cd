import { type ProgressUpdate, progressUpdateSchema } from '@abhyas/domain';
import { readJson, removeKey, writeJson } from '../storage/local-store.ts';

/**
 * An anonymous visitor's finished work stays on the device under this key, one entry per
 * progress update without a user id, so it can be offered to their account after sign-in.
 */
export const ANONYMOUS_ANSWERS_KEY = 'anonymous_answers';

/** Keeps local storage bounded on a phone; the oldest work goes first. */
const MAX_ANONYMOUS_UPDATES = 500;

export type AnonymousUpdate = Omit<ProgressUpdate, 'userId'>;

const anonymousUpdateSchema = progressUpdateSchema.omit({ userId: true });

export function loadAnonymousUpdates(): AnonymousUpdate[] {
  const stored = readJson(ANONYMOUS_ANSWERS_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = anonymousUpdateSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export function appendAnonymousUpdate(update: AnonymousUpdate): void {
  const updates = [...loadAnonymousUpdates(), update].slice(-MAX_ANONYMOUS_UPDATES);
  writeJson(ANONYMOUS_ANSWERS_KEY, updates);
}

/** How many answers (not skips) the anonymous work holds: what the offer tells the learner. */
export function countAnonymousAnswers(updates: readonly AnonymousUpdate[] = loadAnonymousUpdates()): number {
  return updates.reduce((sum, update) => sum + update.questionsAttempted, 0);
}

/**
 * The anonymous work as the signed-in learner's progress updates. The ids stay the same, so
 * offering them twice still counts them once on the server.
 */
export function anonymousUpdatesFor(userId: string, currentRank: number): ProgressUpdate[] {
  return loadAnonymousUpdates().map((update) => ({ ...update, userId, newRank: currentRank }));
}

export function clearAnonymousUpdates(): void {
  removeKey(ANONYMOUS_ANSWERS_KEY);
}
