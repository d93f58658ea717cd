import type { MistakeTag, ReviewCard } from '@abhyas/domain';
import { readJson, removeKey, writeJson } from '../storage/local-store.ts';

/**
 * The review deck on this device (issue 21), in local storage, per learner (`uid`, or the
 * anonymous learner). No scheduler here: this module is small enough for the first screen's
 * "Review: N due"; review-deck-updates.ts (lazy, with ts-fsrs) writes what it reads.
 *
 * - `review_deck_<learner>`: the deck as this device shows it. An anonymous learner's is the
 *   whole truth; a signed-in learner's is `review_server_deck_<uid>` (the server's, as last
 *   fetched) with the answers still queued (`review_pending_<uid>`) and the stars and tags not
 *   yet sent (`review_outbox_<uid>`) laid over it.
 */
export const REVIEW_DECK_PREFIX = 'review_deck_';
const deckKey = (learnerId: string) => `${REVIEW_DECK_PREFIX}${learnerId}`;
const serverDeckKey = (uid: string) => `review_server_deck_${uid}`;
const pendingKey = (uid: string) => `review_pending_${uid}`;
const outboxKey = (uid: string) => `review_outbox_${uid}`;

/** Told on this tab when a deck changed; other tabs hear the storage event. */
const DECK_EVENT = 'abhyas:review-deck';

/** A change the learner made to a card: a star, or why they got it wrong. */
export type ReviewMark = { starred: boolean } | { tag: MistakeTag };

/** A star or tag waiting to be sent (signed in), in the order made. */
export interface OutboxEntry {
  /** Tells two marks of one question made in the same millisecond apart. */
  id?: string;
  questionId: string;
  topicId: string;
  mark: ReviewMark;
  at: number;
}

/** The graded answers of one queued progress update, as the deck reads them. */
export interface PendingDeckAnswers {
  updateId: string;
  topicId: string;
  /** The topic of a question whose pack is not `topicId`'s (a daily quiz mixes topics). */
  topics?: Record<string, string>;
  answers: { questionId: string; correct: boolean; source: 'quiz' | 'mock' | 'practice'; at: number }[];
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A card read back from storage; anything else (another version's value) is left out. */
function isCard(value: unknown): value is ReviewCard {
  const card = value as Partial<ReviewCard> | null;
  return (
    typeof card?.questionId === 'string' &&
    typeof card.topicId === 'string' &&
    typeof card.schedule?.due === 'number' &&
    typeof card.starred === 'boolean'
  );
}

export function loadDeck(learnerId: string): ReviewCard[] {
  return list<unknown>(readJson(deckKey(learnerId))).filter(isCard);
}

/**
 * The most cards a device keeps for one learner: twice what the server sends (domain's
 * REVIEW_DECK_MAX_CARDS), so a visitor's year of mistakes stays well inside local storage. The
 * ones due latest go first.
 */
export const MAX_DEVICE_CARDS = 2000;

export function saveDeck(learnerId: string, cards: readonly ReviewCard[]): void {
  const kept =
    cards.length <= MAX_DEVICE_CARDS
      ? cards
      : [...cards].sort((a, b) => a.schedule.due - b.schedule.due).slice(0, MAX_DEVICE_CARDS);
  writeJson(deckKey(learnerId), kept);
  globalThis.dispatchEvent?.(new CustomEvent(DECK_EVENT, { detail: learnerId }));
}

export function loadServerDeck(uid: string): ReviewCard[] {
  return list<unknown>(readJson(serverDeckKey(uid))).filter(isCard);
}

export function saveServerDeck(uid: string, cards: readonly ReviewCard[]): void {
  writeJson(serverDeckKey(uid), cards);
}

export function loadPending(uid: string): PendingDeckAnswers[] {
  return list<PendingDeckAnswers>(readJson(pendingKey(uid))).filter((entry) => Array.isArray(entry?.answers));
}

export function savePending(uid: string, entries: readonly PendingDeckAnswers[]): void {
  if (entries.length === 0) removeKey(pendingKey(uid));
  else writeJson(pendingKey(uid), entries);
}

export function loadOutbox(uid: string): OutboxEntry[] {
  return list<OutboxEntry>(readJson(outboxKey(uid))).filter((entry) => typeof entry?.questionId === 'string');
}

export function saveOutbox(uid: string, entries: readonly OutboxEntry[]): void {
  if (entries.length === 0) removeKey(outboxKey(uid));
  else writeJson(outboxKey(uid), entries);
}

/** Calls `listener` when a learner's deck changes, on this tab or another. */
export function onDeckChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(REVIEW_DECK_PREFIX)) listener();
  };
  globalThis.addEventListener?.(DECK_EVENT, listener);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    globalThis.removeEventListener?.(DECK_EVENT, listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
