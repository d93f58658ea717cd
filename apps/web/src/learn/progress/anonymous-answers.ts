import {
  type AnonymousProgressUpdate,
  type ProgressUpdate,
  readAnonymousProgressUpdate,
} from '@abhyas/domain';
import { readJson, removeKey, writeJson } from '../storage/local-store.ts';

/**
 * An anonymous visitor's finished work stays on the device under this key, one entry per
 * progress update without a user id, so it can be offered to their account after sign-in.
 */
export const ANONYMOUS_ANSWERS_KEY = 'anonymous_answers';

/** Keeps local storage bounded on a phone; the oldest work goes first. */
const MAX_ANONYMOUS_UPDATES = 500;

export type AnonymousUpdate = AnonymousProgressUpdate;

/**
 * The stored work, each entry read by the domain's one reader of a progress update (numbers
 * coerced, a negative time taken clamped); an entry that cannot apply is left out.
 */
export function loadAnonymousUpdates(): AnonymousUpdate[] {
  const stored = readJson(ANONYMOUS_ANSWERS_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const verdict = readAnonymousProgressUpdate(entry);
    return verdict.ok ? [verdict.update] : [];
  });
}

/** Keeps the work as the reader reads it, so what the offer shows is what the server will count. */
export function appendAnonymousUpdate(update: AnonymousUpdate): void {
  const verdict = readAnonymousProgressUpdate(update);
  if (!verdict.ok) {
    console.warn(`Not keeping anonymous work that cannot be sent: ${verdict.reason}`);
    return;
  }
  const updates = [...loadAnonymousUpdates(), verdict.update].slice(-MAX_ANONYMOUS_UPDATES);
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
