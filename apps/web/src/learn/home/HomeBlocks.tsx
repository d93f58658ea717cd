import { DEFAULT_RANK, dailyQuizTopicId } from '@abhyas/domain';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context.tsx';
import { useAppConfig } from '../../config/app-config-context.tsx';
import { lazyScreen } from '../../shell/chunk-retry.ts';
import { findTopic, localName } from '../catalog/catalog-lookup.ts';
import { useLearner } from '../catalog/use-learner.ts';
import { loadDailyResult, todaysDailyDate } from '../daily/daily-quiz-store.ts';
import { loadLearnerStats } from '../storage/topic-stats-store.ts';
import {
  streakToShow,
  todaysNumbers,
  type UnfinishedQuiz,
  unfinishedQuizzes,
  WEAK_TOPIC_MIN_ANSWERS,
  weakestTopics,
} from './home-figures.ts';
import { useStreak } from './use-streak.ts';
import './home.css';
import { STUDY_NAMESPACE } from './study-i18n.ts';

/** Reviews due today: the deck and its words load in a chunk of their own. */
const ReviewEntry = lazyScreen(async () => {
  const { ReviewEntry: Entry } = await import('../review/ReviewEntry.tsx');
  return { default: Entry };
});

/**
 * What to do next for a signed-in learner, above the subjects: today's numbers, the streak, the
 * reviews due, the daily quiz, quizzes left unfinished and the weakest topics; a new learner gets
 * a short start.
 */
export default function HomeBlocks() {
  const { t } = useTranslation(STUDY_NAMESPACE);
  const { profile } = useAuth();
  const learner = useLearner();
  const now = useMemo(() => new Date(), []);
  const date = todaysDailyDate(now);
  const daily = loadDailyResult(learner.learnerId, date);
  const unfinished = useMemo(() => unfinishedQuizzes(learner.learnerId), [learner.learnerId]);
  const today = todaysNumbers(profile, now);
  const streak = useStreak(learner.uid, profile?.questionsAttempted);

  const isNew = (profile?.questionsAttempted ?? 0) === 0 && unfinished.length === 0 && !daily;
  return (
    <div className="home-blocks" data-testid="home-blocks">
      {isNew && (
        <section className="learn-notice home-blocks__welcome" aria-labelledby="home-new-title">
          <h2 id="home-new-title">{t('homeBlocks.newLearnerTitle')}</h2>
          <p>{t('homeBlocks.newLearner')}</p>
        </section>
      )}
      <div className="home-blocks__figures">
        <section className="home-block" aria-labelledby="home-today-title" data-testid="home-today">
          <h2 id="home-today-title">{t('homeBlocks.today')}</h2>
          <p>
            {today.answers > 0
              ? t('homeBlocks.todayAnswers', { count: today.answers, accuracy: today.accuracy })
              : t('homeBlocks.todayNone')}
          </p>
          <p className="home-block__meta">
            {profile && profile.currentRank !== DEFAULT_RANK && profile.totalScore > 0
              ? t('homeBlocks.rank', { rank: profile.currentRank })
              : t('homeBlocks.notRanked')}
          </p>
        </section>
        <StreakBlock days={streakToShow(streak, today.answers > 0, now)} best={streak?.best ?? 0} />
      </div>
      <Suspense fallback={null}>
        <ReviewEntry />
      </Suspense>
      <DailyBlock date={date} result={daily} />
      <ContinueBlock unfinished={unfinished} />
      {!isNew && <WeakTopicsBlock learnerId={learner.learnerId} />}
    </div>
  );
}

function StreakBlock({ days, best }: { days: number; best: number }) {
  const { t } = useTranslation(STUDY_NAMESPACE);
  return (
    <section className="home-block" aria-labelledby="home-streak-title" data-testid="home-streak">
      <h2 id="home-streak-title">{t('homeBlocks.streak')}</h2>
      {days > 0 ? (
        <p className="home-block__figure">{t('homeBlocks.streakDays', { count: days })}</p>
      ) : (
        <p>{t('homeBlocks.streakNone')}</p>
      )}
      {best > 0 && (
        <p className="home-block__meta">{t('homeBlocks.streakBest', { count: Math.max(best, days) })}</p>
      )}
      <p className="home-block__meta">{t('homeBlocks.streakFreeze')}</p>
    </section>
  );
}

function DailyBlock({ date, result }: { date: string; result: ReturnType<typeof loadDailyResult> }) {
  const { t } = useTranslation(STUDY_NAMESPACE);
  return (
    <section className="home-block" aria-labelledby="home-daily-title" data-testid="home-daily">
      <h2 id="home-daily-title">{t('homeBlocks.dailyTitle')}</h2>
      <p>
        {result
          ? t('homeBlocks.dailyDone', { correct: result.correct, total: result.total })
          : t('homeBlocks.dailyTodo')}
      </p>
      <Link className={`learn-button${result ? '' : ' learn-button--primary'}`} to="/daily" data-date={date}>
        {result ? t('homeBlocks.dailyBoard') : t('homeBlocks.dailyStart')}
      </Link>
    </section>
  );
}

function ContinueBlock({ unfinished }: { unfinished: readonly UnfinishedQuiz[] }) {
  const { t, i18n } = useTranslation(STUDY_NAMESPACE);
  const config = useAppConfig();
  const today = dailyQuizTopicId(todaysDailyDate());
  const shown = unfinished.flatMap((quiz) => {
    if (quiz.topicId === today) return [{ ...quiz, name: t('daily.title'), to: '/daily' }];
    const location = findTopic(config, quiz.topicId);
    return location
      ? [{ ...quiz, name: localName(location.topic, i18n.language), to: `/quiz/${quiz.topicId}` }]
      : [];
  });
  if (shown.length === 0) return null;
  return (
    <section className="home-block" aria-labelledby="home-continue-title" data-testid="home-continue">
      <h2 id="home-continue-title">{t('homeBlocks.continueTitle')}</h2>
      <ul className="home-block__list">
        {shown.slice(0, 3).map((quiz) => (
          <li key={quiz.topicId}>
            <Link className="learn-button learn-button--wide" to={quiz.to}>
              {t('homeBlocks.continueQuiz', { topic: quiz.name })}
            </Link>
            <span className="home-block__meta">
              {t('homeBlocks.continueProgress', { answered: quiz.answered, total: quiz.total })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WeakTopicsBlock({ learnerId }: { learnerId: string }) {
  const { t, i18n } = useTranslation(STUDY_NAMESPACE);
  const config = useAppConfig();
  const weak = useMemo(() => weakestTopics(loadLearnerStats(learnerId), config), [learnerId, config]);
  return (
    <section className="home-block" aria-labelledby="home-weak-title" data-testid="home-weak">
      <h2 id="home-weak-title">{t('homeBlocks.weakTitle')}</h2>
      {weak.length === 0 ? (
        <p>{t('homeBlocks.weakNone', { count: WEAK_TOPIC_MIN_ANSWERS })}</p>
      ) : (
        <ul className="home-block__list">
          {weak.map(({ location, accuracy, answers }) => {
            const name = localName(location.topic, i18n.language);
            return (
              <li key={location.topic.id}>
                <span className="home-block__name">{name}</span>
                <span className="home-block__meta">
                  {t('homeBlocks.weakTopic', { accuracy, count: answers })}
                </span>
                <Link className="learn-button" to={`/practice/${location.topic.id}`}>
                  {t('homeBlocks.practise', { topic: name })}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
