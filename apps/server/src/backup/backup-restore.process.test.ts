import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProgressUpdate } from '@abhyas/domain';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import { findFreeLoopbackPort } from '../free-loopback-port.ts';
import { createLogger } from '../logger.ts';
import { type RunningServer, startServer } from '../server.ts';
import { createImportedQuestionStore } from '../stores/imported-question-store.ts';
import { createBrowserAgent, formAction } from '../testing/browser-agent.ts';
import { signUpThroughProvider } from '../testing/built-in-sign-up.ts';
import { importedTopicFile } from '../testing/imported-topics.ts';
import { expectTotalsOf } from '../testing/progress-updates.ts';
import { killStartedProcesses, runBuilt } from '../testing/server-process.ts';
import { type Learner, realAnswerKeys, SyncingLearners } from '../testing/syncing-learners.ts';

/**
 * A backup taken while learners sync, restored into a fresh place and served on another port:
 * every answer acknowledged before the backup began is there, every learner's totals match
 * exactly the updates the archive holds (one snapshot), and accounts and sessions still work.
 * The backup and restore run as `npm run backup` / `npm run restore` run them (the built commands).
 */
const dirs: string[] = [];
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  killStartedProcesses();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'abhyas-backup-'));
  dirs.push(dir);
  return dir;
}

async function serve(env: Record<string, string>): Promise<RunningServer> {
  const config = loadConfig({ HOST: '127.0.0.1', PORT: String(await findFreeLoopbackPort()), ...env });
  const server = await startServer(config, createLogger({ level: 'silent' }));
  cleanups.push(() => server.close());
  return server;
}

function resultOf(html: string): { status: string; uid?: string } {
  const match = html.match(/var result = (\{.*?\});/);
  if (!match?.[1]) throw new Error(`no sign-in result on the page:\n${html.slice(0, 1500)}`);
  return JSON.parse(match[1]);
}

