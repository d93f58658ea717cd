import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localTimeOf } from '@abhyas/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Db, migrateToLatest } from '../db/database.ts';
import { findFreeLoopbackPort } from '../free-loopback-port.ts';
import {
  killStartedProcesses,
  type RunningProcess,
  runBuilt,
  waitUntilReady,
} from '../testing/server-process.ts';

/**
 * Two built servers (two processes) on one PostgreSQL, each working the reminders' queue; one is
 * killed with SIGKILL once the first reminder has gone. Every learner due gets one SMS: none lost
 * with the killed server, none sent by both. Learners are put in the Etc/GMT zone where it is
 * 19:00 now, so their evening is now whatever the time of the run.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let db: Db;
let drop: () => Promise<void>;
let url: string;
const dataDirs: string[] = [];

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? inject('adminDatabaseUrl');
  const name = `abhyas_reminders_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const address = new URL(adminUrl);
  address.pathname = `/${name}`;
  url = address.toString();
  db = createDatabase(url, { maxConnections: 3 });
  await migrateToLatest(db);
  drop = async () => {
    await db.destroy();
    await admin(`drop database if exists "${name}" with (force)`);
  };
});
afterAll(async () => {
  killStartedProcesses();
  await drop?.();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** The Etc/GMT zone where the clock reads 19:xx now (Etc/GMT-5 is UTC+5). */
function eveningZone(): string {
  for (let offset = -12; offset <= 14; offset += 1) {
    const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    if (localTimeOf(new Date(), zone).hour === 19) return zone;
  }
  throw new Error('no Etc/GMT zone is at 19:00 now');
}

async function startServer(sessionSecret: string): Promise<RunningProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-reminders-'));
  dataDirs.push(dataDir);
  const port = await findFreeLoopbackPort();
  const started = runBuilt('main', {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    SESSION_SECRET: sessionSecret,
  });
  await waitUntilReady(started, `http://127.0.0.1:${port}`);
  return started;
}

const reminderCounts = async (numbers: string[]) => {
  const rows = await db
    .selectFrom('smsOutbox')
    .select('toNumber')
    .where('kind', '=', 'dailyReminder')
    .execute();
  return numbers.map((number) => rows.filter((row) => row.toNumber === number).length);
};

describe('the daily reminder with two servers', () => {
  it('goes once to every learner due, with one server killed after the first', async () => {
    const zone = eveningZone();
    const today = localTimeOf(new Date(), zone).date;
    const kinds = { dailyReminder: true, weeklyProgress: true, achievements: true, securityAlerts: true };
    const learner = (index: number, extra: Record<string, unknown> = {}) => ({
      uid: `reminded-${index}`,
      phoneNumber: `+9195${String(index).padStart(8, '0')}`,
      phoneNumberVerified: true,
      enablePhoneNotifications: true,
      timeZone: zone,
      phoneNotificationTypes: JSON.stringify(kinds),
      ...extra,
    });
    const due = Array.from({ length: 8 }, (_, index) => learner(index));
    const practised = learner(100, { streakLastDate: today });
    const optedOut = learner(101, {
      phoneNotificationTypes: JSON.stringify({ ...kinds, dailyReminder: false }),
    });
    await db
      .insertInto('users')
      .values([...due, practised, optedOut] as never)
      .execute();

    const secret = randomBytes(32).toString('hex');
    const [first] = [await startServer(secret), await startServer(secret)];
    const numbers = due.map((one) => one.phoneNumber);
    // The planner runs on the minute: the first reminder within two.
    const deadline = Date.now() + 150_000;
    while ((await reminderCounts(numbers)).every((count) => count === 0)) {
      if (Date.now() > deadline) throw new Error('no reminder was sent');
      await sleep(200);
    }
    first?.child.kill('SIGKILL');
    // A job the killed server held comes back after its expiry (2 minutes) and the next check.
    const allDeadline = Date.now() + 240_000;
    while ((await reminderCounts(numbers)).some((count) => count === 0)) {
      if (Date.now() > allDeadline) throw new Error(`not all reminded: ${await reminderCounts(numbers)}`);
      await sleep(500);
    }
    await sleep(3000);
    expect(await reminderCounts(numbers)).toEqual(numbers.map(() => 1));
    expect(await reminderCounts([practised.phoneNumber, optedOut.phoneNumber])).toEqual([0, 0]);
  }, 420_000);
});
