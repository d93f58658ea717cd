import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ApiRoute, apiErrorSchema, apiRoutes, progressSyncResultSchema } from '@abhyas/domain';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixedAnswerKeySource } from './answer-key.ts';
import { buildApp } from './app.ts';
import { SESSION_COOKIE } from './auth/session-cookie.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { fixedMockPaperSource } from './mock-papers.ts';
import { mockUpdate, testMockPaper } from './testing/mock-submissions.ts';
import { PATH_TRAVERSAL_ATTEMPTS, rawGet } from './testing/path-traversal-attempts.ts';
import { progressUpdate, quizAnswer, RIGHT, testAnswerKeys } from './testing/progress-updates.ts';
import { type SignedIn, signInAs } from './testing/sign-in.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

/**
 * Every route of the contract (apiRoutes, so a new route is fuzzed without touching this file),
 * signed in and signed out, fed generated bad input: wrong types, missing and unknown fields,
 * huge strings and arrays, deep nesting, unicode, prototype-pollution keys, numbers JSON cannot
 * carry. The server must never answer 5xx, every 4xx carries the one error body, and a refused
 * request changes no row of any table.
 */

/** Per route and per signed-in state; with 20 routes this keeps the file well under a minute. */
const RUNS_PER_ROUTE = 40;
/**
 * A new seed each run, so runs explore different inputs; a failure prints its seed, and
 * `FUZZ_SEED=<seed>` replays it.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let database: TestDatabase;
let app: FastifyInstance;
let tables: string[];
/** Published, and sent once below, so that the mock routes have a table to read. */
const mockPaper = testMockPaper(1);
const prototypeKeysBefore = {
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
  function: Object.getOwnPropertyNames(Function.prototype).sort(),
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'abhyas-fuzz-')), PORT: '0' }),
    db: database.db,
    logger: createLogger({ level: 'silent' }),
    answerKeys: fixedAnswerKeySource(testAnswerKeys()),
    mockPapers: fixedMockPaperSource([mockPaper]),
  });
  await app.ready();
  const rows = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`.execute(database.db);
  tables = rows.rows.map((row) => row.name);
  // Rows in every table the routes touch, so a write that should not happen has something to change.
  const seeded = await signInAs(app, 'fuzz-seed', { displayName: 'Seed Learner', email: 'seed@example.org' });
  const synced = await app.inject({
    method: 'POST',
    url: '/api/progress/sync',
    headers: seeded.headers,
    payload: {
      updates: [
        progressUpdate(seeded.uid, [quizAnswer('q1', RIGHT)], { scoreChange: 4 }),
        mockUpdate(seeded.uid, mockPaper, { right: 5, wrong: 1 }),
      ],
    },
  });
  expect(synced.statusCode).toBe(200);
  expect(synced.json().applied).toHaveLength(2);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** One digest per table: any inserted, deleted or changed row changes it. */
async function snapshot(): Promise<Record<string, string>> {
  const columns = tables.map(
    (table) =>
      sql`(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${sql.table(table)} t) as ${sql.ref(table)}`,
  );
  const result = await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(database.db);
  return result.rows[0] ?? {};
}

// ---------------------------------------------------------------- generators

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Strings chosen to break parsers, validators, SQL and renderers. */
const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\n\r',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום',
  'नमस्ते',
  '\u200B\u200C\u200D\uFEFF',
  '👩🏽‍🎓🇮🇳',
  'e\u0301\u0301\u0301',
  '\uD800',
  '\uDFFF\uD800',
  'NaN',
  '-NaN',
  'Infinity',
  '-0',
  '1e308',
  '1e309',
  '-1',
  '0x10',
  '9'.repeat(400),
  'true',
  'null',
  'undefined',
  '{}',
  '[]',
  '__proto__',
  'constructor',
  'prototype',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  "' or 1=1 --",
  '%00',
  '%',
  'a'.repeat(10_000),
);

const weirdString = fc.oneof(
  nastyString,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 51, maxLength: 300 }),
);

/** Numbers JSON carries but code may not expect (NaN and ±Infinity become null in JSON). */
const weirdNumber = fc.oneof(
  fc.constantFrom(-0, 1e308, -1e308, 5e-324, 2 ** 53 + 2, -(2 ** 31), 2 ** 31, 0.5, -1, Number.NaN, Infinity),
  fc.integer(),
  fc.double(),
);

/** A JSON value as text, so `__proto__` can be an own key (an object literal would set the prototype). */
type Json = { text: string };
const json = (text: string): Json => ({ text });
const str = (value: string): Json => json(JSON.stringify(value));

const leaf: fc.Arbitrary<Json> = fc.oneof(
  weirdString.map(str),
  weirdNumber.map((value) => json(JSON.stringify(value))),
  fc.boolean().map((value) => json(String(value))),
  fc.constant(json('null')),
);

/** A key: mostly one the route reads, so the junk reaches its validation, else anything. */
const keyOf = (known: readonly string[]) =>
  fc.oneof(
    ...(known.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS, 'polluted') },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: nastyString.filter((value) => value.length < 50) },
  );

function objectOf(entries: readonly (readonly [string, Json])[]): Json {
  return json(`{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value.text}`).join(',')}}`);
}
const arrayOf = (items: readonly Json[]): Json => json(`[${items.map((item) => item.text).join(',')}]`);

