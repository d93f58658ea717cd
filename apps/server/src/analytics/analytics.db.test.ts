import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_USAGE_CSV_COLUMNS, type AdminUsage, adminUsageSchema, calendarDate } from '@abhyas/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type InjectOptions } from 'fastify';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminGuard } from '../auth/admin-guard.ts';
import { registerAuth } from '../auth/auth-module.ts';
import { loadConfig } from '../config.ts';
import { DatabaseHealth } from '../db/database-health.ts';
import { registerHttpErrorHandler } from '../http-error-handler.ts';
import { createLogger } from '../logger.ts';
import { JOB_SCHEMA } from '../notifications/reminder-scheduler.ts';
import { createUserStore } from '../stores/user-store.ts';
import { type SignedIn, signInAs } from '../testing/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { startAnalyticsJobs } from './analytics-jobs.ts';
import { EVENTS_RATE_LIMIT, registerAnalyticsRoutes } from './analytics-routes.ts';
import { addDays, createAnalyticsService } from './analytics-service.ts';
import { ANALYTICS_TIME_ZONE, createAnalyticsStore } from './analytics-store.ts';

const ADMIN_EMAIL = 'operator@abhyas.example';
const logger = createLogger({ level: 'silent' });
const DAY_MS = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let dataDir: string;
let app: FastifyInstance;
let analyticsOn = true;
const store = () => createAnalyticsStore(database.db);
const service = () => createAnalyticsService({ store: store() });

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'abhyas-analytics-test-'));
  const config = loadConfig({
    PORT: '3999',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAILS: ADMIN_EMAIL,
  });
  app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
  registerHttpErrorHandler(app, new DatabaseHealth(undefined));
  await registerAuth(app, { config, db: database.db, logger });
  await registerAnalyticsRoutes(app, {
    analytics: service(),
    enabled: () => analyticsOn,
    adminGuard: createAdminGuard({
      adminEmails: config.adminEmails,
      findProfile: createUserStore(database.db).find,
    }),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

let learners = 0;
const newLearner = () => {
  learners += 1;
  return signInAs(app, `analytics-learner-${learners}`);
};
const ORIGIN = 'http://127.0.0.1:3999';
/** Anonymous requests come from their own address each, so the rate limit of one never meets another's. */
let addresses = 0;
const post = (learner: SignedIn | undefined, payload: unknown, headers: Record<string, string> = {}) => {
  addresses += 1;
  return app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: `10.0.0.${addresses}`,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(learner?.headers ?? {}), ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  } as InjectOptions);
};
const get = (learner: SignedIn | undefined, url: string) =>
  app.inject({ method: 'GET', url, headers: learner?.headers ?? {} } as InjectOptions);

