import { formatMarks } from '@abhyas/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../config/app-config-context.tsx';
import { findTopic, localName } from '../catalog/catalog-lookup.ts';
import type { LearnerView } from '../catalog/use-learner.ts';
import { formatDuration } from '../components/format-duration.ts';
import { localizedQuestion } from '../components/localized-question.ts';
import { useQuestionLanguage } from '../components/question-language.ts';
import { MistakeMix } from '../review/MistakeMix.tsx';
import { loadDeviceMockAttempts } from '../storage/quiz-results-store.ts';
import { MockStandingPanel } from './MockStandingPanel.tsx';
import {
  filterReview,
  type MockQuestionRow,
  type MockQuizResult,
  mistakeQuestionIds,
  mockQuestionRows,
  mockTotals,
  REVIEW_SHOWS,
  type ReviewFilter,
  sectionTimes,
  slowestQuestions,
  type TopicFigures,
  topicFigures,
  topicStrengths,
} from './mock-analysis.ts';
import { averageTimePerQuestionMs } from './quiz-result.ts';
import { ReviewList } from './ResultsReview.tsx';

/** A mock's results: marks per section and overall, the rank, where the time went, topics, and the review. */
export function MockResults({
  result,
  mockName,
  backTo,
  learner,
  pending,
}: {
  result: MockQuizResult;
  mockName: string;
  backTo: string;
  learner: LearnerView;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation('learn');
  const { info, marks } = result.mock;
  const rows = useMemo(() => mockQuestionRows(result), [result]);
  const sectionName = useMemo(() => {
    const names = new Map(info.sections.map((section) => [section.id, localName(section, i18n.language)]));
    return (id: string) => names.get(id) ?? id;
  }, [info, i18n.language]);
  const totals = mockTotals(result);
  const max = formatMarks(marks.maxMarksCenti);
  const hasMistakes = mistakeQuestionIds(result).length > 0;
  const deviceAttempts = useMemo(
    () => loadDeviceMockAttempts(result.learnerId)[result.subcategoryId]?.attempts ?? 1,
    [result],
  );

  return (
    <section className="learn learn-mock-results" aria-labelledby="learn-results-title">
      <h1 id="learn-results-title">{t('mockResults.title', { mock: mockName })}</h1>
      {result.submitReason === 'timeout' && (
        <p className="learn-notice" role="status">
          {t('mockResults.timedOut')}
        </p>
      )}
      <div className="learn-score" data-testid="results-summary">
        <p className="learn-score__label">{t('mockResults.marks')}</p>
        <p className="learn-score__marks" data-testid="mock-marks">
          {t('mockResults.marksOf', { marks: formatMarks(marks.marksCenti), max })}
        </p>
        <p data-testid="results-breakdown">
          {t('mockResults.breakdown', { correct: marks.correct, wrong: marks.wrong, skipped: marks.skipped })}
        </p>
        <p className="learn-hint">
          {t('mockResults.marking', {
            correct: `+${formatMarks(info.marking.correctCenti)}`,
            wrong: formatMarks(info.marking.wrongCenti),
          })}
        </p>
        <dl className="learn-figures">
          <div>
            <dt>{t('mockResults.accuracy')}</dt>
            <dd>{totals.accuracy}%</dd>
          </div>
          <div>
            <dt>{t('mockResults.attempted')}</dt>
            <dd>
              {t('mockResults.attemptedOf', { attempted: totals.attempted, total: totals.questionCount })}
            </dd>
          </div>
          <div>
            <dt>{t('mockResults.timeTaken')}</dt>
            <dd>{formatDuration(t, result.summary.timeTakenMs)}</dd>
          </div>
          <div>
            <dt>{t('mockResults.timePerQuestion')}</dt>
            <dd>{formatDuration(t, averageTimePerQuestionMs(result.summary))}</dd>
          </div>
        </dl>
      </div>

      <MockStandingPanel
        mockId={result.subcategoryId}
        maxMarksCenti={marks.maxMarksCenti}
        signedIn={learner.signedIn}
        pending={pending}
        deviceAttempts={deviceAttempts}
      />

      <div className="learn-actions">
        {hasMistakes && (
          <Link
            className="learn-button learn-button--primary"
            to={`/practice/${result.subcategoryId}?mistakes=1`}
          >
            {t('mockResults.practiseMistakes')}
          </Link>
        )}
        <Link className="learn-button" to={`/quiz/${result.subcategoryId}`}>
          {t('mockResults.takeAgain')}
        </Link>
        <Link className="learn-button" to={backTo}>
          {t('mockResults.backToMocks')}
        </Link>
      </div>

      <SectionMarks result={result} sectionName={sectionName} />
      <SlowestQuestions rows={rows} sectionName={sectionName} />
      <TopicStrengths rows={rows} />
      <MockReview result={result} rows={rows} sectionName={sectionName} />
    </section>
  );
}

function SectionMarks({
  result,
  sectionName,
}: {
  result: MockQuizResult;
  sectionName: (id: string) => string;
}) {
  const { t } = useTranslation('learn');
  const times = new Map(sectionTimes(result).map((time) => [time.id, time]));
  const { correctCenti } = result.mock.info.marking;
  return (
    <section aria-labelledby="learn-mock-sections-title">
      <h2 id="learn-mock-sections-title">{t('mockResults.sections')}</h2>
      <ul className="learn-mock-results__sections" data-testid="mock-sections">
        {result.mock.marks.sections.map((section) => {
          const time = times.get(section.id);
          return (
            <li key={section.id} className="learn-mock-results__section">
              <h3 className="learn-mock-results__section-name">{sectionName(section.id)}</h3>
              <p className="learn-mock-results__section-marks">
                {t('mockResults.marksOf', {
                  marks: formatMarks(section.marksCenti),
                  max: formatMarks(section.questionCount * correctCenti),
                })}
              </p>
              <p>
                {t('mockResults.breakdown', {
                  correct: section.correct,
                  wrong: section.wrong,
                  skipped: section.skipped,
                })}
              </p>
              {time && (
                <p className="learn-hint">
                  {t('mockResults.sectionTime', {
                    time: formatDuration(t, time.timeMs),
                    perQuestion: formatDuration(t, time.perQuestionMs),
                  })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function SlowestQuestions({
  rows,
  sectionName,
}: {
  rows: readonly MockQuestionRow[];
  sectionName: (id: string) => string;
}) {
  const { t, i18n } = useTranslation('learn');
  const questionLanguage = useQuestionLanguage(i18n.language);
  const slowest = slowestQuestions(rows);
  return (
    <section aria-labelledby="learn-mock-slowest-title">
      <h2 id="learn-mock-slowest-title">{t('mockResults.slowest')}</h2>
      {slowest.length === 0 ? (
        <p>{t('mockResults.slowestNone')}</p>
      ) : (
        <ol className="learn-mock-results__slowest" data-testid="mock-slowest">
          {slowest.map((row) => {
            const text = localizedQuestion(row.question, questionLanguage);
            return (
              <li key={row.question.id} className="learn-mock-results__slowest-item">
                <p className="learn-mock-results__slowest-head">
                  <strong>{t('mockResults.questionNumber', { number: row.index + 1 })}</strong>
                  <span>{formatDuration(t, row.timeMs)}</span>
                  <span className={`learn-badge learn-badge--${row.outcome}`}>
                    {t(`results.outcome.${row.outcome}`)}
                  </span>
                </p>
                <p className="learn-hint">{sectionName(row.sectionId)}</p>
                <p className="learn-mock-results__slowest-stem" lang={text.language}>
                  {text.stem}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function TopicStrengths({ rows }: { rows: readonly MockQuestionRow[] }) {
  const { t, i18n } = useTranslation('learn');
  const config = useAppConfig();
  const topics = topicFigures(rows);
  const { strongest, weakest } = topicStrengths(topics);
  const nameOf = (topicId: string) => {
    const found = findTopic(config, topicId);
    return found ? localName(found.topic, i18n.language) : topicId;
  };
  const accuracyOf = (topic: TopicFigures) =>
    topic.accuracy === null
      ? t('mockResults.topicNotAttempted')
      : t('mockResults.topicAccuracy', {
          percent: topic.accuracy,
          correct: topic.correct,
          attempted: topic.correct + topic.wrong,
        });
  const list = (title: string, items: TopicFigures[], kind: 'strong' | 'weak') =>
    items.length > 0 && (
      <div
        className={`learn-mock-results__topics learn-mock-results__topics--${kind}`}
        data-testid={`mock-topics-${kind}`}
      >
        <h3>{title}</h3>
        <ul>
          {items.map((topic) => (
            <li key={topic.topicId}>
              <span>{nameOf(topic.topicId)}</span>{' '}
              <span className="learn-mock-results__topic-figure">{accuracyOf(topic)}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <section aria-labelledby="learn-mock-topics-title">
      <h2 id="learn-mock-topics-title">{t('mockResults.topics')}</h2>
      {strongest.length === 0 && weakest.length === 0 && <p>{t('mockResults.noStrengths')}</p>}
      {list(t('mockResults.strongest'), strongest, 'strong')}
      {list(t('mockResults.weakest'), weakest, 'weak')}
      <details className="learn-mock-results__topics-all">
        <summary>{t('mockResults.allTopics', { count: topics.length })}</summary>
        <table className="learn-mock-results__topics-table">
          <thead>
            <tr>
              <th scope="col">{t('mockResults.topicColumn')}</th>
              <th scope="col">{t('mockResults.accuracyColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {topics.map((topic) => (
              <tr key={topic.topicId}>
                <th scope="row">{nameOf(topic.topicId)}</th>
                <td>{accuracyOf(topic)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

function MockReview({
  result,
  rows,
  sectionName,
}: {
  result: MockQuizResult;
  rows: readonly MockQuestionRow[];
  sectionName: (id: string) => string;
}) {
  const { t } = useTranslation('learn');
  const [filter, setFilter] = useState<ReviewFilter>({ sectionId: null, show: 'all' });
  const sectionSelectId = useId();
  const shown = filterReview(rows, filter);
  const inSection = filterReview(rows, { ...filter, show: 'all' });
  const byIndex = new Map(rows.map((row) => [row.index, row]));
  return (
    <section className="learn-review" aria-labelledby="learn-review-title">
      <h2 id="learn-review-title">{t('mockResults.review')}</h2>
      <div className="learn-mock-results__filters">
        <div className="learn-mock-results__filter-section">
          <label htmlFor={sectionSelectId}>{t('mockResults.filterSection')}</label>
          <select
            id={sectionSelectId}
            value={filter.sectionId ?? ''}
            onChange={(event) => setFilter({ ...filter, sectionId: event.target.value || null })}
          >
            <option value="">{t('mockResults.allSections')}</option>
            {result.mock.info.sections.map((section) => (
              <option key={section.id} value={section.id}>
                {sectionName(section.id)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="learn-mock-results__filter-show">
          <legend>{t('mockResults.filterShow')}</legend>
          {REVIEW_SHOWS.map((show) => (
            <label key={show} className="learn-mock-results__chip">
              <input
                type="radio"
                name="learn-mock-review-show"
                value={show}
                checked={filter.show === show}
                onChange={() => setFilter({ ...filter, show })}
              />
              {t(`mockResults.show.${show}`)} ({filterReview(inSection, { sectionId: null, show }).length})
            </label>
          ))}
        </fieldset>
      </div>
      <MistakeMix headingLevel={3} questionIds={mistakeQuestionIds(result)} />
      <p role="status" className="learn-hint" data-testid="mock-review-count">
        {shown.length === 0
          ? t('mockResults.noneShown')
          : t('mockResults.shownCount', { shown: shown.length, total: rows.length })}
      </p>
      <ReviewList
        result={result}
        indices={shown.map((row) => row.index)}
        detailsOf={(index) => {
          const row = byIndex.get(index);
          if (!row) return null;
          return (
            <p className="learn-hint learn-mock-results__review-details">
              {sectionName(row.sectionId)} ·{' '}
              {t('mockResults.questionTime', { time: formatDuration(t, row.timeMs) })}
              {row.marked && (
                <>
                  {' '}
                  <span className="learn-badge learn-mock-results__marked-badge">
                    {t('mockResults.markedBadge')}
                  </span>
                </>
              )}
            </p>
          );
        }}
      />
    </section>
  );
}
