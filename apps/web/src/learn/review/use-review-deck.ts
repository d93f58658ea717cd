import { dueReviewCards, type ReviewCard } from '@abhyas/domain';
import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../auth/auth-context.tsx';
import { ANONYMOUS_LEARNER } from '../storage/topic-stats-store.ts';
import type { DeckOwner } from './review-deck-updates.ts';
import { loadDeck, onDeckChange } from './review-local-store.ts';

/**
 * The learner's review deck as this device shows it, live. Signed in, the server's deck is read
 * again (and the stars and tags made offline are sent) when the hook mounts and when the
 * connection returns; the scheduler's module loads only then.
 */
export function useReviewDeck(): { owner: DeckOwner; cards: ReviewCard[] } {
  const { user } = useAuth();
  const uid = user?.uid ?? undefined;
  const learnerId = uid ?? ANONYMOUS_LEARNER;
  const [cards, setCards] = useState(() => loadDeck(learnerId));
  useEffect(() => {
    const read = () => setCards(loadDeck(learnerId));
    read();
    return onDeckChange(read);
  }, [learnerId]);
  useEffect(() => {
    if (!uid) return;
    const sync = () => {
      if (!navigator.onLine) return;
      import('./review-deck-updates.ts')
        .then(({ syncReviewDeck }) => syncReviewDeck(uid, ANONYMOUS_LEARNER))
        .catch((error: unknown) => console.info('The review deck could not be refreshed now', error));
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [uid]);
  const owner = useMemo(() => ({ uid, learnerId }), [uid, learnerId]);
  return { owner, cards };
}

export interface ReviewDue {
  /** Cards due today on this device's clock. */
  due: number;
  /** Cards in the deck. */
  total: number;
  /** When the next card not due today is due (ms), or null. */
  nextDue: number | null;
}

/** How many reviews are due today ("Review: N due"), for the home screen and the review entry. */
export function useReviewDue(): ReviewDue {
  const { cards } = useReviewDeck();
  const now = new Date();
  const due = dueReviewCards(cards, now);
  const later = cards.filter((card) => !due.includes(card)).map((card) => card.schedule.due);
  return { due: due.length, total: cards.length, nextDue: later.length > 0 ? Math.min(...later) : null };
}
