/**
 * bench/sync: batches of 10 answers through `POST /api/progress/sync` on the real server, with
 * 100,000 learners and 50 connections, on the embedded PostgreSQL and on the machine's
 * PostgreSQL; next to the same transaction run directly (the service, no HTTP).
 *
 *   npx tsx bench/sync/run.ts            # both targets
 *   BENCH_SECONDS=10 BENCH_TARGETS=external npx tsx bench/sync/run.ts
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AnswerKeys, ProgressUpdate } from '@abhyas/domain';
import fastifyCookie from '@fastify/cookie';
import { sql } from 'kysely';
import pg from 'pg';
import { fixedAnswerKeySource } from '../../apps/server/src/answer-key.ts';
import { SESSION_COOKIE } from '../../apps/server/src/auth/session-cookie.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDatabase, migrateToLatest } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { createLogger } from '../../apps/server/src/logger.ts';
import { paths } from '../../apps/server/src/paths.ts';
import { startServer } from '../../apps/server/src/server.ts';
import { createProgressSyncService } from '../../apps/server/src/services/progress-sync-service.ts';
import { createProgressStore } from '../../apps/server/src/stores/progress-store.ts';

const USERS = 100_000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const EXTERNAL_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = 'bench-session-secret-bench-session-secret';
const logger = createLogger({ level: 'silent' });

const keys = JSON.parse(
  readFileSync(path.join(paths.contentBuild, 'answer-keys.json'), 'utf8'),
) as AnswerKeys;
const questionIds = Object.keys(keys);
const today = new Date().toISOString().slice(0, 10);

function batchFor(uid: string): ProgressUpdate[] {
  return Array.from({ length: 10 }, () => {
    const questionId = questionIds[Math.floor(Math.random() * questionIds.length)] ?? '';
    return {
      id: randomUUID(),
      userId: uid,
      answers: [
        { questionId, chosenIndex: Math.floor(Math.random() * 4), mode: 'quiz' as const, timeTakenMs: 9000 },
      ],
      scoreChange: 4,
      questionsAttempted: 1,
      correctAnswers: 1,
      wrongAnswers: 0,
      newRank: 1,
      currentDailyDate: today,
      timestamp: Date.now(),
    };
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function measure(label: string, once: (uid: string) => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const uid = `bench-${Math.floor(Math.random() * USERS)}`;
        const started = performance.now();
        try {
          await once(uid);
          latencies.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const rate = latencies.length / SECONDS;
  console.info(
    `${label.padEnd(34)} ${rate.toFixed(0).padStart(6)} batches/s  p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p99 ${percentile(latencies, 0.99).toFixed(1)} ms  errors ${errors}`,
  );
  return rate;
}

async function seed(url: string) {
  const db = createDatabase(url);
  await migrateToLatest(db);
  await sql`insert into users (uid, total_score) select 'bench-' || i, (random() * 4000)::int from generate_series(0, ${USERS - 1}) as i`.execute(
    db,
  );
  await sql`insert into sessions (id, uid, expires_at) select encode(sha256(('bench-token-' || i)::bytea), 'hex'), 'bench-' || i, now() + interval '1 day' from generate_series(0, ${USERS - 1}) as i`.execute(
    db,
  );
  await sql`analyze`.execute(db);
  await db.destroy();
}

async function benchTarget(name: string, adminUrl: string) {
  const dbName = `abhyas_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  try {
    await seed(url.toString());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-bench-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      PORT: '0',
      SESSION_SECRET: SECRET,
    });
    const server = await startServer(config, logger);
    const origin = server.url;
    const cookieOf = (uid: string) =>
      `${SESSION_COOKIE}=${encodeURIComponent(fastifyCookie.sign(`bench-token-${uid.slice(6)}`, SECRET))}`;
    const http = await measure(`${name}: HTTP`, async (uid) => {
      const response = await fetch(`${origin}/api/progress/sync`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookieOf(uid), origin },
        body: JSON.stringify({ updates: batchFor(uid) }),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await response.arrayBuffer();
    });
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });

    const db = createDatabase(url.toString(), { maxConnections: CONNECTIONS });
    const service = createProgressSyncService({
      store: createProgressStore(db),
      answerKeys: fixedAnswerKeySource(keys),
    });
    const direct = await measure(`${name}: direct transaction`, async (uid) => {
      const outcome = await service.sync(uid, { updates: batchFor(uid) });
      if (outcome.kind !== 'applied') throw new Error(outcome.kind);
    });
    await db.destroy();
    console.info(`${name}: HTTP reaches ${((http / direct) * 100).toFixed(0)} % of the direct rate`);
  } finally {
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
}

const targets = (process.env.BENCH_TARGETS ?? 'embedded,external').split(',');
console.info(
  `bench/sync: ${USERS} learners, ${CONNECTIONS} connections, ${SECONDS} s per run, batches of 10 answers`,
);
if (targets.includes('embedded')) {
  const dir = mkdtempSync(path.join(tmpdir(), 'abhyas-bench-pg-'));
  const embedded = await startEmbeddedPostgres(dir, logger);
  try {
    await benchTarget('embedded PostgreSQL', embedded.url);
  } finally {
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (targets.includes('external')) await benchTarget('machine PostgreSQL', EXTERNAL_ADMIN_URL);
