import type { ReviewCard } from '@abhyas/domain';
import {
  type DeckEntry,
  type DeckUpdate,
  deckAnswersOf,
  deckChanges,
  newReviewSchedule,
} from '@abhyas/domain/review-scheduling';
import { ApiError, createApiClient, jsonBody } from '../../api/api-client.ts';
import { peekQueue } from '../../sync/queue-storage-keys.ts';
import {
  loadDeck,
  loadOutbox,
  loadPending,
  loadServerDeck,
  type OutboxEntry,
  type PendingDeckAnswers,
  type ReviewMark,
  saveDeck,
  saveOutbox,
  savePending,
  saveServerDeck,
} from './review-local-store.ts';

/**
 * The review deck's changes on this device, with the one scheduling rule of domain (ts-fsrs):
 * answers as they are recorded, stars and tags, the server's deck when signed in. Loaded with
 * the screens that answer questions, never with the first screen.
 */

const api = createApiClient();

/** Who the deck belongs to: `uid` when signed in; `learnerId` is `uid` or the anonymous learner. */
export interface DeckOwner {
  uid: string | undefined;
  learnerId: string;
}

/** The graded answers of one update, as the deck reads them, at the update's own time. */
export function pendingAnswersOf(
  update: DeckUpdate & { id: string },
  answerIndexOf: (questionId: string) => number | undefined,
  topicId: string,
  topicOf?: (questionId: string) => string | undefined,
): PendingDeckAnswers {
  const answers = deckAnswersOf([update], answerIndexOf, update.timestamp);
  const topics = Object.fromEntries(
    answers.flatMap(({ questionId }) => {
      const own = topicOf?.(questionId);
      return own && own !== topicId ? [[questionId, own]] : [];
    }),
  );
  return { updateId: update.id, topicId, ...(Object.keys(topics).length > 0 ? { topics } : {}), answers };
}

/** The cards after the answers of one update (`deckChanges`); a new card takes the update's topic. */
export function withAnswers(cards: readonly ReviewCard[], entry: PendingDeckAnswers): ReviewCard[] {
  const byId = new Map(cards.map((card) => [card.questionId, card]));
  const entries = new Map<string, DeckEntry>([...byId].map(([id, card]) => [id, card]));
  for (const [questionId, change] of deckChanges(entries, entry.answers)) {
    const card = byId.get(questionId);
    const at = Math.max(...entry.answers.filter((a) => a.questionId === questionId).map((a) => a.at));
    byId.set(
      questionId,
      card
        ? { ...card, ...change, updatedAt: at }
        : {
            questionId,
            topicId: entry.topics?.[questionId] ?? entry.topicId,
            ...change,
            starred: false,
            mistakeTag: null,
            updatedAt: at,
          },
    );
  }
  return [...byId.values()];
}

/** The cards after a star or a tag, as the server stores it (review-card-store.ts); order kept. */
export function withMark(cards: readonly ReviewCard[], entry: OutboxEntry): ReviewCard[] {
  const card = cards.find((candidate) => candidate.questionId === entry.questionId);
  const replaced = (next: ReviewCard | undefined): ReviewCard[] => {
    if (!card) return next ? [...cards, next] : [...cards];
    return cards.flatMap((candidate) => (candidate === card ? (next ? [next] : []) : [candidate]));
  };
  const fresh = (): ReviewCard => ({
    questionId: entry.questionId,
    topicId: entry.topicId,
    schedule: newReviewSchedule(entry.at),
    addedFrom: 'starred' in entry.mark ? 'bookmark' : 'practice',
    starred: false,
    mistakeTag: null,
    updatedAt: entry.at,
  });
  if ('tag' in entry.mark)
    return replaced({ ...(card ?? fresh()), mistakeTag: entry.mark.tag, updatedAt: entry.at });
  if (entry.mark.starred) return replaced({ ...(card ?? fresh()), starred: true, updatedAt: entry.at });
  if (!card) return [...cards];
  // A card the star alone put in the deck, never reviewed, leaves with the star.
  if (card.addedFrom === 'bookmark' && card.schedule.reps === 0) return replaced(undefined);
  return replaced({ ...card, starred: false, updatedAt: entry.at });
}

/** A signed-in learner's deck on this device: the server's, then what is queued, then the marks not sent. */
export function deckView(
  server: readonly ReviewCard[],
  pending: readonly PendingDeckAnswers[],
  outbox: readonly OutboxEntry[],
): ReviewCard[] {
  const answered = pending.reduce<ReviewCard[]>((cards, entry) => withAnswers(cards, entry), [...server]);
  return outbox.reduce<ReviewCard[]>((cards, entry) => withMark(cards, entry), answered);
}

function showSignedIn(uid: string): void {
  saveDeck(uid, deckView(loadServerDeck(uid), loadPending(uid), loadOutbox(uid)));
}

