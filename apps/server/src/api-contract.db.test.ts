import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiErrorSchema, apiRoutes, formatLocalDate } from '@abhyas/domain';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixedAnswerKeySource } from './answer-key.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { fixedDailyQuizBank } from './daily-quiz-bank.ts';
import { createDatabase, type Db } from './db/database.ts';
import { DatabaseHealth } from './db/database-health.ts';
import { RETRY_AFTER_SECONDS, registerHttpErrorHandler } from './http-error-handler.ts';
import { createLogger } from './logger.ts';
import { fixedMockPaperSource } from './mock-papers.ts';
import { OPENAPI_METHODS, openApiPath, WEB_BUILD_FILE_PATH } from './openapi/openapi-document.ts';
import { registeredRoutes } from './openapi/registered-routes.ts';
import { paths } from './paths.ts';
import { createInstallationStore } from './stores/installation-store.ts';
import { mockUpdate, testMockPaper } from './testing/mock-submissions.ts';
import { progressUpdate, quizAnswer, RIGHT, testAnswerKeys } from './testing/progress-updates.ts';
import { type SignedIn, signInAs } from './testing/sign-in.ts';
import { startTcpProxy, type TcpProxy } from './testing/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/** Every route of the contract reached here; so that its database can be cut, through a proxy. */
let database: TestDatabase;
let proxy: TcpProxy;
let db: Db;
let app: FastifyInstance;
let alice: SignedIn;
const mockPaper = testMockPaper(1);
const CONTRACT_ADMIN_EMAIL = 'contract-admin@example.org';
/** An operator (ADMIN_EMAILS, verified) for the admin routes. */
const contractAdmin = () =>
  signInAs(app, 'contract-admin', { email: CONTRACT_ADMIN_EMAIL, emailVerified: true });

beforeAll(async () => {
  database = await createTestDatabase();
  const direct = new URL(database.url);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const relayed = new URL(database.url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(proxy.port);
  db = createDatabase(relayed.toString(), { maxConnections: 3 });
  app = await buildApp({
    config: loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'abhyas-contract-')),
      PORT: '0',
      FEATURES: 'analytics',
      ADMIN_EMAILS: CONTRACT_ADMIN_EMAIL,
    }),
    db,
    logger: createLogger({ level: 'silent' }),
    answerKeys: fixedAnswerKeySource(testAnswerKeys()),
    mockPapers: fixedMockPaperSource([mockPaper]),
    // No bank: the days' quizzes are empty, which the contract allows.
    dailyQuizBank: fixedDailyQuizBank([]),
  });
  await app.ready();
  alice = await signInAs(app, 'contract-alice', { displayName: 'Alice Contract' });
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await proxy?.close();
  await database?.drop();
});

const today = formatLocalDate(new Date());

/** A learner of their own with a number set, unverified. */
async function learnerWithNumber(uid: string, phoneNumber: string): Promise<SignedIn> {
  const learner = await signInAs(app, uid);
  await app.inject({
    method: 'PUT',
    url: '/api/profile/phone',
    headers: learner.headers,
    payload: { phoneNumber },
  });
  return learner;
}

/** A learner signed in with an account of the built-in provider (its email not verified). */
async function builtInLearner(uid: string): Promise<SignedIn> {
  const learner = await signInAs(app, uid, { email: `${uid}@example.org` });
  const issuer = await createInstallationStore(db).builtInProviderId();
  await db
    .insertInto('idpAccounts')
    .values({ id: `account-${uid}`, email: `${uid}@example.org`, name: uid, passwordHash: 'not used' })
    .execute();
  await db
    .insertInto('identities')
    .values({ issuer, subject: `account-${uid}`, uid })
    .execute();
  return learner;
}

/**
 * One real request per route of the contract, answered as it should be. The learners who sign
 * out or delete themselves are their own, so the others stay signed in.
 */
