import { type AppConfig, dueReviewCards, type Question, type ReviewCard, withSets } from '@abhyas/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../config/app-config-context.tsx';
import { findTopic } from '../catalog/catalog-lookup.ts';
import { useLearner } from '../catalog/use-learner.ts';
import { loadQuestionPack } from '../packs/load-question-pack.ts';
import { PracticeSession } from '../practice/PracticeSession.tsx';
import { withoutHiddenQuestions } from '../report/visible-questions.ts';
import { MistakeMix } from '../review/MistakeMix.tsx';
import { useReviewDeck } from '../review/use-review-deck.ts';
import '../learn.css';
import '../review/review.css';
import { REVIEW_NAMESPACE } from '../review/review-i18n.ts';

type Session =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; questions: Question[] }
  | { status: 'error' };

/**
 * The questions of the due cards, in due order, from their topics' packs (cached after the first
 * download, so a review works offline). A card whose topic the catalogue no longer has is left out.
 */
async function dueQuestions(config: AppConfig, cards: readonly ReviewCard[]): Promise<Question[]> {
  const packs = new Map<string, string>();
  for (const card of cards) {
    const pack = findTopic(config, card.topicId)?.topic.pack;
    if (pack) packs.set(card.topicId, pack);
  }
  const byId = new Map<string, Question>();
  await Promise.all(
    [...new Set(packs.values())].map(async (url) => {
      const pack = await loadQuestionPack(url);
      for (const question of withSets(withoutHiddenQuestions(pack.questions), pack.sets))
        byId.set(question.id, question);
    }),
  );
  return cards.flatMap((card) => byId.get(card.questionId) ?? []);
}

/**
 * `/review`: the review of mistakes. How many questions are due today, the mix of reasons for
 * them, and a practice session over the due ones (explanations after each; each answer reviews
 * its question, right further out, wrong sooner).
 */
export default function ReviewScreen() {
  const { t, i18n } = useTranslation(REVIEW_NAMESPACE);
  const config = useAppConfig();
  const learner = useLearner();
  const { cards } = useReviewDeck();
  const [session, setSession] = useState<Session>({ status: 'idle' });
  const now = new Date();
  const due = dueReviewCards(cards, now);

  // The session keeps its questions: answers reschedule the cards as it goes.
  if (session.status === 'ready')
    return (
      <PracticeSession
        key="review"
        topicId="review"
        title={t('screen.sessionTitle')}
        questions={session.questions}
        reviewOnly
        learner={learner}
        backTo="/"
        againTo="/review"
        doneLabels={{ again: t('screen.again'), back: t('screen.home') }}
        recordsUnderOwnTopic
      />
    );

  const start = () => {
    setSession({ status: 'loading' });
    dueQuestions(config, due).then(
      (questions) => setSession(questions.length > 0 ? { status: 'ready', questions } : { status: 'error' }),
      (error: unknown) => {
        console.warn('Review questions failed to load', error);
        setSession({ status: 'error' });
      },
    );
  };
  const later = cards.filter((card) => !due.includes(card)).map((card) => card.schedule.due);
  const nextDue = later.length > 0 ? Math.min(...later) : null;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });

  return (
    <section className="learn" aria-labelledby="review-title">
      <h1 id="review-title">{t('screen.title')}</h1>
      <p className="learn-lead">{t('screen.intro')}</p>
      {cards.length === 0 ? (
        <p data-testid="review-status">{t('screen.empty')}</p>
      ) : (
        <>
          <p data-testid="review-status">
            {due.length > 0 ? t('screen.due', { count: due.length }) : t('screen.nothingDue')}{' '}
            {due.length === 0 &&
              nextDue !== null &&
              t('screen.nextDue', { date: dateFormat.format(nextDue) })}
          </p>
          <p>{t('screen.inDeck', { count: cards.length })}</p>
        </>
      )}
      {session.status === 'loading' && (
        <p className="learn-status" role="status">
          {t('screen.loading')}
        </p>
      )}
      {session.status === 'error' && (
        <p className="learn-status" role="alert">
          {t('screen.unavailable')}
        </p>
      )}
      <div className="learn-actions">
        {due.length > 0 && (
          <button
            type="button"
            className="learn-button learn-button--primary"
            onClick={start}
            disabled={session.status === 'loading'}
          >
            {session.status === 'error' ? t('screen.tryAgain') : t('screen.start')}
          </button>
        )}
        <Link className="learn-button" to="/">
          {t('screen.home')}
        </Link>
      </div>
      {cards.length > 0 && <MistakeMix />}
    </section>
  );
}