/** Any small JSON value, keys sometimes the route's own. */
const junk = (known: readonly string[]): fc.Arbitrary<Json> =>
  fc.letrec<{ value: Json }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }).map(arrayOf),
      fc.array(fc.tuple(keyOf(known), tie('value')), { maxLength: 4 }).map(objectOf),
    ),
  })).value;

/** The keys of a zod object schema (classic or mini), or none. */
function shapeKeys(schema: z.core.$ZodType | undefined): string[] {
  const def = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
  return def?.shape ? Object.keys(def.shape) : [];
}

/** Payloads that pollute the prototype if anything merges them naively. */
const pollutionBodies = [
  json('{"__proto__":{"polluted":"yes"}}'),
  json('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  json('{"a":{"__proto__":{"polluted":"yes"}}}'),
  json('[{"__proto__":{"polluted":"yes"}}]'),
  json('{"updates":[{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}]}'),
  json('{"phoneNotificationTypes":{"__proto__":{"polluted":"yes"}}}'),
];
const pollution = fc.constantFrom(...pollutionBodies);

const deep = (depth: number, open: string, close: string, inner = '1') =>
  json(`${open.repeat(depth)}${inner}${close.repeat(depth)}`);
const tenThousand = <T>(item: (index: number) => T) =>
  Array.from({ length: 10_000 }, (_, index) => item(index));

/**
 * Bodies too big or too deep for careless code: 10,000 items, 1,000 levels, megabytes of text;
 * every route with a body gets each of them (and a few at random among the generated ones).
 */
function hugeBodies(known: readonly string[]): Json[] {
  const field = known[0] ?? 'x';
  return [
    json(`[${tenThousand(String).join(',')}]`),
    json(`{${JSON.stringify(field)}:[${tenThousand(() => '{}').join(',')}]}`),
    json(`{${JSON.stringify(field)}:[${tenThousand(() => '"\u202e\u200b👩🏽‍🎓"').join(',')}]}`),
    json(`{${tenThousand((index) => `"k${index}":${index}`).join(',')}}`),
    json(`{${JSON.stringify(field)}:[${'{"a":'.repeat(1_000)}1${'}'.repeat(1_000)}]}`),
    deep(1_000, '[', ']'),
    deep(1_000, '{"a":', '}'),
    deep(1_000, `{${JSON.stringify(field)}:`, '}', 'true'),
    deep(1_000, '{"__proto__":', '}', '{}'),
    json(`{${JSON.stringify(field)}:${JSON.stringify('x'.repeat(900_000))}}`),
    str('y'.repeat(1_100_000)),
    str('z'.repeat(5_000_000)),
    ...[Number.MAX_VALUE, -0, 5e-324].map((value) =>
      json(`{${JSON.stringify(field)}:${value === 0 ? '-0' : value}}`),
    ),
    json(`{${JSON.stringify(field)}:1e309}`),
    json(`{${JSON.stringify(field)}:-1e309}`),
  ];
}

/** Query strings too big or too deep: 10,000 pairs, a key nested 1,000 deep, 100 kB values. */
function hugeQueries(known: readonly string[]): string[] {
  const field = known[0] ?? 'x';
  return [
    tenThousand((index) => `${field}=${index}`).join('&'),
    tenThousand((index) => `k${index}=%E2%80%AE`).join('&'),
    `${field}${'[a]'.repeat(1_000)}=1`,
    `${field}=${'%F0%9F%91%A9'.repeat(25_000)}`,
    `__proto__[polluted]=yes&constructor[prototype][polluted]=yes&${field}[__proto__]=1`,
  ];
}

/** A body as sent: JSON text, or something that is not JSON, with the content type it claims. */
interface RawBody {
  readonly payload: string;
  readonly contentType: string | undefined;
}

const notJson: fc.Arbitrary<RawBody> = fc.record({
  payload: fc.oneof(
    fc.constantFrom(
      '{"updates": [',
      '{',
      'NaN',
      '-Infinity',
      "{'a':1}",
      '\u0000',
      '\uFEFF{}',
      '{"a":1}{"b":2}',
    ),
    fc.string({ unit: 'binary', maxLength: 60 }),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    undefined,
  ),
});

/**
 * A near-valid body: the route's own example with one part replaced by junk, removed, or given a
 * prototype key; the body's own keys with junk values; or junk of any shape.
 */
function bodyFor(route: ApiRoute, example: unknown): fc.Arbitrary<RawBody> {
  const known = [...shapeKeys(route.body), ...shapeKeys(progressUpdateShape), 'answers', 'questionId'];
  const asJson = (value: fc.Arbitrary<Json>) =>
    value.map((body): RawBody => ({ payload: body.text, contentType: 'application/json' }));
  return fc.oneof(
    // Most weight on the near-valid body: it gets past the envelope to the route's own checks.
    { weight: 4, arbitrary: asJson(mutated(example, junk(known))) },
    asJson(
      fc
        .array(fc.tuple(fc.constantFrom(...(known.length > 0 ? known : ['x'])), junk(known)), {
          maxLength: 6,
        })
        .map(objectOf),
    ),
    asJson(junk(known)),
    asJson(pollution),
    asJson(fc.constantFrom(...hugeBodies(known))),
    notJson,
  );
}

/** The example with one value at a random path replaced, removed, or joined by a prototype key. */
function mutated(example: unknown, replacement: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  const paths: (string | number)[][] = [];
  const walk = (value: unknown, at: (string | number)[]) => {
    paths.push(at);
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...at, index]);
    } else if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, [...at, key]);
  };
  walk(example, []);
  return fc
    .tuple(fc.constantFrom(...paths), fc.constantFrom('replace', 'remove', 'proto'), replacement)
    .map(([target, action, value]) => json(rewrite(example, [], target, action, value)));
}

