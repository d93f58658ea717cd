import type { Page } from '@playwright/test';
import type pg from 'pg';
import { type BuiltServer, startBuiltServer } from '../apps/server/src/testing/built-server.ts';
import { createAccount } from './account-helpers.ts';
import { currentQuestion, firstQuizTopic, type LearnTopic } from './learn-helpers.ts';
import { queryServerDatabase } from './server-database.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * First-party analytics on (FEATURES=analytics), on a server of this file's own: what a visit
 * sends arrives in its database, anonymous by a visit id only, a learner by the uid; with Do Not
 * Track or Global Privacy Control nothing is sent at all.
 */

const ADMIN_EMAIL = 'analytics-admin@example.org';
let server: BuiltServer | undefined;
let topic: LearnTopic;

test.beforeAll(async ({ request }) => {
  topic = await firstQuizTopic(request);
  server = await startBuiltServer({
    output: 'ignore',
    env: { FEATURES: 'analytics', ADMIN_EMAILS: ADMIN_EMAIL },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

const appUrl = (address: string) => `${server?.url ?? ''}${address}`;

/** One query on this file's own server's embedded PostgreSQL. */
const query = <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  queryServerDatabase<Row>(text, values, server?.dataDir ?? '');

interface EventRow {
  name: string;
  uid: string | null;
  visit_id: string | null;
  route: string | null;
  props: Record<string, unknown>;
}
const eventsSince = (id: number) =>
  query<EventRow>(
    'select name, uid, visit_id, route, props from analytics_events where id > $1 order by id',
    [id],
  );
const lastEventId = async () =>
  Number((await query<{ id: string | null }>('select max(id) as id from analytics_events'))[0]?.id ?? 0);

/** As the browser does when the tab goes to the background: the recorder sends what waits by beacon. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

/** Hides the page until the events `arrived` looks for are in the database (the recorder loads after idle). */
async function hideUntil(page: Page, since: number, arrived: (events: EventRow[]) => boolean) {
  await expect
    .poll(
      async () => {
        await hidePage(page);
        return arrived(await eventsSince(since));
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBe(true);
  return eventsSince(since);
}

test('an anonymous visit sends page views as route templates and web vitals, by a visit id only', async ({
  page,
}) => {
  const since = await lastEventId();
  await page.goto(appUrl(`/quiz/${topic.topic.id}`));
  await page.getByRole('button', { name: 'Start quiz' }).click();
  const events = await hideUntil(
    page,
    since,
    (rows) =>
      rows.some((row) => row.name === 'page_view' && row.route === '/quiz/:subcategoryId') &&
      rows.some((row) => row.name === 'quiz_started') &&
      rows.some((row) => row.name === 'web_vital'),
  );
  const quizStarted = events.find((row) => row.name === 'quiz_started');
  expect(quizStarted?.props).toMatchObject({ topicId: topic.topic.id, questions: 10 });
  const vital = events.find((row) => row.name === 'web_vital');
  expect(['LCP', 'INP', 'CLS', 'TTFB']).toContain(vital?.props.metric);
  expect(vital?.route).toBe('/quiz/:subcategoryId');
  // No identity but the visit's random id, one for the whole visit; never the address itself.
  expect(events.every((row) => row.uid === null)).toBe(true);
  expect(new Set(events.map((row) => row.visit_id)).size).toBe(1);
  expect(events[0]?.visit_id).toMatch(/^[A-Za-z0-9_-]{16,64}$/u);
  expect(events.some((row) => row.route?.includes(topic.topic.id))).toBe(false);

  // The next visit is another visit: a new id, nothing kept from the last one.
  const next = await lastEventId();
  await page.goto(appUrl('/privacy'));
  const nextVisit = await hideUntil(page, next, (rows) => rows.some((row) => row.route === '/privacy'));
  expect(nextVisit[0]?.visit_id).not.toBe(events[0]?.visit_id);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(
    events[0]?.visit_id ?? '-',
  );
});

test("a signed-in learner's events carry the uid from the session and no visit id", async ({ page }) => {
  await page.goto(appUrl('/'));
  const beforeSignIn = await lastEventId();
  const email = `analytics-${Date.now()}@example.org`;
  await createAccount(page, 'Analytics Learner', email);
  await expect(page.getByRole('button', { name: 'Account: Analytics Learner' })).toBeVisible();
  const [learner] = await query<{ uid: string }>('select uid from users where email = $1', [email]);
  // The sign-in event waits for the recorder, which loads when the page is idle: it is sent
  // before the page is left (a full navigation drops what a recorder not yet loaded holds).
  await hideUntil(page, beforeSignIn, (rows) => rows.some((row) => row.name === 'sign_in'));
  const since = await lastEventId();
  await page.goto(appUrl('/leaderboard'));
  const events = await hideUntil(page, since, (rows) => rows.some((row) => row.route === '/leaderboard'));
  const view = events.find((row) => row.route === '/leaderboard');
  expect(view?.uid).toBe(learner?.uid);
  expect(view?.visit_id).toBeNull();
  // The sign-in itself counts as the learner's, not the anonymous visit's it ended.
  const signIns = (await eventsSince(beforeSignIn)).filter((row) => row.name === 'sign_in');
  expect(signIns.map((row) => [row.uid, row.visit_id])).toEqual([[learner?.uid, null]]);

  // The sign-out goes while the session still names the learner.
  await page.getByRole('button', { name: 'Account: Analytics Learner' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect
    .poll(async () =>
      (await eventsSince(beforeSignIn)).filter((row) => row.name === 'sign_out').map((row) => row.uid),
    )
    .toEqual([learner?.uid]);
});

for (const signal of ['Do Not Track', 'Global Privacy Control'] as const) {
  test(`with ${signal} nothing is recorded or sent`, async ({ page }) => {
    await page.addInitScript((which) => {
      if (which === 'Do Not Track')
        Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
      else Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    }, signal);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events') posted.push(request.method());
    });
    const since = await lastEventId();
    await page.goto(appUrl(`/quiz/${topic.topic.id}`));
    await page.getByRole('button', { name: 'Start quiz' }).click();
    // Past the recorder's idle start (at most 5 s) and a batch's 10 s.
    for (let wait = 0; wait < 12; wait += 1) {
      await hidePage(page);
      await page.waitForTimeout(1_000);
    }
    expect(posted).toEqual([]);
    expect(await eventsSince(since)).toEqual([]);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('analytics'))),
    ).toEqual([]);
  });
}

test('the server keeps nothing that arrives with DNT or Sec-GPC', async ({ request }) => {
  const since = await lastEventId();
  for (const headers of [{ DNT: '1' }, { 'Sec-GPC': '1' }] as Record<string, string>[]) {
    const response = await request.post(appUrl('/api/events'), {
      headers: { ...headers, Origin: server?.url ?? '' },
      data: {
        visitId: 'e2e-visit-0000000000000',
        events: [{ name: 'page_view', at: Date.now(), route: '/' }],
      },
    });
    expect(response.status()).toBe(204);
  }
  expect(await eventsSince(since)).toEqual([]);
});

test("the server schedules the rollup and pruning on its job queue (the reminders' pg-boss)", async () => {
  await expect
    .poll(
      async () =>
        (await query<{ name: string }>('select name from abhyas_jobs.schedule')).map((row) => row.name),
      {
        timeout: 20_000,
      },
    )
    .toContain('analytics-rollup');
});

test("a quiz finished on the device reaches the operator's usage report and its CSV", async ({ page }) => {
  await page.goto(appUrl('/'));
  // Through the page's own cookies, outside the page (no console noise from the refusals).
  expect((await page.request.get(appUrl('/api/admin/usage'))).status()).toBe(401);
  await createAccount(page, 'Analytics Admin', ADMIN_EMAIL);
  await expect(page.getByRole('button', { name: 'Account: Analytics Admin' })).toBeVisible();
  expect((await page.request.get(appUrl('/api/admin/usage'))).status()).toBe(403);
  // As the email's link would: the operator's address proved.
  await query('update users set email_verified = true where email = $1', [ADMIN_EMAIL]);

  const since = await lastEventId();
  await page.goto(appUrl(`/quiz/${topic.topic.id}`));
  await page.getByRole('button', { name: 'Start quiz' }).click();
  for (let index = 0; index < 10; index += 1) {
    await expect(page.getByText(`Question ${index + 1} of 10`, { exact: true })).toBeVisible();
    const { answer } = await currentQuestion(page, topic);
    if (index < 6) await page.keyboard.press(String(answer + 1));
    await page.keyboard.press('Enter');
  }
  await page
    .getByRole('dialog', { name: 'Submit the quiz?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/results/${topic.topic.id}$`));
  const events = await hideUntil(page, since, (rows) => rows.some((row) => row.name === 'quiz_submitted'));
  expect(events.find((row) => row.name === 'quiz_submitted')?.props).toMatchObject({
    topicId: topic.topic.id,
    questions: 10,
    correct: 6,
    accuracy: 0.6,
  });

  const usage = await page.evaluate(async () => (await fetch('/api/admin/usage?days=7')).json());
  const today = usage.perDay.at(-1);
  expect(today.quizzes).toBe(1);
  expect(today.answers).toBe(10);
  expect(today.signUps).toBeGreaterThanOrEqual(1);
  expect(usage.accuracyByTopic).toContainEqual({ topicId: topic.topic.id, answers: 10, accuracy: 0.6 });
  expect(usage.webVitals.some((vital: { route: string }) => vital.route === '/quiz/:subcategoryId')).toBe(
    true,
  );
  const csv = await page.evaluate(async () => {
    const response = await fetch('/api/admin/usage.csv?days=7');
    return { type: response.headers.get('content-type'), text: await response.text() };
  });
  expect(csv.type).toMatch(/^text\/csv/);
  expect(csv.text.split('\r\n')[0]).toBe('day,activeLearners,quizzes,mocks,answers,signUps,syncFailureRate');
});