const visitId = () => `visit${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.padEnd(22, 'x');

async function eventsWhere(condition: ReturnType<typeof sql>) {
  const { rows } = await sql<{
    name: string;
    uid: string | null;
    visitId: string | null;
    route: string | null;
    props: Record<string, unknown>;
    occurredAt: Date;
    receivedAt: Date;
  }>`select name, uid, visit_id as "visitId", route, props, occurred_at as "occurredAt", received_at as "receivedAt"
     from analytics_events where ${condition} order by id`.execute(database.db);
  return rows;
}

describe('POST /api/events', () => {
  it('keeps an anonymous visit by its visit id only, with the route template and the event fields', async () => {
    const id = visitId();
    const at = Date.now() - 60_000;
    const response = await post(undefined, {
      visitId: id,
      events: [
        { name: 'page_view', at, route: '/quiz/:subcategoryId' },
        { name: 'web_vital', at, route: '/quiz/:subcategoryId', metric: 'LCP', value: 1800 },
      ],
    });
    expect(response.statusCode).toBe(204);
    const rows = await eventsWhere(sql`visit_id = ${id}`);
    expect(rows.map((row) => [row.name, row.uid, row.route])).toEqual([
      ['page_view', null, '/quiz/:subcategoryId'],
      ['web_vital', null, '/quiz/:subcategoryId'],
    ]);
    expect(rows[1]?.props).toEqual({ metric: 'LCP', value: 1800 });
    expect(rows[0]?.occurredAt.getTime()).toBe(at);
  });

  it("keeps a signed-in learner's events by the session's uid, never a visit id or a uid from the body", async () => {
    const learner = await newLearner();
    const id = visitId();
    const response = await post(learner, { visitId: id, events: [{ name: 'sign_in', at: Date.now() }] });
    expect(response.statusCode).toBe(204);
    const rows = await eventsWhere(sql`uid = ${learner.uid}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.visitId).toBeNull();
    expect(await eventsWhere(sql`visit_id = ${id}`)).toHaveLength(0);
    const forged = await post(undefined, {
      uid: learner.uid,
      events: [{ name: 'sign_out', at: Date.now() }],
    });
    expect(forged.statusCode).toBe(400);
    expect(await eventsWhere(sql`uid = ${learner.uid}`)).toHaveLength(1);
  });

  it('refuses a batch that is not valid with 400 and keeps none of it', async () => {
    const id = visitId();
    for (const payload of [
      { visitId: id, events: [{ name: 'page_view', at: Date.now(), route: '/quiz/indian history' }] },
      {
        visitId: id,
        events: [
          { name: 'sign_in', at: Date.now() },
          { name: 'shout', at: Date.now() },
        ],
      },
      { visitId: id, events: [] },
      { visitId: id, events: [{ name: 'sign_in', at: Date.now(), email: 'a@b.example' }] },
      '{"events": [',
    ]) {
      const response = await post(undefined, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
    expect(await eventsWhere(sql`visit_id = ${id}`)).toHaveLength(0);
  });

  it('answers 413 to a body past 64 KB', async () => {
    const response = await post(undefined, {
      visitId: visitId(),
      events: [{ name: 'sign_in', at: Date.now() }],
      padding: 'x'.repeat(70 * 1024),
    });
    expect(response.statusCode).toBe(413);
  });

  it('accepts and drops what comes with Do Not Track or Global Privacy Control', async () => {
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const id = visitId();
      const response = await post(
        undefined,
        { visitId: id, events: [{ name: 'page_view', at: Date.now(), route: '/' }] },
        headers,
      );
      expect(response.statusCode).toBe(204);
      expect(await eventsWhere(sql`visit_id = ${id}`)).toHaveLength(0);
    }
    const learner = await newLearner();
    expect(
      (await post(learner, { events: [{ name: 'sign_in', at: Date.now() }] }, { 'sec-gpc': '1' })).statusCode,
    ).toBe(204);
    expect(await eventsWhere(sql`uid = ${learner.uid}`)).toHaveLength(0);
  });

  it('answers 404 and keeps nothing while the analytics flag is off', async () => {
    analyticsOn = false;
    try {
      const id = visitId();
      const response = await post(undefined, {
        visitId: id,
        events: [{ name: 'page_view', at: Date.now(), route: '/' }],
      });
      expect(response.statusCode).toBe(404);
      expect(await eventsWhere(sql`visit_id = ${id}`)).toHaveLength(0);
    } finally {
      analyticsOn = true;
    }
  });

  it("counts an event at the time it was received when the device's time is past believing", async () => {
    const id = visitId();
    await post(undefined, { visitId: id, events: [{ name: 'sign_in', at: Date.now() - 30 * DAY_MS }] });
    const [row] = await eventsWhere(sql`visit_id = ${id}`);
    expect(row?.occurredAt.getTime()).toBe(row?.receivedAt.getTime());
  });

  it('answers 429 past the rate limit of a learner', async () => {
    const learner = await newLearner();
    const statuses: number[] = [];
    for (let sent = 0; sent <= EVENTS_RATE_LIMIT.max; sent += 1)
      statuses.push((await post(learner, { events: [{ name: 'sign_in', at: Date.now() }] })).statusCode);
    expect(statuses.slice(0, EVENTS_RATE_LIMIT.max).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await eventsWhere(sql`uid = ${learner.uid}`)).toHaveLength(EVENTS_RATE_LIMIT.max);
  });
});

