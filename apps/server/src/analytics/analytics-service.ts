import {
  ADMIN_USAGE_CSV_COLUMNS,
  type AdminUsage,
  type AdminUsageDay,
  type AdminWebVital,
  ANALYTICS_LATE_EVENT_MS,
  ANALYTICS_RAW_RETENTION_DAYS,
  type AnalyticsBatch,
  calendarDate,
  type WebVitalMetric,
} from '@abhyas/domain';
import { ANALYTICS_TIME_ZONE, type AnalyticsEventRow, type AnalyticsStore } from './analytics-store.ts';
import { p75Bucket, vitalBucketTop } from './vital-buckets.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A device's clock a little ahead of ours is believed; further ahead, the time received is used. */
const CLOCK_AHEAD_MS = 5 * 60 * 1000;
/** The rollup rewrites this many days back each run: every day a late (offline) event may land in. */
export const ROLLUP_DAYS_BACK = Math.ceil(ANALYTICS_LATE_EVENT_MS / DAY_MS) + 1;

/** 'YYYY-MM-DD' plus `days` (negative: back). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Who sent a batch: a signed-in learner by the session's uid, else an anonymous visit's random id. */
export type EventSender = { readonly uid: string } | { readonly visitId: string | null };

/** Turns a valid batch into rows: the sender's identity from the server's side, the event's own time if believable. */
export function rowsOf(batch: AnalyticsBatch, sender: EventSender, receivedAt: Date): AnalyticsEventRow[] {
  const uid = 'uid' in sender ? sender.uid : null;
  const visitId = 'uid' in sender ? null : sender.visitId;
  const received = receivedAt.getTime();
  return batch.events.map((event) => {
    const { name, at, route, ...props } = event;
    const believable = at >= received - ANALYTICS_LATE_EVENT_MS && at <= received + CLOCK_AHEAD_MS;
    return {
      receivedAt,
      occurredAt: new Date(believable ? at : received),
      name,
      uid,
      visitId,
      route: route ?? null,
      props,
    };
  });
}

const csvCell = (value: string | number | null) => (value === null ? '' : String(value));

/** The usage report as CSV: one line per day (the report's perDay), the header first. */
export function usageCsv(usage: AdminUsage): string {
  const lines = [ADMIN_USAGE_CSV_COLUMNS.join(',')];
  for (const day of usage.perDay)
    lines.push(ADMIN_USAGE_CSV_COLUMNS.map((column) => csvCell(day[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The analytics use cases: record a batch, roll up and prune (the scheduler), report usage (the admin). */
export function createAnalyticsService({ store }: { store: AnalyticsStore }) {
  return {
    record: (batch: AnalyticsBatch, sender: EventSender, receivedAt: Date) =>
      store.insert(rowsOf(batch, sender, receivedAt)),

    /** Rolls up today and every earlier day a late event may still arrive for (idempotent). */
    async rollUpRecent(now: Date): Promise<void> {
      const today = calendarDate(now, ANALYTICS_TIME_ZONE);
      for (let back = ROLLUP_DAYS_BACK - 1; back >= 0; back -= 1)
        await store.rollUpDay(addDays(today, -back));
    },

    rollUpDay: (day: string) => store.rollUpDay(day),

    /** Deletes raw events received more than 90 days ago; the rollups stay. */
    prune: (now: Date) =>
      store.pruneReceivedBefore(new Date(now.getTime() - ANALYTICS_RAW_RETENTION_DAYS * DAY_MS)),

    /** The usage report of the `days` IST days ending today. Today's rollup is made first, so today is current. */
    async usage(days: number, now: Date): Promise<AdminUsage> {
      const to = calendarDate(now, ANALYTICS_TIME_ZONE);
      const from = addDays(to, -(days - 1));
      await store.rollUpDay(to);
      const range = { from, to };
      const [counts, own, topics, buckets] = await Promise.all([
        store.dailyCounts(range),
        store.ownTablesPerDay(range),
        store.topicTotals(range),
        store.vitalBuckets(range),
      ]);
      const countOf = (day: string, name: string) =>
        counts.find((row) => row.day === day && row.name === name);
      const perDay: AdminUsageDay[] = [];
      for (let index = 0; index < days; index += 1) {
        const day = addDays(from, index);
        const succeeded = countOf(day, 'sync_succeeded')?.events ?? 0;
        const failed = countOf(day, 'sync_failed')?.events ?? 0;
        perDay.push({
          day,
          activeLearners: own.activeLearners.get(day) ?? 0,
          quizzes: countOf(day, 'quiz_submitted')?.events ?? 0,
          mocks: own.mocks.get(day) ?? 0,
          answers: counts.filter((row) => row.day === day).reduce((sum, row) => sum + row.answers, 0),
          signUps: own.signUps.get(day) ?? 0,
          syncFailureRate: succeeded + failed === 0 ? null : failed / (succeeded + failed),
        });
      }
      const accuracyByTopic = topics
        .map((topic) => ({
          topicId: topic.topicId,
          answers: topic.answers,
          accuracy: topic.correct / topic.answers,
        }))
        .sort(
          (a, b) => a.accuracy - b.accuracy || b.answers - a.answers || a.topicId.localeCompare(b.topicId),
        );
      return { days, from, to, perDay, accuracyByTopic, webVitals: webVitalsOf(buckets) };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** p75 per route and metric from the summed histograms (ordered by route, then metric). */
function webVitalsOf(buckets: readonly { route: string; metric: string; bucket: number; samples: number }[]) {
  const groups = new Map<
    string,
    { route: string; metric: string; entries: { bucket: number; samples: number }[] }
  >();
  for (const row of buckets) {
    const key = `${row.route} ${row.metric}`;
    const group = groups.get(key) ?? { route: row.route, metric: row.metric, entries: [] };
    group.entries.push(row);
    groups.set(key, group);
  }
  const vitals: AdminWebVital[] = [];
  for (const group of groups.values()) {
    const bucket = p75Bucket(group.entries);
    if (bucket === undefined) continue;
    vitals.push({
      route: group.route,
      metric: group.metric as WebVitalMetric,
      p75: vitalBucketTop(group.metric, bucket),
      samples: group.entries.reduce((sum, entry) => sum + entry.samples, 0),
    });
  }
  return vitals.sort((a, b) => a.route.localeCompare(b.route) || a.metric.localeCompare(b.metric));
}