/** Puts the answers of a just-recorded update in the learner's deck (recordProgress calls it). */
export function recordDeckAnswers(
  owner: DeckOwner,
  update: DeckUpdate & { id: string },
  answerIndexOf: (questionId: string) => number | undefined,
  topicId: string,
  topicOf?: (questionId: string) => string | undefined,
): void {
  const entry = pendingAnswersOf(update, answerIndexOf, topicId, topicOf);
  if (entry.answers.length === 0) return;
  if (!owner.uid) {
    saveDeck(owner.learnerId, withAnswers(loadDeck(owner.learnerId), entry));
    return;
  }
  savePending(owner.uid, [...loadPending(owner.uid), entry]);
  showSignedIn(owner.uid);
}

const outboxId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The same waiting mark (by its id; an entry from before ids, by its question, time and mark). */
const sameEntry = (a: OutboxEntry, b: OutboxEntry) =>
  a.id !== undefined || b.id !== undefined
    ? a.id === b.id
    : a.questionId === b.questionId && a.at === b.at && JSON.stringify(a.mark) === JSON.stringify(b.mark);

/** Stars, unstars or tags a question; signed in, the change is sent now or when back online. */
export function markQuestion(owner: DeckOwner, questionId: string, topicId: string, mark: ReviewMark): void {
  const entry: OutboxEntry = { id: outboxId(), questionId, topicId, mark, at: Date.now() };
  if (!owner.uid) {
    saveDeck(owner.learnerId, withMark(loadDeck(owner.learnerId), entry));
    return;
  }
  saveOutbox(owner.uid, [...loadOutbox(owner.uid), entry]);
  showSignedIn(owner.uid);
  // Offline, it waits for the connection (use-review-deck.ts sends it on `online`).
  if (navigator.onLine) void syncReviewDeck(owner.uid);
}

const sendOne = (entry: OutboxEntry) => {
  const id = encodeURIComponent(entry.questionId);
  return 'tag' in entry.mark
    ? api.noContent(`/api/review/mistake-tags/${id}`, jsonBody('PUT', { tag: entry.mark.tag }))
    : api.noContent(`/api/review/bookmarks/${id}`, jsonBody('PUT', { starred: entry.mark.starred }));
};

/** Whether the server refused a mark for good (a question it does not know): dropped, not retried. */
const refusedForGood = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 401 &&
  error.status !== 403 &&
  error.status !== 429;

/** Sends the marks waiting, in order; stops at the first that cannot go now (offline, signed out). */
async function flushOutbox(uid: string): Promise<boolean> {
  let sent = false;
  for (;;) {
    const [entry] = loadOutbox(uid);
    if (!entry) return sent;
    try {
      await sendOne(entry);
    } catch (error) {
      if (!refusedForGood(error)) return sent;
    }
    sent = true;
    // Another tab may have added marks meanwhile: drop this one alone.
    saveOutbox(
      uid,
      loadOutbox(uid).filter((other) => !sameEntry(other, entry)),
    );
  }
}

/** Fetches the server's deck; the answers it already holds (no longer queued) are dropped here. */
async function refreshServerDeck(uid: string): Promise<void> {
  // Read before the request: an update acknowledged before it is in the server's answer.
  const queued = new Set(peekQueue(window.localStorage, uid).waitingIds);
  const { cards } = await api.json('/api/review/deck', 'reviewDeckResponseSchema', { cache: 'no-cache' });
  saveServerDeck(uid, cards);
  savePending(
    uid,
    loadPending(uid).filter((entry) => queued.has(entry.updateId)),
  );
  showSignedIn(uid);
}

/**
 * An anonymous learner's stars and tags go with them to their account: moved (the device's
 * anonymous deck keeps its cards without them), so they are sent once whoever signs in next.
 */
function adoptAnonymousMarks(uid: string, anonymousId: string): void {
  const cards = loadDeck(anonymousId);
  const marks = cards.flatMap((card): OutboxEntry[] => {
    const base = { questionId: card.questionId, topicId: card.topicId, at: card.updatedAt };
    return [
      ...(card.starred ? [{ ...base, id: outboxId(), mark: { starred: true } }] : []),
      ...(card.mistakeTag ? [{ ...base, id: outboxId(), mark: { tag: card.mistakeTag } }] : []),
    ];
  });
  if (marks.length === 0) return;
  saveOutbox(uid, [...loadOutbox(uid), ...marks]);
  // A card the star alone put there leaves with it, as on the server.
  const left = marks.reduce<ReviewCard[]>(
    (deck, entry) =>
      'starred' in entry.mark ? withMark(deck, { ...entry, mark: { starred: false } }) : deck,
    cards,
  );
  saveDeck(
    anonymousId,
    left.map((card) => ({ ...card, starred: false, mistakeTag: null })),
  );
}

const running = new Map<string, Promise<void>>();

/**
 * Sends the marks waiting and reads the server's deck again (signed in, online); a failure keeps
 * what the device shows and is tried again on the next call (reconnect, next screen).
 */
export function syncReviewDeck(uid: string, anonymousId?: string): Promise<void> {
  const current = running.get(uid);
  if (current) return current;
  const run = (async () => {
    try {
      if (anonymousId) adoptAnonymousMarks(uid, anonymousId);
      await flushOutbox(uid);
      await refreshServerDeck(uid);
    } catch (error) {
      console.info('The review deck could not be read from the server now', error);
    } finally {
      running.delete(uid);
    }
  })();
  running.set(uid, run);
  return run;
}