describe("a learner's events", () => {
  it('are in their data export, and go with their account', async () => {
    const learner = await newLearner();
    await post(learner, { events: [{ name: 'page_view', at: Date.now(), route: '/daily' }] });
    expect(await store().exportOf(learner.uid)).toEqual([
      expect.objectContaining({ name: 'page_view', route: '/daily', props: {} }),
    ]);
    await sql`delete from users where uid = ${learner.uid}`.execute(database.db);
    expect(await eventsWhere(sql`uid = ${learner.uid}`)).toHaveLength(0);
  });
});

/** Raw events straight into the table, on a given IST day at noon. */
async function insertOn(
  day: string,
  events: { name: string; route?: string; props?: Record<string, unknown>; uid?: string }[],
) {
  const at = new Date(`${day}T12:00:00+05:30`);
  await store().insert(
    events.map((event) => ({
      receivedAt: new Date(),
      occurredAt: at,
      name: event.name,
      uid: event.uid ?? null,
      visitId: event.uid ? null : 'visit-rollup-test-0001',
      route: event.route ?? null,
      props: event.props ?? {},
    })),
  );
}

async function rollupRows(day: string) {
  const read = async (table: string) =>
    (
      await sql`select * from ${sql.table(table)} where day = ${day}::date order by 1, 2, 3`.execute(
        database.db,
      )
    ).rows;
  return {
    counts: await read('analytics_daily_counts'),
    topics: await read('analytics_daily_topics'),
    vitals: await read('analytics_daily_vitals'),
  };
}

describe('the daily rollup and pruning', () => {
  const DAY = '2026-01-10';

  it('rolls a day up from its raw events, and a rerun gives the same rows', async () => {
    await insertOn(DAY, [
      {
        name: 'quiz_submitted',
        props: { topicId: 'polity', questions: 10, correct: 4, marks: 4, accuracy: 0.4, durationMs: 1 },
      },
      { name: 'practice_answered', props: { topicId: 'polity', correct: true } },
      { name: 'practice_answered', props: { topicId: 'history', correct: false } },
      {
        name: 'mock_submitted',
        props: { mockId: 'm1', questions: 100, answered: 80, marks: 10, durationMs: 1 },
      },
      { name: 'sync_succeeded', props: { count: 2 } },
      { name: 'web_vital', route: '/', props: { metric: 'LCP', value: 1000 } },
    ]);
    await service().rollUpDay(DAY);
    const first = await rollupRows(DAY);
    expect(first.counts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'quiz_submitted', events: 1, answers: 10 }),
        expect.objectContaining({ name: 'practice_answered', events: 2, answers: 2 }),
        expect.objectContaining({ name: 'mock_submitted', events: 1, answers: 80 }),
        expect.objectContaining({ name: 'sync_succeeded', events: 1, answers: 0 }),
      ]),
    );
    expect(first.topics).toEqual([
      expect.objectContaining({ topicId: 'history', answers: 1, correct: 0 }),
      expect.objectContaining({ topicId: 'polity', answers: 11, correct: 5 }),
    ]);
    expect(first.vitals).toHaveLength(1);
    await service().rollUpDay(DAY);
    await service().rollUpDay(DAY);
    expect(await rollupRows(DAY)).toEqual(first);
    // At once, too (the hourly job and an admin's report): one after the other, the same rows.
    await Promise.all(Array.from({ length: 4 }, () => service().rollUpDay(DAY)));
    expect(await rollupRows(DAY)).toEqual(first);
  });

  it('counts events by their IST day: 23:59 and 00:01 IST fall on two days', async () => {
    const before = '2026-01-20';
    const after = addDays(before, 1);
    await store().insert(
      [`${before}T23:59:00+05:30`, `${after}T00:01:00+05:30`].map((at) => ({
        receivedAt: new Date(),
        occurredAt: new Date(at),
        name: 'install_prompt',
        uid: null,
        visitId: null,
        route: null,
        props: { outcome: 'shown' },
      })),
    );
    await service().rollUpDay(before);
    await service().rollUpDay(after);
    expect((await rollupRows(before)).counts).toEqual([
      expect.objectContaining({ name: 'install_prompt', events: 1 }),
    ]);
    expect((await rollupRows(after)).counts).toEqual([
      expect.objectContaining({ name: 'install_prompt', events: 1 }),
    ]);
  });

  it('deletes raw events received more than 90 days ago and keeps the rollups', async () => {
    const oldDay = '2025-09-01';
    await insertOn(oldDay, [{ name: 'sign_in' }, { name: 'sign_in' }]);
    await service().rollUpDay(oldDay);
    await sql`update analytics_events set received_at = now() - interval '91 days' where occurred_at < '2025-10-01'`.execute(
      database.db,
    );
    await insertOn(oldDay, [{ name: 'sign_out' }]); // received now: kept
    const pruned = await service().prune(new Date());
    expect(pruned).toBe(2);
    expect(await eventsWhere(sql`received_at < now() - interval '90 days'`)).toHaveLength(0);
    expect(await eventsWhere(sql`name = 'sign_out' and occurred_at < '2025-10-01'`)).toHaveLength(1);
    expect((await rollupRows(oldDay)).counts).toEqual([
      expect.objectContaining({ name: 'sign_in', events: 2 }),
    ]);
  });

  it("runs on the job queue: a run rolls up the recent days and prunes (pg-boss, the reminders' schema)", async () => {
    const today = calendarDate(new Date(), ANALYTICS_TIME_ZONE);
    const threeDaysAgo = addDays(today, -3);
    await insertOn(threeDaysAgo, [{ name: 'install_prompt', props: { outcome: 'accepted' } }]);
    await sql`update analytics_events set received_at = now() - interval '100 days' where name = 'sign_out'`.execute(
      database.db,
    );
    const boss = new PgBoss({ connectionString: database.url, schema: JOB_SCHEMA, max: 2, schedule: false });
    await boss.start();
    const jobs = await startAnalyticsJobs({
      boss,
      analytics: service(),
      logger,
      cron: null,
    });
    try {
      await jobs.runNow();
      await expect
        .poll(async () => (await rollupRows(threeDaysAgo)).counts, { timeout: 30_000, interval: 250 })
        .toEqual([expect.objectContaining({ name: 'install_prompt', events: 1 })]);
      await expect
        .poll(async () => (await eventsWhere(sql`name = 'sign_out'`)).length, {
          timeout: 30_000,
          interval: 250,
        })
        .toBe(0);
    } finally {
      await jobs.stop();
      await boss.stop({ graceful: false, wait: false });
    }
  });
});

