import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { VITAL_BUCKET_RATIO, vitalScaleSql } from './vital-buckets.ts';

/** The zone of the rollups' days: the app's calendar (the daily rollover's, the boards' default). */
export const ANALYTICS_TIME_ZONE = 'Asia/Kolkata';

/** One raw event as stored (migration 0021). */
export interface AnalyticsEventRow {
  /** When the server took it: what pruning goes by. */
  readonly receivedAt: Date;
  readonly occurredAt: Date;
  readonly name: string;
  readonly uid: string | null;
  readonly visitId: string | null;
  readonly route: string | null;
  readonly props: Readonly<Record<string, unknown>>;
}

/** A range of IST days, both ends included, as 'YYYY-MM-DD'. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/** The first instant of an IST day, and of the day after it. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${ANALYTICS_TIME_ZONE})`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${ANALYTICS_TIME_ZONE})`;
const istDay = (column: string) =>
  sql.raw(`to_char(${column} at time zone '${ANALYTICS_TIME_ZONE}', 'YYYY-MM-DD')`);

/** SQL of analytics_events and its daily rollups. */
export function createAnalyticsStore(db: Db) {
  return {
    async insert(events: readonly AnalyticsEventRow[]): Promise<void> {
      if (events.length === 0) return;
      const rows = events.map(
        (event) =>
          sql`(${event.receivedAt}, ${event.occurredAt}, ${event.name}, ${event.uid}, ${event.visitId}, ${event.route}, ${JSON.stringify(event.props)}::jsonb)`,
      );
      await sql`
        insert into analytics_events (received_at, occurred_at, name, uid, visit_id, route, props)
        values ${sql.join(rows)}
      `.execute(db);
    },

    /**
     * Writes the rollups of one IST day again from the raw events that happened on it, in one
     * transaction: the day's old rows go and its new ones come, so a rerun gives the same rows.
     */
    async rollUpDay(day: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // One writer per day at a time (the hourly job, an admin's report): two would both delete,
        // then both insert the same keys.
        await sql`select pg_advisory_xact_lock(hashtext(${`analytics-rollup:${day}`}))`.execute(trx);
        const inDay = sql`occurred_at >= ${dayStart(day)} and occurred_at < ${dayEnd(day)}`;
        for (const table of ['analytics_daily_counts', 'analytics_daily_topics', 'analytics_daily_vitals'])
          await sql`delete from ${sql.table(table)} where day = ${day}::date`.execute(trx);
        await sql`
          insert into analytics_daily_counts (day, name, events, answers)
          select ${day}::date, name, count(*)::int,
            coalesce(sum(case name
              when 'quiz_submitted' then (props ->> 'questions')::int
              when 'mock_submitted' then (props ->> 'answered')::int
              when 'practice_answered' then 1
              else 0 end), 0)::int
          from analytics_events where ${inDay}
          group by name
        `.execute(trx);
        await sql`
          insert into analytics_daily_topics (day, topic_id, answers, correct)
          select ${day}::date, topic_id, sum(answers)::int, sum(correct)::int
          from (
            select props ->> 'topicId' as topic_id,
              case when name = 'quiz_submitted' then (props ->> 'questions')::int else 1 end as answers,
              case when name = 'quiz_submitted' then (props ->> 'correct')::int
                when (props ->> 'correct')::boolean then 1 else 0 end as correct
            from analytics_events
            where ${inDay} and name in ('quiz_submitted', 'practice_answered')
          ) as answered
          group by topic_id
          having sum(answers) > 0
        `.execute(trx);
        await sql`
          insert into analytics_daily_vitals (day, route, metric, bucket, samples)
          select ${day}::date, route, metric,
            floor(ln(1 + value * ${vitalScaleSql('metric')}) / ln(${VITAL_BUCKET_RATIO}))::int as bucket,
            count(*)::int
          from (
            select route, props ->> 'metric' as metric, (props ->> 'value')::float8 as value
            from analytics_events where ${inDay} and name = 'web_vital'
          ) as vitals
          group by route, metric, bucket
        `.execute(trx);
      });
    },

    /** A learner's raw events, for "Download my data" (the rollups hold no uid). */
    async exportOf(uid: string) {
      const { rows } = await sql<{ name: string; route: string | null; occurredAt: Date; props: unknown }>`
        select name, route, occurred_at as "occurredAt", props from analytics_events
        where uid = ${uid} order by occurred_at, id
      `.execute(db);
      return rows.map((row) => ({ ...row, occurredAt: new Date(row.occurredAt).toISOString() }));
    },

    /** Deletes raw events received before `before`; returns how many went. */
    async pruneReceivedBefore(before: Date): Promise<number> {
      const result = await sql`delete from analytics_events where received_at < ${before}`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },

    /** Per day: events and answers of each name from the rollups. */
    async dailyCounts(range: DayRange) {
      const { rows } = await sql<{ day: string; name: string; events: number; answers: number }>`
        select to_char(day, 'YYYY-MM-DD') as day, name, events, answers
        from analytics_daily_counts where day between ${range.from}::date and ${range.to}::date
      `.execute(db);
      return rows;
    },

    /** Answers and correct answers per topic over the range, from the rollups. */
    async topicTotals(range: DayRange) {
      const { rows } = await sql<{ topicId: string; answers: number; correct: number }>`
        select topic_id as "topicId", sum(answers)::int as answers, sum(correct)::int as correct
        from analytics_daily_topics where day between ${range.from}::date and ${range.to}::date
        group by topic_id
      `.execute(db);
      return rows;
    },

    /** The web vitals' histograms over the range, per route, metric and bucket. */
    async vitalBuckets(range: DayRange) {
      const { rows } = await sql<{ route: string; metric: string; bucket: number; samples: number }>`
        select route, metric, bucket, sum(samples)::int as samples
        from analytics_daily_vitals where day between ${range.from}::date and ${range.to}::date
        group by route, metric, bucket
        order by route, metric, bucket
      `.execute(db);
      return rows;
    },

    /**
     * What the server's own tables know per IST day: learners whose progress arrived, accounts
     * created, mocks marked.
     */
    async ownTablesPerDay(range: DayRange) {
      const since = dayStart(range.from);
      const until = dayEnd(range.to);
      const perDay = async (query: ReturnType<typeof sql<{ day: string; n: number }>>) =>
        new Map((await query.execute(db)).rows.map((row) => [row.day, Number(row.n)]));
      const [activeLearners, signUps, mocks] = await Promise.all([
        perDay(sql<{ day: string; n: number }>`
          select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as n from learner_days
          where day between ${range.from}::date and ${range.to}::date group by 1`),
        perDay(sql<{ day: string; n: number }>`
          select ${istDay('created_at')} as day, count(*)::int as n from users
          where created_at >= ${since} and created_at < ${until} group by 1`),
        perDay(sql<{ day: string; n: number }>`
          select ${istDay('submitted_at')} as day, count(*)::int as n from mock_attempts
          where submitted_at >= ${since} and submitted_at < ${until} group by 1`),
      ]);
      return { activeLearners, signUps, mocks };
    },
  };
}
export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>;
