import type { AdminUsage, AdminUsageDay, WebVitalMetric } from '@abhyas/domain';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../admin-i18n.ts';
import { adminApi, reasonOf } from '../operator-api.ts';
import { type ChartSeries, UsageChart } from './UsageChart.tsx';
import { vitalRows } from './vital-rows.ts';

const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];
const METRICS: readonly WebVitalMetric[] = ['LCP', 'INP', 'CLS', 'TTFB'];

type Load = { kind: 'loading' } | { kind: 'failed'; reason: string } | { kind: 'loaded'; usage: AdminUsage };

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** The mean of the days that reported syncs (the schema gives each day's ratio, not its counts). */
function overallFailureRate(days: readonly AdminUsageDay[]): number | null {
  const reported = days.filter((day) => day.syncFailureRate !== null);
  if (reported.length === 0) return null;
  return reported.reduce((sum, day) => sum + (day.syncFailureRate ?? 0), 0) / reported.length;
}

function ChartFigure({
  title,
  days,
  series,
  format,
}: {
  title: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  /** For figures other than counts (a percentage); counts are shown as they are. */
  format?: (value: number) => string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const captionId = useId();
  return (
    <figure className="usage-figure" aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      {/* The canvas says nothing to a screen reader: the same figures are in the table below. */}
      <div aria-hidden="true">
        <UsageChart days={days} series={series} counts={format === undefined} />
      </div>
      <details className="usage-figure__data">
        <summary>{t('usage.chartData')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('usage.day')}</th>
              {series.map((line) => (
                <th key={line.label} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                {series.map((line) => {
                  const value = line.values[index];
                  return (
                    <td key={line.label}>{value == null ? t('usage.noSyncs') : (format ?? String)(value)}</td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function Charts({ usage }: { usage: AdminUsage }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const days = useMemo(() => usage.perDay.map((day) => day.day), [usage]);
  const column = useCallback(
    (pick: (day: AdminUsageDay) => number | null) => usage.perDay.map(pick),
    [usage],
  );
  const charts = useMemo(
    () => ({
      learners: [
        {
          label: t('usage.series.activeLearners'),
          values: column((d) => d.activeLearners),
          colourVariable: '--colour-primary',
        },
        {
          label: t('usage.series.signUps'),
          values: column((d) => d.signUps),
          colourVariable: '--colour-focus',
        },
      ],
      activity: [
        {
          label: t('usage.series.quizzes'),
          values: column((d) => d.quizzes),
          colourVariable: '--colour-primary',
        },
        { label: t('usage.series.mocks'), values: column((d) => d.mocks), colourVariable: '--colour-focus' },
      ],
      answers: [
        {
          label: t('usage.series.answers'),
          values: column((d) => d.answers),
          colourVariable: '--colour-primary',
        },
      ],
      syncFailures: [
        {
          label: t('usage.series.syncFailureRate'),
          values: column((d) =>
            d.syncFailureRate === null ? null : Math.round(d.syncFailureRate * 1000) / 10,
          ),
          colourVariable: '--colour-danger',
        },
      ],
    }),
    [column, t],
  );
  return (
    <div className="usage-charts">
      <ChartFigure title={t('usage.chart.learners')} days={days} series={charts.learners} />
      <ChartFigure title={t('usage.chart.activity')} days={days} series={charts.activity} />
      <ChartFigure title={t('usage.chart.answers')} days={days} series={charts.answers} />
      <ChartFigure
        title={t('usage.chart.syncFailures')}
        days={days}
        series={charts.syncFailures}
        format={(value) => `${value}%`}
      />
    </div>
  );
}

function Totals({ usage }: { usage: AdminUsage }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const sum = (pick: (day: AdminUsageDay) => number) =>
    usage.perDay.reduce((total, day) => total + pick(day), 0);
  const failureRate = overallFailureRate(usage.perDay);
  const totals: [string, string][] = [
    [t('usage.total.activeLearners'), String(sum((d) => d.activeLearners))],
    [t('usage.total.quizzes'), String(sum((d) => d.quizzes))],
    [t('usage.total.mocks'), String(sum((d) => d.mocks))],
    [t('usage.total.answers'), String(sum((d) => d.answers))],
    [t('usage.total.signUps'), String(sum((d) => d.signUps))],
    [t('usage.total.syncFailureRate'), failureRate === null ? t('usage.noSyncs') : percent(failureRate)],
  ];
  return (
    <section aria-labelledby="usage-totals">
      <h3 id="usage-totals" className="visually-hidden">
        {t('usage.totals')}
      </h3>
      <dl className="usage-totals">
        {totals.map(([label, value]) => (
          <div key={label} className="usage-totals__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function TopicAccuracy({ usage }: { usage: AdminUsage }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <section aria-labelledby="usage-accuracy" className="usage-table">
      <h3 id="usage-accuracy">{t('usage.accuracy.heading')}</h3>
      {usage.accuracyByTopic.length === 0 ? (
        <p>{t('usage.accuracy.none')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('usage.accuracy.topic')}</th>
              <th scope="col">{t('usage.accuracy.answers')}</th>
              <th scope="col">{t('usage.accuracy.accuracy')}</th>
            </tr>
          </thead>
          <tbody>
            {usage.accuracyByTopic.map((topic) => (
              <tr key={topic.topicId}>
                <th scope="row">{topic.topicId}</th>
                <td>{topic.answers}</td>
                <td>{percent(topic.accuracy)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function WebVitals({ usage }: { usage: AdminUsage }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const rows = vitalRows(usage.webVitals);
  return (
    <section aria-labelledby="usage-vitals" className="usage-table">
      <h3 id="usage-vitals">{t('usage.vitals.heading')}</h3>
      {rows.length === 0 ? (
        <p>{t('usage.vitals.none')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('usage.vitals.route')}</th>
              {METRICS.map((metric) => (
                <th key={metric} scope="col">
                  {metric}
                </th>
              ))}
              <th scope="col">{t('usage.vitals.samples')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.route}>
                <th scope="row">{row.route}</th>
                {METRICS.map((metric) => (
                  <td key={metric}>{row.p75[metric] ?? '–'}</td>
                ))}
                <td>{row.samples}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Usage over 7, 30 or 90 IST days: totals, charts per day, hardest topics, web vitals, CSV. */
export default function UsagePanel() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [days, setDays] = useState<Period>(30);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how Try again asks once more.
  useEffect(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    adminApi.usage(days).then(
      (usage) => live && setLoad({ kind: 'loaded', usage }),
      (error: unknown) => live && setLoad({ kind: 'failed', reason: reasonOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [days, attempt]);

  return (
    <div className="usage">
      <div className="usage__bar">
        <h2>{t('usage.heading')}</h2>
        <fieldset className="usage__period">
          <legend>{t('usage.period')}</legend>
          {PERIODS.map((period) => (
            <label key={period} className="usage__period-option">
              <input
                type="radio"
                name="usage-period"
                value={period}
                checked={days === period}
                onChange={() => setDays(period)}
              />
              {t('usage.days', { count: period })}
            </label>
          ))}
        </fieldset>
        <a className="button" href={adminApi.usageCsvUrl(days)} download>
          {t('usage.downloadCsv')}
        </a>
      </div>
      {load.kind === 'loading' ? <p role="status">{t('usage.loading')}</p> : null}
      {load.kind === 'failed' ? (
        <div role="alert" className="admin-alert">
          <p>{t('loadFailed', { reason: load.reason })}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      {load.kind === 'loaded' ? (
        <>
          <p className="usage__range">{t('usage.range', { from: load.usage.from, to: load.usage.to })}</p>
          <Totals usage={load.usage} />
          <Charts usage={load.usage} />
          <p className="admin-note">{t('usage.analyticsNote')}</p>
          <TopicAccuracy usage={load.usage} />
          <WebVitals usage={load.usage} />
        </>
      ) : null}
    </div>
  );
}