function rewrite(
  value: unknown,
  at: (string | number)[],
  target: (string | number)[],
  action: 'replace' | 'remove' | 'proto',
  replacement: Json,
): string {
  const here = at.length === target.length && at.every((part, index) => part === target[index]);
  if (here && action === 'replace') return replacement.text;
  if (Array.isArray(value)) {
    const items = value.map((item, index) => rewrite(item, [...at, index], target, action, replacement));
    if (here && action === 'remove') items.pop();
    if (here && action === 'proto') items.push('{"__proto__":{"polluted":"yes"}}');
    return `[${items.join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    let entries = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}:${rewrite(item, [...at, key], target, action, replacement)}`,
    );
    if (here && action === 'remove') entries = entries.slice(1);
    if (here && action === 'proto')
      entries.push(`"__proto__":{"polluted":"yes"}`, `"constructor":{"prototype":{"polluted":"yes"}}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** encodeURIComponent, and a lone surrogate sent as the bytes of invalid UTF-8. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((character) => {
        try {
          return encodeURIComponent(character);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** A query string: the route's keys and others, junk values, keys repeated, bracket notation. */
function queryFor(route: ApiRoute): fc.Arbitrary<string> {
  const known = shapeKeys(route.query);
  const value = fc.oneof(
    weirdString,
    weirdNumber.map(String),
    fc.constantFrom('day', 'week', 'all', 'popup', '1'),
  );
  const key = fc.oneof(
    keyOf(known),
    fc.constantFrom(
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      'a[__proto__][polluted]',
      '__proto__.polluted',
    ),
  );
  return fc.oneof(
    fc
      .array(fc.tuple(key, value), { maxLength: 6 })
      .map((pairs) => pairs.map(([name, item]) => `${encode(name)}=${encode(item)}`).join('&')),
    fc
      .array(fc.tuple(key, value), { maxLength: 4 })
      .map((pairs) => pairs.map(([name, item]) => `${name}=${item}`.replace(/[\s#]/g, '')).join('&')),
    fc.constantFrom(
      '%',
      '%zz',
      '&&&',
      '=',
      'today',
      'today=2026-02-30',
      'limit=1e308&offset=-0',
      `a=${'b'.repeat(20_000)}`,
    ),
  );
}

/** A value for a path parameter (`:uid`, `:mockId`): the signed-in learner's own, a mock's, or anything. */
const paramValue = (own: string | undefined) =>
  fc.oneof(
    fc.constant(own ?? 'nobody'),
    fc.constant(mockPaper.id),
    weirdString.filter((value) => value.length > 0).map(encode),
    fc.constant('a'.repeat(129)),
  );

// ---------------------------------------------------------------- requests

/** A valid body of each route with one, mutated by the generators; a new route falls back to {}. */
const progressUpdateShape = z.object({
  id: z.string(),
  userId: z.string(),
  answers: z.array(z.unknown()),
  scoreChange: z.number(),
  questionsAttempted: z.number(),
  correctAnswers: z.number(),
  wrongAnswers: z.number(),
  newRank: z.number(),
  currentDailyDate: z.string(),
  timestamp: z.number(),
  mockId: z.string(),
});

function exampleBody(route: ApiRoute, uid: string): unknown {
  switch (`${route.method} ${route.path}`) {
    case 'POST /api/progress/sync':
      return {
        updates: [
          progressUpdate(uid, [quizAnswer('q2', RIGHT), quizAnswer('q3', 0)]),
          mockUpdate(uid, mockPaper, { right: 3, wrong: 1 }),
        ],
      };
    case 'PATCH /api/profile/preferences':
      return { theme: 'dark', phoneNotificationTypes: { achievements: false } };
    case 'PATCH /api/profile/display-name':
      return { displayName: 'Asha Verma' };
    case 'DELETE /api/account':
      return { confirm: true };
    case 'PUT /api/leaderboard/visibility':
      return { hidden: true };
    case 'PUT /api/profile/phone':
      return { phoneNumber: '+919876543210' };
    case 'POST /api/profile/phone/verify':
      return { code: '123456' };
    default:
      return {};
  }
}

interface FuzzCase {
  readonly query: string;
  readonly param: string;
  readonly body: RawBody | undefined;
  /** The Origin header: ours mostly, else another site, `null`, or none (the CSRF rule). */
  readonly origin: string | undefined;
  /** Signed out only: a session cookie that is no session (garbage, a bad or a valid signature). */
  readonly forgedCookie: string | undefined;
}

function caseFor(route: ApiRoute, uid: string | undefined): fc.Arbitrary<FuzzCase> {
  const hasBody = route.method !== 'GET';
  const forged = fc.oneof(
    weirdString.map((value) => `${SESSION_COOKIE}=${encode(value)}`),
    fc.constantFrom(
      `${SESSION_COOKIE}=s%3Anot-a-token.bad-signature`,
      `${SESSION_COOKIE}=a; ${SESSION_COOKIE}=b`,
      `${SESSION_COOKIE}=${encodeURIComponent(app.signCookie('0'.repeat(43)))}`,
      `${SESSION_COOKIE}=${encodeURIComponent(app.signCookie('__proto__'))}`,
      `__proto__=x; constructor=y; ${SESSION_COOKIE}=`,
    ),
  );
  return fc.record({
    query: fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 4, arbitrary: queryFor(route) }),
    param: paramValue(uid),
    body: hasBody ? bodyFor(route, exampleBody(route, uid ?? 'nobody')) : fc.constant(undefined),
    origin: fc.oneof(
      { weight: 6, arbitrary: fc.constant(app.auth.publicOrigin) },
      { weight: 1, arbitrary: fc.constantFrom('https://elsewhere.example', 'null', undefined) },
    ),
    forgedCookie:
      uid === undefined
        ? fc.option(forged, { freq: 3 }).map((value) => value ?? undefined)
        : fc.constant(undefined),
  });
}

function requestOf(route: ApiRoute, fuzz: FuzzCase, signedIn: SignedIn | undefined): InjectOptions {
  const pathname = route.path.replace(/:[A-Za-z]+/g, fuzz.param);
  const headers: Record<string, string> = {};
  const cookie = signedIn?.cookie ?? fuzz.forgedCookie;
  if (cookie) headers.cookie = cookie;
  if (fuzz.origin) headers.origin = fuzz.origin;
  if (fuzz.body?.contentType) headers['content-type'] = fuzz.body.contentType;
  return {
    method: route.method,
    url: fuzz.query ? `${pathname}?${fuzz.query}` : pathname,
    headers,
    ...(fuzz.body ? { payload: fuzz.body.payload } : {}),
  };
}

/** The error body a route answers 4xx with: the one shape, or the health probes' own. */
function expectErrorShape(route: ApiRoute, status: number, body: string, label: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${label} answered ${status} with a body that is not JSON: ${body.slice(0, 200)}`);
  }
  const schema = route.errorBody ?? apiErrorSchema.strict();
  const checked = z.safeParse(schema, parsed);
  expect(checked.error?.issues ?? [], `${label} answered ${status}: ${body.slice(0, 200)}`).toEqual([]);
}

