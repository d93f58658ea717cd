import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { migrations } from '../db/migrations/index.ts';
import { findFreeLoopbackPort } from '../free-loopback-port.ts';
import { createLogger } from '../logger.ts';
import { type RunningServer, startServer } from '../server.ts';
import { createBrowserAgent, formAction } from '../testing/browser-agent.ts';
import { signUpThroughProvider } from '../testing/built-in-sign-up.ts';
import { progressUpdate, quizAnswer } from '../testing/progress-updates.ts';
import { realAnswerKeys } from '../testing/syncing-learners.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { SESSION_COOKIE, sessionCookieName } from './session-cookie.ts';

let database: TestDatabase;
let dataDir: string;
const running: RunningServer[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-move-'));
});

afterAll(async () => {
  for (const server of running) await server.close().catch(() => undefined);
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function serve(env: Record<string, string>): Promise<RunningServer> {
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url, HOST: '127.0.0.1', ...env });
  const server = await startServer(config, createLogger({ level: 'silent' }));
  running.push(server);
  return server;
}

function resultOf(html: string): { status: string; uid?: string } {
  const match = html.match(/var result = (\{.*?\});/);
  if (!match?.[1]) throw new Error(`no sign-in result on the page:\n${html.slice(0, 1500)}`);
  return JSON.parse(match[1]);
}

const learner = { name: 'Meera Iyer', email: 'meera@example.org', password: 'tamarind-kite-88' };

describe('moving the server to another port and domain', () => {
  it('keeps every account, its history and its sessions', async () => {
    const firstPort = String(await findFreeLoopbackPort());
    const first = await serve({ PORT: firstPort });
    const firstOrigin = `http://127.0.0.1:${firstPort}`;
    const browser = createBrowserAgent(first.app, firstOrigin);
    const { continued } = await signUpThroughProvider(browser, learner);
    const signedUp = resultOf(continued.body);
    expect(signedUp.status).toBe('success');
    const cookie = `${SESSION_COOKIE}=${browser.cookie(`127.0.0.1:${firstPort}`, SESSION_COOKIE)}`;

    const [questionId = '', key] = Object.entries(realAnswerKeys(1))[0] ?? [];
    const synced = await first.app.inject({
      method: 'POST',
      url: '/api/progress/sync',
      headers: { cookie, origin: firstOrigin },
      payload: {
        updates: [progressUpdate(signedUp.uid ?? '', [quizAnswer(questionId, key?.answerIndex ?? 0)])],
      },
    });
    expect(synced.statusCode).toBe(200);
    const before = (await first.app.inject({ url: '/api/auth/me', headers: { cookie } })).json();
    expect(before.profile.totalScore).toBeGreaterThan(0);
    await first.close();

    // Another port and a real domain behind a proxy, as the README's production recipe does.
    const secondPort = String(await findFreeLoopbackPort());
    const second = await serve({ PORT: secondPort, PUBLIC_URL: 'https://abhyas.example.org' });

    // The session made before the move still opens the account. A browser keeps no cookie across
    // a change of domain; the token is what must survive, here under the https name (__Host-).
    const token = browser.cookie(`127.0.0.1:${firstPort}`, SESSION_COOKIE);
    const movedCookie = `${sessionCookieName({ secure: true })}=${token}`;
    const kept = await second.app.inject({ url: '/api/auth/me', headers: { cookie: movedCookie } });
    expect(kept.json().user.uid).toBe(signedUp.uid);

    // Signing in again with the same email and password finds the same learner and history.
    const elsewhere = createBrowserAgent(second.app, 'https://abhyas.example.org');
    const login = await elsewhere.go('/api/auth/sign-in?mode=popup');
    const signedIn = resultOf(
      (
        await elsewhere.go(formAction(login.body, '/login'), {
          email: learner.email,
          password: learner.password,
        })
      ).body,
    );
    expect(signedIn).toMatchObject({ status: 'success', uid: signedUp.uid });
    const after = JSON.parse((await elsewhere.go('/api/auth/me')).body);
    expect(after.profile.totalScore).toBe(before.profile.totalScore);
    expect(after.profile.questionsAttempted).toBe(before.profile.questionsAttempted);
    await second.close();
  });

  it('adopts the accounts an older build keyed by its URL, the forked copy left aside', async () => {
    const older = await createTestDatabase();
    try {
      const migrator = new Migrator({ db: older.db, provider: { getMigrations: async () => migrations } });
      const down = await migrator.migrateTo('0009-session-devices');
      expect(down.error).toBeUndefined();
      await sql`
        insert into users (uid, email, total_score) values ('original', 'a@example.org', 40),
          ('forked', 'a@example.org', 0), ('other', 'b@example.org', 5), ('google', 'g@example.org', 7)
      `.execute(older.db);
      await sql`
        insert into idp_accounts (id, email, name, password_hash) values
          ('aaaa', 'a@example.org', 'A', 'x'), ('bbbb', 'b@example.org', 'B', 'x')
      `.execute(older.db);
      await sql`
        insert into identities (issuer, subject, uid) values
          ('http://127.0.0.1:3000/idp', 'aaaa', 'original'),
          ('https://abhyas.example.org/idp', 'aaaa', 'forked'),
          ('http://192.168.1.20:3000/idp', 'bbbb', 'other'),
          ('https://accounts.google.com', 'aaaa', 'google')
      `.execute(older.db);

      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      const { builtInProviderId } = await older.db
        .selectFrom('installation')
        .select('builtInProviderId')
        .executeTakeFirstOrThrow();
      const rows = await older.db
        .selectFrom('identities')
        .select(['issuer', 'subject', 'uid'])
        .orderBy('uid')
        .execute();
      expect(rows).toEqual([
        { issuer: 'https://abhyas.example.org/idp', subject: 'aaaa', uid: 'forked' },
        { issuer: 'https://accounts.google.com', subject: 'aaaa', uid: 'google' },
        { issuer: builtInProviderId, subject: 'aaaa', uid: 'original' },
        { issuer: builtInProviderId, subject: 'bbbb', uid: 'other' },
      ]);
    } finally {
      await older.drop();
    }
  });
});