describe('GET /api/admin/usage', () => {
  let admin: SignedIn;
  let learner: SignedIn;
  beforeAll(async () => {
    admin = await signInAs(app, 'usage-admin', { email: ADMIN_EMAIL, emailVerified: true });
    learner = await signInAs(app, 'usage-learner', { email: 'learner@abhyas.example', emailVerified: true });
  });

  it('answers 401 to nobody, 403 to a learner (also with an unverified operator address)', async () => {
    const unverified = await signInAs(app, 'usage-pretender', {
      email: ADMIN_EMAIL.toUpperCase(),
      emailVerified: false,
    });
    for (const url of ['/api/admin/usage', '/api/admin/usage.csv']) {
      expect((await get(undefined, url)).statusCode).toBe(401);
      expect((await get(learner, url)).statusCode).toBe(403);
      expect((await get(unverified, url)).statusCode).toBe(403);
    }
  });

  it('answers 400 to days outside 1..90', async () => {
    for (const days of ['0', '91', 'ten'])
      expect((await get(admin, `/api/admin/usage?days=${days}`)).statusCode).toBe(400);
  });

  it("reports today's figures from the server's tables and the events, topics hardest first, p75 per route", async () => {
    const now = new Date();
    const today = calendarDate(now, ANALYTICS_TIME_ZONE);
    const before = (await get(admin, '/api/admin/usage?days=1')).json() as AdminUsage;
    const todayBefore = before.perDay[0];
    // Two learners' progress today (as the sync records it: the day, once per learner), one mock.
    for (const uid of [learner.uid, admin.uid])
      await sql`insert into learner_days (user_uid, day) values (${uid}, ${today}::date)`.execute(
        database.db,
      );
    await sql`insert into mock_attempts (user_uid, mock_id, attempt, marks_centi, update_id, submitted_at)
      values (${learner.uid}, 'ssc-cgl-mock-1', 1, 5000, gen_random_uuid(), now())`.execute(database.db);
    const at = now.getTime();
    const quiz = (topicId: string, questions: number, correct: number) => ({
      name: 'quiz_submitted',
      at,
      route: '/quiz/:subcategoryId',
      topicId,
      questions,
      correct,
      marks: correct,
      accuracy: correct / questions,
      durationMs: 60_000,
    });
    const lcp = (value: number) => ({ name: 'web_vital', at, route: '/', metric: 'LCP', value });
    expect(
      (
        await post(learner, {
          events: [
            quiz('usage-easy', 10, 9),
            quiz('usage-hard', 10, 2),
            quiz('usage-hard', 20, 4),
            { name: 'practice_answered', at, topicId: 'usage-middle', correct: true },
            { name: 'practice_answered', at, topicId: 'usage-middle', correct: false },
            { name: 'sync_succeeded', at, count: 3 },
            { name: 'sync_succeeded', at, count: 3 },
            { name: 'sync_succeeded', at, count: 3 },
            { name: 'sync_failed', at, count: 3, errorKind: 'offline' },
            ...[100, 200, 300, 400, 500, 600, 700, 800].map(lcp),
            { name: 'web_vital', at, route: '/', metric: 'CLS', value: 0.1 },
          ],
        })
      ).statusCode,
    ).toBe(204);

    const response = await get(admin, '/api/admin/usage?days=7');
    expect(response.statusCode).toBe(200);
    const usage = adminUsageSchema.parse(response.json());
    expect(usage.days).toBe(7);
    expect(usage.to).toBe(today);
    expect(usage.from).toBe(addDays(today, -6));
    expect(usage.perDay.map((day) => day.day)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)),
    );
    const todayNow = usage.perDay.at(-1);
    expect(todayNow?.activeLearners).toBe((todayBefore?.activeLearners ?? 0) + 2);
    expect(todayNow?.mocks).toBe((todayBefore?.mocks ?? 0) + 1);
    expect(todayNow?.quizzes).toBe((todayBefore?.quizzes ?? 0) + 3);
    expect(todayNow?.answers).toBe((todayBefore?.answers ?? 0) + 42);
    // Every account made by this file today (the learners above, the admin, the pretender).
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from users`.execute(database.db);
    expect(todayNow?.signUps).toBe(rows[0]?.n);
    // Only this test's sync events today: 1 failed of 4.
    expect(todayNow?.syncFailureRate).toBeCloseTo(0.25);

    const mine = usage.accuracyByTopic.filter((topic) => topic.topicId.startsWith('usage-'));
    expect(mine).toEqual([
      { topicId: 'usage-hard', answers: 30, accuracy: 0.2 },
      { topicId: 'usage-middle', answers: 2, accuracy: 0.5 },
      { topicId: 'usage-easy', answers: 10, accuracy: 0.9 },
    ]);
    const lcpOfHome = usage.webVitals.find((vital) => vital.route === '/' && vital.metric === 'LCP');
    // The 75th percentile of 100..800 is 600 (the 6th of 8); the buckets are at most 5 % wide.
    expect(lcpOfHome?.samples).toBe(8);
    expect(lcpOfHome?.p75).toBeGreaterThanOrEqual(600);
    expect(lcpOfHome?.p75).toBeLessThanOrEqual(630);
    const cls = usage.webVitals.find((vital) => vital.route === '/' && vital.metric === 'CLS');
    expect(cls?.p75).toBeGreaterThanOrEqual(0.1);
    expect(cls?.p75).toBeLessThanOrEqual(0.105);
    // A day without syncs has no rate, not a perfect one.
    expect(usage.perDay[0]?.syncFailureRate).toBeNull();

    const csv = await get(admin, '/api/admin/usage.csv?days=7');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(ADMIN_USAGE_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toBe(
      [
        today,
        todayNow?.activeLearners,
        todayNow?.quizzes,
        todayNow?.mocks,
        todayNow?.answers,
        todayNow?.signUps,
        0.25,
      ].join(','),
    );
  });
});