const account = { name: 'Ravi Kumar', email: 'ravi@example.org', password: 'banyan-orbit-73' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Before {
  readonly accountUid: string;
  readonly learners: Learner[];
  readonly acknowledgedBefore: Map<string, ProgressUpdate[]>;
}

/** Learners answer and sync; the backup command runs while they keep going. */
async function backUpWhileLearnersSync(server: RunningServer, env: Record<string, string>, file: string) {
  const browser = createBrowserAgent(server.app, new URL(server.url).origin);
  const accountUid = resultOf((await signUpThroughProvider(browser, account)).continued.body).uid ?? '';
  expect(accountUid).not.toBe('');

  const group = new SyncingLearners(server, server.db, realAnswerKeys());
  const learners = await Promise.all(Array.from({ length: 6 }, (_, n) => group.signUp(`learner-${n}`)));
  for (let round = 0; round < 4; round++)
    await Promise.all(
      learners.map(async (learner) => {
        learner.answerOne();
        await learner.sync();
      }),
    );
  for (const learner of learners) expect(learner.waiting).toBe(0);
  const acknowledgedBefore = new Map(learners.map((learner) => [learner.signedIn.uid, [...learner.all]]));

  let backupOver = false;
  const streams = learners.map(async (learner) => {
    while (!backupOver) {
      learner.answerOne();
      await learner.sync();
      await sleep(10);
    }
  });
  await sleep(200);
  const backup = runBuilt('backup', env, [file]);
  const code = await backup.exit.finally(() => {
    backupOver = true;
  });
  await Promise.all(streams);
  expect(code, backup.output()).toBe(0);
  expect(backup.output()).toMatch(/^Backup written to .+ \(\d+ rows, \d+ files, \d+ KiB\)\.\n$/);
  // Every learner kept syncing during the backup: the snapshot was taken under load.
  for (const learner of learners) expect(learner.all.length).toBeGreaterThan(4);
  return { accountUid, learners, acknowledgedBefore } satisfies Before;
}

/** What the restored database holds for each learner is one consistent snapshot, with every early answer. */
async function expectRestored(restored: RunningServer, before: Before): Promise<void> {
  const keys = realAnswerKeys();
  for (const learner of before.learners) {
    const uid = learner.signedIn.uid;
    const recorded = new Set(
      (await restored.db.selectFrom('progressUpdates').select('id').where('userUid', '=', uid).execute()).map(
        (row) => row.id,
      ),
    );
    for (const update of before.acknowledgedBefore.get(uid) ?? []) expect(recorded.has(update.id)).toBe(true);
    await expectTotalsOf(
      restored.db as Db,
      uid,
      learner.all.filter((update) => recorded.has(update.id)),
      keys,
    );
    // The learner's session (and the secret that signs its cookie) came back too.
    const me = await fetch(`${restored.url}/api/auth/me`, { headers: learner.signedIn.headers });
    expect(((await me.json()) as { user: { uid: string } }).user.uid).toBe(uid);
  }
  // The account made at the built-in provider signs in with its password on the restored copy.
  const browser = createBrowserAgent(restored.app, new URL(restored.url).origin);
  const login = await browser.go('/api/auth/sign-in?mode=popup');
  const signedIn = await browser.go(formAction(login.body, '/login'), {
    email: account.email,
    password: account.password,
  });
  expect(resultOf(signedIn.body)).toMatchObject({ status: 'success', uid: before.accountUid });
}

async function emptyDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? inject('adminDatabaseUrl');
  const name = `abhyas_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const importedTopic = (count: number) => importedTopicFile(count, 'backup-topic');

const importedQuestionCount = async (db: Db) =>
  (
    await db
      .selectFrom('importedQuestions')
      .select('id')
      .where('subcategoryId', '=', 'backup-topic')
      .execute()
  ).length;

describe('backup and restore', () => {
  it('on the embedded default: backed up while learners sync, restored into a fresh folder on another port', async () => {
    const original = newDir();
    const file = path.join(newDir(), 'nightly.abhyas-backup');
    // A bank imported with the command (its file in DATA_DIR), then again from the console.
    const topicFile = path.join(original, 'imported', 'indian-history', 'backup-topic.json');
    mkdirSync(path.dirname(topicFile), { recursive: true });
    writeFileSync(topicFile, JSON.stringify(importedTopic(3)));
    const server = await serve({ DATA_DIR: original });
    expect(await importedQuestionCount(server.db as Db)).toBe(3);
    await createImportedQuestionStore(server.db as Db).replaceTopic(importedTopic(5));
    const before = await backUpWhileLearnersSync(server, { DATA_DIR: original }, file);
    await server.close();

    const fresh = newDir();
    const restore = runBuilt('restore', { DATA_DIR: fresh }, [file]);
    expect(await restore.exit, restore.output()).toBe(0);
    expect(restore.output()).toContain(`into ${fresh}`);
    const restored = await serve({ DATA_DIR: fresh });
    await expectRestored(restored, before);
    // The console's import, newer than the file, is still the topic after the restore and a start.
    expect(existsSync(path.join(fresh, 'imported', 'indian-history', 'backup-topic.json'))).toBe(true);
    expect(await importedQuestionCount(restored.db as Db)).toBe(5);
    await restored.close();

    // A second restore into the now used folder is refused and changes nothing.
    const again = runBuilt('restore', { DATA_DIR: fresh }, [file]);
    expect(await again.exit).toBe(1);
    expect(again.output()).toBe(
      `restore: DATA_DIR ${fresh} is not empty: restore into a new, empty folder\n`,
    );
  });

  it('on an external PostgreSQL: restored into an empty database with a fresh DATA_DIR', async () => {
    const databaseUrl = await emptyDatabase();
    const file = path.join(newDir(), 'external.abhyas-backup');
    const dataDir = newDir();
    const server = await serve({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const before = await backUpWhileLearnersSync(
      server,
      { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      file,
    );
    await server.close();

    const target = await emptyDatabase();
    const freshDir = newDir();
    const restore = runBuilt('restore', { DATA_DIR: freshDir, DATABASE_URL: target }, [file]);
    expect(await restore.exit, restore.output()).toBe(0);
    const restored = await serve({ DATA_DIR: freshDir, DATABASE_URL: target });
    await expectRestored(restored, before);
    await restored.close();

    const refused = runBuilt('restore', { DATA_DIR: newDir(), DATABASE_URL: target }, [file]);
    expect(await refused.exit).toBe(1);
    expect(refused.output()).toBe('restore: the database is not empty: restore into a new, empty database\n');
  });

  it('takes a backup by itself before migrating an existing database', async () => {
    const databaseUrl = await emptyDatabase();
    const dataDir = newDir();
    const first = await serve({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    await first.close();
    expect(existsSync(path.join(dataDir, 'backups'))).toBe(false);

    // An older installation: its last migration not applied yet, as before an upgrade. Whichever
    // migration is last is undone, so a new migration does not break this test.
    const [last] = Object.keys(migrations).sort().slice(-1);
    const lastMigration = last ? migrations[last] : undefined;
    if (!last || !lastMigration?.down) throw new Error('the last migration has no down()');
    const older = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) }),
    });
    await lastMigration.down(older);
    await sql`delete from kysely_migration where name = ${last}`.execute(older);
    await older.destroy();

    const upgraded = await serve({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    await upgraded.close();
    const backups = readdirSync(path.join(dataDir, 'backups'));
    expect(backups).toEqual([
      expect.stringMatching(new RegExp(`^abhyas-before-${last}-.+\\.abhyas-backup$`)),
    ]);
  });
});
