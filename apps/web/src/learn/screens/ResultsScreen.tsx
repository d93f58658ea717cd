import { DEFAULT_RANK } from '@abhyas/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppConfig } from '../../config/app-config-context.tsx';
import { findTopic, localName } from '../catalog/catalog-lookup.ts';
import { useLearner } from '../catalog/use-learner.ts';
import { formatDuration } from '../components/format-duration.ts';
import { NotFoundState } from '../components/NotFoundState.tsx';
import { GuessingAdvice } from '../home/GuessingAdvice.tsx';
import { MockResults } from '../results/MockResults.tsx';
import { MockStandingPanel } from '../results/MockStandingPanel.tsx';
import { isMockResult } from '../results/mock-analysis.ts';
import { examOfCategory } from '../results/mock-catalog.ts';
import { averageTimePerQuestionMs, type ResultSummary, wrongQuestionIds } from '../results/quiz-result.ts';
import { ResultsReview } from '../results/ResultsReview.tsx';
import { useUpdatePending } from '../results/use-update-pending.ts';
import { loadLastResult } from '../storage/quiz-results-store.ts';
import '../learn.css';
import { prefetchLearnScreens } from './prefetch-screens.ts';

function Comparison({ current, previous }: { current: ResultSummary; previous: ResultSummary | null }) {
  const { t } = useTranslation('learn');
  if (!previous) return <p>{t('results.firstAttempt')}</p>;
  const difference = current.marks - previous.marks;
  return (
    <div className="learn-compare">
      <h2>{t('results.previous')}</h2>
      <p>
        {t('results.previousMarks', {
          marks: previous.marks,
          max: previous.maxMarks,
          accuracy: previous.accuracy,
        })}
      </p>
      <p>
        {difference > 0
          ? t('results.better', { count: difference })
          : difference < 0
            ? t('results.worse', { count: -difference })
            : t('results.same')}
      </p>
    </div>
  );
}

/** `/results/:subcategoryId`: the last quiz of the topic (or the last attempt at the mock) on this device, offline and after a reload. */
export default function ResultsScreen() {
  const { t, i18n } = useTranslation('learn');
  const config = useAppConfig();
  useEffect(prefetchLearnScreens, []);
  const learner = useLearner();
  const { subcategoryId = '' } = useParams();
  const location = findTopic(config, subcategoryId);
  const result = useMemo(() => loadLastResult(subcategoryId), [subcategoryId]);
  const pending = useUpdatePending(learner.uid, result?.updateId ?? null);

  if (!location) return <NotFoundState message={t('notFound.topic')} />;
  const topicName = localName(location.topic, i18n.language);
  const backToTopics = `/category/${location.category.id}`;
  if (result && isMockResult(result))
    return (
      <MockResults
        result={result}
        mockName={topicName}
        backTo={backToTopics}
        learner={learner}
        pending={pending}
      />
    );
  const exam = examOfCategory(location.category);
  if (!result && exam)
    return (
      <section className="learn" aria-labelledby="learn-results-title">
        <h1 id="learn-results-title">{t('mockResults.title', { mock: topicName })}</h1>
        <p>{t('mockResults.noResult')}</p>
        <div className="learn-actions">
          <Link className="learn-button learn-button--primary" to={`/quiz/${subcategoryId}`}>
            {t('mockResults.start')}
          </Link>
          <Link className="learn-button" to={backToTopics}>
            {t('mockResults.backToMocks')}
          </Link>
        </div>
        {/* An attempt sent from another device still has its rank here. */}
        <MockStandingPanel
          mockId={subcategoryId}
          maxMarksCenti={location.topic.questionCount * exam.marking.correctCenti}
          signedIn={learner.signedIn}
          pending={false}
          deviceAttempts={0}
          attemptShown={false}
        />
      </section>
    );
  if (!result)
    return (
      <section className="learn" aria-labelledby="learn-results-title">
        <h1 id="learn-results-title">{t('results.title', { topic: topicName })}</h1>
        <p>{t('results.noResult')}</p>
        <div className="learn-actions">
          <Link className="learn-button learn-button--primary" to={`/quiz/${subcategoryId}`}>
            {t('results.startQuiz')}
          </Link>
          <Link className="learn-button" to={backToTopics}>
            {t('common.backToTopics')}
          </Link>
        </div>
      </section>
    );

  const { summary } = result;
  const hasWrong = wrongQuestionIds(result).length > 0;
  return (
    <section className="learn" aria-labelledby="learn-results-title">
      <h1 id="learn-results-title">{t('results.title', { topic: topicName })}</h1>
      {result.submitReason === 'timeout' && (
        <p className="learn-notice" role="status">
          {t('results.timedOut')}
        </p>
      )}
      <div className="learn-score" data-testid="results-summary">
        <p className="learn-score__label">{t('results.marks')}</p>
        <p className="learn-score__marks" data-testid="results-marks">
          {t('results.marksOf', { marks: summary.marks, max: summary.maxMarks })}
        </p>
        <p data-testid="results-breakdown">
          {t('results.breakdown', {
            correct: summary.correct,
            wrong: summary.wrong,
            skipped: summary.skipped,
          })}
        </p>
        <dl className="learn-figures">
          <div>
            <dt>{t('results.accuracy')}</dt>
            <dd>{summary.accuracy}%</dd>
          </div>
          <div>
            <dt>{t('results.timeTaken')}</dt>
            <dd>{formatDuration(t, summary.timeTakenMs)}</dd>
          </div>
          <div>
            <dt>{t('results.timePerQuestion')}</dt>
            <dd>{formatDuration(t, averageTimePerQuestionMs(summary))}</dd>
          </div>
        </dl>
      </div>

      <p className="learn-sync" role="status">
        {!learner.signedIn
          ? t('results.anonymous')
          : pending
            ? t('results.pending')
            : learner.totalScore !== undefined && learner.currentRank !== undefined
              ? learner.currentRank === DEFAULT_RANK
                ? t('results.syncedUnranked', { score: learner.totalScore })
                : t('results.synced', { score: learner.totalScore, rank: learner.currentRank })
              : null}
      </p>

      <Comparison current={summary} previous={result.previous} />

      {/* In the screen's own chunk, not one of its own: results open offline after an offline quiz. */}
      <GuessingAdvice subjectId={location.parent?.id} headingLevel={2} />

      <div className="learn-actions">
        {hasWrong && (
          <Link className="learn-button learn-button--primary" to={`/practice/${subcategoryId}?review=wrong`}>
            {t('results.practiseWrong')}
          </Link>
        )}
        <Link className="learn-button" to={`/quiz/${subcategoryId}`}>
          {t('results.newQuiz')}
        </Link>
        <Link className="learn-button" to={backToTopics}>
          {t('common.backToTopics')}
        </Link>
      </div>

      <ResultsReview result={result} />
    </section>
  );
}