/** A browser's subscription (PushSubscription.toJSON()) to a push service that is never called here. */
const pushSubscriptionOf = (device: string) => ({
  endpoint: `https://push.example/send/${device}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
});

const requests: Record<string, () => Promise<InjectOptions>> = {
  'GET /healthz': async () => ({ url: '/healthz' }),
  'GET /readyz': async () => ({ url: '/readyz' }),
  'POST /api/progress/sync': async () => ({
    url: '/api/progress/sync',
    headers: alice.headers,
    payload: {
      updates: [
        progressUpdate(alice.uid, [quizAnswer('q1', RIGHT)]),
        mockUpdate(alice.uid, mockPaper, { right: 7, wrong: 2 }),
      ],
    },
  }),
  'GET /api/auth/sign-in': async () => ({ url: '/api/auth/sign-in?mode=popup&lang=en' }),
  'GET /api/auth/callback': async () => ({ url: '/api/auth/callback?code=x&state=y' }),
  'GET /api/auth/me': async () => ({ url: `/api/auth/me?today=${today}`, headers: alice.headers }),
  'POST /api/auth/sign-out': async () => ({
    url: '/api/auth/sign-out',
    headers: (await signInAs(app, 'out-1')).headers,
  }),
  'GET /api/auth/sessions': async () => ({ url: '/api/auth/sessions', headers: alice.headers }),
  'POST /api/auth/sign-out-everywhere': async () => ({
    url: '/api/auth/sign-out-everywhere',
    headers: (await signInAs(app, 'out-2')).headers,
  }),
  'GET /api/profile': async () => ({ url: `/api/profile?today=${today}`, headers: alice.headers }),
  'GET /api/profile/:uid': async () => ({ url: `/api/profile/${alice.uid}`, headers: alice.headers }),
  'PATCH /api/profile/preferences': async () => ({
    url: '/api/profile/preferences',
    headers: alice.headers,
    payload: { theme: 'dark', phoneNotificationTypes: { achievements: false } },
  }),
  'PATCH /api/profile/display-name': async () => ({
    url: '/api/profile/display-name',
    headers: alice.headers,
    payload: { displayName: 'Alice C' },
  }),
  'PUT /api/profile/phone': async () => ({
    url: '/api/profile/phone',
    headers: alice.headers,
    payload: { phoneNumber: '+91 98765 43210' },
  }),
  'DELETE /api/profile/phone': async () => ({
    url: '/api/profile/phone',
    headers: (await learnerWithNumber('phone-remover', '+919876500001')).headers,
  }),
  'POST /api/profile/phone/code': async () => ({
    url: '/api/profile/phone/code',
    headers: (await learnerWithNumber('phone-sender', '+919876500002')).headers,
  }),
  'POST /api/profile/phone/verify': async () => {
    const learner = await learnerWithNumber('phone-verifier', '+919876500003');
    await app.inject({ method: 'POST', url: '/api/profile/phone/code', headers: learner.headers });
    const sms = await db
      .selectFrom('smsOutbox')
      .select('body')
      .where('toNumber', '=', '+919876500003')
      .executeTakeFirstOrThrow();
    const code = /code is (\d{6})/u.exec(sms.body)?.[1];
    return { url: '/api/profile/phone/verify', headers: learner.headers, payload: { code } };
  },
  'POST /api/profile/phone/invitation-skipped': async () => ({
    url: '/api/profile/phone/invitation-skipped',
    headers: alice.headers,
  }),
  'GET /api/account/export': async () => ({ url: '/api/account/export', headers: alice.headers }),
  'DELETE /api/account': async () => ({
    url: '/api/account',
    headers: (await signInAs(app, 'leaving')).headers,
    payload: { confirm: true },
  }),
  'GET /api/leaderboard': async () => ({ url: '/api/leaderboard?period=all', headers: alice.headers }),
  'PUT /api/leaderboard/visibility': async () => ({
    url: '/api/leaderboard/visibility',
    headers: alice.headers,
    payload: { hidden: false },
  }),
  'GET /api/mocks/mine': async () => ({ url: '/api/mocks/mine', headers: alice.headers }),
  'GET /api/mocks/:mockId/standing': async () => ({
    url: `/api/mocks/${mockPaper.id}/standing`,
    headers: alice.headers,
  }),
  'GET /api/review/deck': async () => ({ url: '/api/review/deck', headers: alice.headers }),
  'PUT /api/review/bookmarks/:questionId': async () => ({
    url: '/api/review/bookmarks/q2',
    headers: alice.headers,
    payload: { starred: true },
  }),
  'PUT /api/review/mistake-tags/:questionId': async () => ({
    url: '/api/review/mistake-tags/q3',
    headers: alice.headers,
    payload: { tag: 'misread' },
  }),
  'GET /api/daily-quiz/:date': async () => ({ url: '/api/daily-quiz/today' }),
  'GET /api/daily-quiz/:date/board': async () => ({
    url: `/api/daily-quiz/${today}/board`,
    headers: alice.headers,
  }),
  'GET /api/streak': async () => ({ url: '/api/streak', headers: alice.headers }),
  'PUT /api/profile/time-zone': async () => ({
    url: '/api/profile/time-zone',
    headers: alice.headers,
    payload: { timeZone: 'Asia/Kolkata' },
  }),
  'GET /api/push/public-key': async () => ({ url: '/api/push/public-key' }),
  'GET /api/push/subscriptions': async () => ({ url: '/api/push/subscriptions', headers: alice.headers }),
  'POST /api/push/subscriptions': async () => ({
    url: '/api/push/subscriptions',
    headers: alice.headers,
    payload: pushSubscriptionOf('contract-device'),
  }),
  'DELETE /api/push/subscriptions/:id': async () => {
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: alice.headers,
      payload: pushSubscriptionOf('contract-revoked'),
    });
    return { url: `/api/push/subscriptions/${subscribed.json().id}`, headers: alice.headers };
  },
  'POST /api/questions/:questionId/reports': async () => ({
    url: '/api/questions/q5/reports',
    headers: alice.headers,
    payload: { reason: 'wrong-answer', note: 'Option C is right' },
  }),
  'GET /api/admin/questions/reported': async () => ({
    url: '/api/admin/questions/reported',
    headers: (await contractAdmin()).headers,
  }),
  'POST /api/admin/questions/:questionId/hide': async () => ({
    url: '/api/admin/questions/q6/hide',
    headers: (await contractAdmin()).headers,
  }),
  'POST /api/admin/questions/:questionId/unhide': async () => ({
    url: '/api/admin/questions/q6/unhide',
    headers: (await contractAdmin()).headers,
  }),
  'PUT /api/admin/questions/:questionId': async () => {
    // A question the bank holds: one imported here (the test's answer key has no built-in ones).
    const { headers } = await contractAdmin();
    const imported = await app.inject({
      method: 'POST',
      url: '/api/admin/imports',
      headers,
      payload: {
        format: 'aiken',
        text: 'Which river flows through Varanasi?\nA. Ganga\nB. Narmada\nC. Kaveri\nD. Godavari\nANSWER: A\n',
        category: 'Contract Affairs',
        topic: 'Contract Week',
        dryRun: false,
      },
    });
    return {
      url: `/api/admin/questions/${imported.json().questions[0].id}`,
      headers,
      payload: {
        stem: 'Which river flows through Varanasi and Patna?',
        options: ['Ganga', 'Narmada', 'Kaveri', 'Godavari'],
        answerIndex: 0,
        explanation: 'The Ganga flows through both.',
      },
    };
  },
  'POST /api/admin/imports': async () => ({
    url: '/api/admin/imports',
    headers: (await contractAdmin()).headers,
    payload: {
      format: 'aiken',
      text: 'Which state has Shillong as its capital?\nA. Assam\nB. Meghalaya\nC. Manipur\nD. Tripura\nANSWER: B\n',
      category: 'Contract Affairs',
      topic: 'Contract Preview',
      dryRun: true,
    },
  }),
  'GET /api/openapi.json': async () => ({ url: '/api/openapi.json' }),
  'POST /api/events': async () => ({
    url: '/api/events',
    headers: alice.headers,
    payload: { events: [{ name: 'page_view', at: Date.now(), route: '/quiz/:subcategoryId' }] },
  }),
  'GET /api/admin/usage': async () => ({
    url: '/api/admin/usage?days=7',
    headers: (await contractAdmin()).headers,
  }),
  'GET /api/admin/me': async () => ({ url: '/api/admin/me', headers: (await contractAdmin()).headers }),
  'GET /api/admin/usage.csv': async () => ({
    url: '/api/admin/usage.csv?days=7',
    headers: (await contractAdmin()).headers,
  }),
  'POST /api/profile/email/verification': async () => ({
    url: '/api/profile/email/verification',
    headers: (await builtInLearner('contract-mailed')).headers,
  }),
  'GET /verify-email': async () => {
    const learner = await builtInLearner('contract-verifying');
    await app.inject({ method: 'POST', url: '/api/profile/email/verification', headers: learner.headers });
    const mail = await db
      .selectFrom('mailOutbox')
      .select('body')
      .where('userUid', '=', learner.uid)
      .executeTakeFirstOrThrow();
    return { url: `/verify-email?token=${/token=([\w-]+)/u.exec(mail.body)?.[1]}` };
  },
};

describe('every route of the contract answers what its schema says', () => {
  it('has a request here for every route of the catalog', () => {
    expect(Object.keys(requests).sort()).toEqual(
      apiRoutes.map((route) => `${route.method} ${route.path}`).sort(),
    );
  });

  // In catalog order, after the sync above (so the board and the mock's table have a row).
  const ordered = [
    'POST /api/progress/sync',
    ...Object.keys(requests).filter((key) => key !== 'POST /api/progress/sync'),
  ];
  for (const key of ordered) {
    it(key, async () => {
      const route = apiRoutes.find((candidate) => `${candidate.method} ${candidate.path}` === key);
      if (!route) throw new Error(`${key} is not in apiRoutes`);
      const options = await (requests[key] as () => Promise<InjectOptions>)();
      const response = await app.inject({ method: route.method, ...options });
      const answer = route.answers[response.statusCode];
      expect(answer, `${key} answered ${response.statusCode}: ${response.body.slice(0, 200)}`).toBeDefined();
      if (answer?.body) {
        expect(response.headers['content-type']).toContain('application/json');
        const parsed = z.safeParse(answer.body, response.json());
        expect(parsed.error?.issues ?? []).toEqual([]);
      } else if (answer?.contentType) {
        expect(response.headers['content-type']).toContain(answer.contentType);
      } else {
        expect(response.body).toBe('');
      }
    });
  }
});

/** The body is the one error shape and nothing else. */
function expectErrorBody(
  body: unknown,
  error: string | RegExp,
  details: { reason?: string; field?: string } = {},
) {
  const parsed = apiErrorSchema.strict().parse(body);
  if (typeof error === 'string') expect(parsed.error).toBe(error);
  else expect(parsed.error).toMatch(error);
  expect(parsed.reason).toBe(details.reason);
  expect(parsed.field).toBe(details.field);
}

describe('one error body for every 4xx and 5xx', () => {
  it('400: a malformed query names its field', async () => {
    const response = await app.inject({ url: '/api/profile?today=tomorrow', headers: alice.headers });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json(), 'Invalid today: must be a date as YYYY-MM-DD', { field: 'today' });
  });

  it("400: a body that is not JSON keeps Fastify's message, its code as the reason", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/progress/sync',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: '{"updates": [',
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json(), /JSON/, { reason: 'FST_ERR_CTP_INVALID_JSON_BODY' });
  });

  it('400: preferences out of their schema', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/profile/preferences',
      headers: alice.headers,
      payload: { theme: 'neon' },
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json(), 'Invalid preferences', { field: 'theme' });
  });

  it('401: nobody signed in', async () => {
    const response = await app.inject({ url: '/api/auth/sessions' });
    expect(response.statusCode).toBe(401);
    expectErrorBody(response.json(), 'User not authenticated');
  });

  it("403: another learner's data, a cross-site write", async () => {
    const other = await app.inject({ url: '/api/profile/someone-else', headers: alice.headers });
    expect(other.statusCode).toBe(403);
    expectErrorBody(other.json(), 'You can only access your own data');

    const crossSite = await app.inject({
      method: 'PUT',
      url: '/api/leaderboard/visibility',
      headers: { cookie: alice.cookie, origin: 'https://elsewhere.example' },
      payload: { hidden: true },
    });
    expect(crossSite.statusCode).toBe(403);
    expectErrorBody(crossSite.json(), 'Cross-site request refused');
  });

  it('404: an unknown API path', async () => {
    const response = await app.inject({ url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expectErrorBody(response.json(), 'Not found');
  });

  it('429 and 500: thrown by a plugin or a bug, answered by the same handler', async () => {
    const limited = Fastify({ logger: false });
    registerHttpErrorHandler(limited, new DatabaseHealth(undefined));
    await limited.register(rateLimit, { global: false });
    limited.get('/api/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({
      ok: true,
    }));
    limited.get('/api/broken', async () => {
      throw new Error('connect ECONNRESET at /var/lib/secret');
    });
    try {
      expect((await limited.inject({ url: '/api/limited' })).statusCode).toBe(200);
      const refused = await limited.inject({ url: '/api/limited' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expectErrorBody(refused.json(), /^Rate limit exceeded, retry in /);
      const broken = await limited.inject({ url: '/api/broken' });
      expect(broken.statusCode).toBe(500);
      expectErrorBody(broken.json(), 'Internal server error');
    } finally {
      await limited.close();
    }
  });

  it('503: the database cannot be reached', async () => {
    await proxy.down();
    try {
      const response = await app.inject({ url: '/api/profile', headers: alice.headers });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expectErrorBody(response.json(), 'Service temporarily unavailable; please try again later');
    } finally {
      await proxy.up();
    }
  });
});

describe('GET /api/openapi.json', () => {
  /** `METHOD /path` in OpenAPI notation for every route Fastify registered; HEAD goes with GET. */
  function registered(): string[] {
    const isWebBuildFile = (url: string) => {
      const file = path.join(paths.webBuild, url);
      return url !== '/' && existsSync(file) && statSync(file).isFile();
    };
    const keys = new Set<string>();
    for (const route of registeredRoutes(app)) {
      const url = isWebBuildFile(route.url) ? WEB_BUILD_FILE_PATH : openApiPath(route.url);
      for (const method of route.methods)
        if ((OPENAPI_METHODS as readonly string[]).includes(method)) keys.add(`${method} ${url}`);
    }
    return [...keys].sort();
  }

  it('lists every route the server registers, and no other', async () => {
    const response = await app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths)
      .flatMap(([url, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${url}`))
      .sort();
    expect(registered().length).toBeGreaterThan(apiRoutes.length);
    expect(documented).toEqual(registered());
  });

  it("describes the answers with the domain's schemas", async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json();
    const profile = document.paths['/api/profile/{uid}'].get;
    expect(profile.parameters).toContainEqual(
      expect.objectContaining({ name: 'uid', in: 'path', required: true }),
    );
    expect(profile.responses['200'].content['application/json'].schema.properties.preferences).toBeDefined();
    expect(profile.responses['403'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(document.components.schemas.ApiError.required).toEqual(['error']);
  });
});