/** Whether `body` is a sync's answer that applied exactly `count` updates. */
function isSyncResultApplying(body: string, count: number): boolean {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return false;
  }
  const parsed = progressSyncResultSchema.safeParse(answer);
  return parsed.success && parsed.data.applied.length === count;
}

/** Sends one fuzzed request and checks the promises; returns the status. */
async function sendAndCheck(route: ApiRoute, options: InjectOptions): Promise<number> {
  const before = await snapshot();
  const response = await app.inject(options);
  const label = `${route.method} ${String(options.url).slice(0, 120)} (${String(options.payload ?? '').slice(0, 120)})`;
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  // A sync that applied nothing (every update rejected or already known) is a refusal too.
  const appliedNothing = response.statusCode === 200 && isSyncResultApplying(response.body, 0);
  if (response.statusCode >= 400 || appliedNothing) {
    if (!appliedNothing) expectErrorShape(route, response.statusCode, response.body, label);
    const after = await snapshot();
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed, `${label} was refused with ${response.statusCode} but changed rows`).toEqual([]);
  }
  expect(({} as Record<string, unknown>).polluted, `${label} polluted Object.prototype`).toBeUndefined();
  return response.statusCode;
}

// ---------------------------------------------------------------- tests

describe('every route of the contract refuses bad input cleanly', () => {
  it('sees a changed row (so that an unchanged snapshot means something)', async () => {
    const before = await snapshot();
    expect(Object.keys(before)).toHaveLength(tables.length);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'sessions', 'progress_updates', 'quiz_attempts']),
    );
    await signInAs(app, 'fuzz-snapshot-check');
    const after = await snapshot();
    expect(Object.keys(before).filter((table) => before[table] !== after[table])).toEqual(
      expect.arrayContaining(['users', 'sessions']),
    );
  });

  for (const route of apiRoutes) {
    const key = `${route.method} ${route.path}`;
    for (const signedInState of ['signed in', 'signed out'] as const) {
      it(`${key}, ${signedInState}`, async () => {
        const uid = `fuzz-${key.replace(/[^a-z]+/gi, '-')}`.toLowerCase();
        // A session per learner and route: one route's sign-out or deletion leaves the others be.
        let learner = signedInState === 'signed in' ? await signInAs(app, uid) : undefined;
        const send = async (fuzz: FuzzCase) => {
          const status = await sendAndCheck(route, requestOf(route, fuzz, learner));
          // An accepted write may end the session or the account: start again for the next run.
          if (learner && status < 400 && route.method !== 'GET') learner = await signInAs(app, uid);
        };
        // Every huge query and body once, then the generated cases.
        const plain = {
          param: learner?.uid ?? 'nobody',
          origin: app.auth.publicOrigin,
          forgedCookie: undefined,
        };
        for (const query of hugeQueries(shapeKeys(route.query)))
          await send({ ...plain, query, body: undefined });
        if (route.method !== 'GET') {
          const known = shapeKeys(route.body);
          for (const body of [...hugeBodies(known), ...pollutionBodies])
            await send({
              ...plain,
              query: '',
              body: { payload: body.text, contentType: 'application/json' },
            });
        }
        await fc.assert(fc.asyncProperty(caseFor(route, learner?.uid), send), {
          numRuns: RUNS_PER_ROUTE,
          ...(SEED === undefined ? {} : { seed: SEED }),
          endOnFailure: true,
        });
      });
    }
  }

  it('leaves the prototypes of Object, Array and Function as they were', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeysBefore.object);
    expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(prototypeKeysBefore.array);
    expect(Object.getOwnPropertyNames(Function.prototype).sort()).toEqual(prototypeKeysBefore.function);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  });
});

