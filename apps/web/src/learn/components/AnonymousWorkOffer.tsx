import { DEFAULT_RANK } from '@abhyas/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enqueueProgressUpdate } from '../../sync/progress-queue.ts';
import { useLearner } from '../catalog/use-learner.ts';
import {
  anonymousUpdatesFor,
  clearAnonymousUpdates,
  countAnonymousAnswers,
  loadAnonymousUpdates,
} from '../progress/anonymous-answers.ts';

const DISMISSED_KEY = 'anonymous_answers_offer_dismissed';

function dismissedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * After sign-in, offers the answers given anonymously on this device to the account. They go
 * through the normal sync queue with their original ids, so the server counts them once.
 */
export default function AnonymousWorkOffer() {
  const { t } = useTranslation('learn');
  const learner = useLearner();
  const [state, setState] = useState<'offer' | 'adding' | 'added' | 'hidden'>(() =>
    dismissedThisVisit() ? 'hidden' : 'offer',
  );
  const count = learner.uid && state === 'offer' ? countAnonymousAnswers(loadAnonymousUpdates()) : 0;
  if (state === 'added')
    return (
      <p className="learn-notice" role="status">
        {t('anonymous.added')}
      </p>
    );
  if (!learner.uid || state === 'hidden' || (state === 'offer' && count === 0)) return null;
  const uid = learner.uid;

  const add = async () => {
    setState('adding');
    const updates = anonymousUpdatesFor(uid, learner.currentRank ?? DEFAULT_RANK);
    const results = await Promise.all(updates.map((update) => enqueueProgressUpdate(update)));
    // Only a complete hand-over empties the device copy; a refused one is offered again later.
    if (results.every((result) => result.success)) clearAnonymousUpdates();
    setState('added');
  };
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Not remembered: the offer simply shows again on the next screen.
    }
    setState('hidden');
  };

  return (
    <section className="learn-notice" aria-label={t('anonymous.add')}>
      <p>{t('anonymous.offer', { count })}</p>
      <div className="learn-actions">
        <button
          type="button"
          className="learn-button learn-button--primary"
          disabled={state === 'adding'}
          onClick={add}
        >
          {t('anonymous.add')}
        </button>
        <button type="button" className="learn-button" onClick={dismiss}>
          {t('anonymous.dismiss')}
        </button>
      </div>
    </section>
  );
}
