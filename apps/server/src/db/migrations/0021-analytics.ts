import { type Kysely, sql } from 'kysely';

/**
 * First-party analytics (issue 23, feature flag `analytics`).
 *
 * analytics_events: the raw events as POST /api/events received them, deleted by the scheduler
 * 90 days after they arrived (received_at). occurred_at is the device's time of the event, believed
 * up to 7 days back (an offline phone sends late), otherwise the time received: the day an event
 * counts for. uid is a signed-in learner's (from the session, never the body) and goes with the
 * account; visit_id an anonymous visitor's random id of one visit; never both.
 *
 * The daily rollups, one row per IST day and key, written again whole for a day by the rollup (so
 * running it twice for a day gives the same rows) and kept after the raw rows are gone:
 * - analytics_daily_counts: events per name, and the answers they carry (questions of a quiz,
 *   answered questions of a mock, one per practice answer);
 * - analytics_daily_topics: answers and correct answers per topic (quizzes and practice);
 * - analytics_daily_vitals: web-vital reports per route template, metric and value bucket (5 %
 *   wide, geometric), so the p75 of any range of days is read from the sum of its histograms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table analytics_events (
      id bigint generated always as identity primary key,
      received_at timestamptz not null default now(),
      occurred_at timestamptz not null,
      name text not null,
      uid text references users (uid) on delete cascade,
      visit_id text,
      route text,
      props jsonb not null default '{}',
      check (uid is null or visit_id is null)
    )
  `.execute(db);
  await sql`create index analytics_events_received_at_idx on analytics_events (received_at)`.execute(db);
  await sql`create index analytics_events_occurred_at_idx on analytics_events (occurred_at)`.execute(db);
  await sql`create index analytics_events_uid_idx on analytics_events (uid) where uid is not null`.execute(
    db,
  );
  await sql`
    create table analytics_daily_counts (
      day date not null,
      name text not null,
      events integer not null,
      answers integer not null,
      primary key (day, name)
    )
  `.execute(db);
  await sql`
    create table analytics_daily_topics (
      day date not null,
      topic_id text not null,
      answers integer not null,
      correct integer not null,
      primary key (day, topic_id)
    )
  `.execute(db);
  await sql`
    create table analytics_daily_vitals (
      day date not null,
      route text not null,
      metric text not null,
      bucket integer not null,
      samples integer not null,
      primary key (day, route, metric, bucket)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analytics_daily_vitals',
    'analytics_daily_topics',
    'analytics_daily_counts',
    'analytics_events',
  ])
    await sql.raw(`drop table ${table}`).execute(db);
}