/** Cases the fuzzing found, kept as plain tests. */
describe('what the router refuses is answered in the one error body', () => {
  it('a uid past the router’s parameter limit is an invalid uid (400), not Fastify’s own 414 body', async () => {
    const alice = await signInAs(app, 'router-alice');
    const response = await app.inject({ url: `/api/profile/${'a'.repeat(129)}`, headers: alice.headers });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.strict().parse(response.json())).toEqual({
      error: 'Invalid user id',
      field: 'uid',
    });

    const endless = await app.inject({ url: `/api/profile/${'a'.repeat(2_000)}`, headers: alice.headers });
    expect(endless.statusCode).toBe(414);
    expect(apiErrorSchema.strict().parse(endless.json()).reason).toBe('FST_ERR_MAX_PARAM_LENGTH');
  });

  it('a path parameter that is not valid percent-encoding is a 400 with the error body', async () => {
    const alice = await signInAs(app, 'router-alice');
    const response = await app.inject({ url: '/api/profile/%E0%A4%A', headers: alice.headers });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.strict().parse(response.json()).reason).toBe('FST_ERR_BAD_URL');
  });
});

describe('what the fuzzing found in the routes', () => {
  it('a visibility body that is not an object is named as the body, not the query', async () => {
    const alice = await signInAs(app, 'visibility-alice');
    const response = await app.inject({
      method: 'PUT',
      url: '/api/leaderboard/visibility',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: '[true]',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.strict().parse(response.json()).field).toBe('body');
  });
});

describe('the whole app keeps its static files in their folders', () => {
  it('answers every traversal attempt 404, over a real socket', async () => {
    const listening = await buildApp({
      config: loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'abhyas-traversal-')), PORT: '0' }),
      db: database.db,
      logger: createLogger({ level: 'silent' }),
      answerKeys: fixedAnswerKeySource(testAnswerKeys()),
    });
    await listening.listen({ host: '127.0.0.1', port: 0 });
    try {
      const address = listening.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      for (const attempt of PATH_TRAVERSAL_ATTEMPTS) {
        const response = await rawGet(port, attempt);
        expect(response.status, `GET ${attempt}: ${response.text.slice(0, 300)}`).toBe(404);
        expect(response.text, attempt).not.toContain('"name": "abhyas"');
        expect(response.text, attempt).not.toContain('buildApp');
        expect(response.text, attempt).not.toMatch(/root:.*:0:0:/);
      }
    } finally {
      await listening.close();
    }
  });
});
