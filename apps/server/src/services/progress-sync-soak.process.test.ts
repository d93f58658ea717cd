import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnswerKeys, numberedUpdateId, type ProgressUpdate, updateClientPart } from '@abhyas/domain';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { newSessionToken, sessionIdOf } from '../auth/session-token.ts';
import { findFreeLoopbackPort } from '../free-loopback-port.ts';
import { paths } from '../paths.ts';
import { expectTotalsOf } from '../testing/progress-updates.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

/**
 * The soak: a client submits 1,000 answers while the built server is SIGKILLed and restarted at
 * random moments and requests are cut off mid-flight, and resends in any order. The server's totals must equal exactly
 * the answers submitted.
 */
const serverEntry = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const ANSWERS = 1_000;
const ANSWERS_PER_UPDATE = 5;
const SOAK_DEADLINE_MS = 150_000;

let database: TestDatabase;
let child: ChildProcess | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-soak-'));
const sessionSecret = randomBytes(32).toString('hex');

afterAll(async () => {
  child?.kill('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

let port = 0;
let cookie = '';
let origin = '';
const uid = 'soak-learner';

beforeAll(async () => {
  if (!existsSync(serverEntry))
    throw new Error('apps/server/dist/main.js is missing: run npm run build first');
  database = await createTestDatabase();
  port = await findFreeLoopbackPort();
  origin = `http://127.0.0.1:${port}`;
  // A real session row and a cookie signed with the secret the child server is given.
  const token = newSessionToken();
  await database.db.insertInto('users').values({ uid }).execute();
  await database.db
    .insertInto('sessions')
    .values({ id: sessionIdOf(token), uid, expiresAt: new Date(Date.now() + 86_400_000) })
    .execute();
  cookie = `${SESSION_COOKIE}=${encodeURIComponent(fastifyCookie.sign(token, sessionSecret))}`;
}, 120_000);

function startServer(): ChildProcess {
  const started = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PORT: String(port),
      SESSION_SECRET: sessionSecret,
      // A thousand answers from one learner in a minute is what the daily cap stops; the soak is
      // about exactly-once, so its cap is out of the way.
      SCORED_ANSWERS_PER_DAY: '100000',
    },
    stdio: 'ignore',
  });
  return started;
}

/** Resolves once the server answers /readyz (or after 30 s, letting the deadline decide). */
async function untilServing(): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function send(
  updates: ProgressUpdate[],
  cutAfterMs: number | undefined,
): Promise<Set<string> | undefined> {
  const controller = new AbortController();
  const cut = cutAfterMs === undefined ? undefined : setTimeout(() => controller.abort(), cutAfterMs);
  try {
    const response = await fetch(`${origin}/api/progress/sync`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin },
      body: JSON.stringify({ updates }),
      signal: controller.signal,
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as {
      applied: string[];
      duplicates: string[];
      rejected: { id: string }[];
    };
    expect(body.rejected).toEqual([]);
    return new Set([...body.applied, ...body.duplicates]);
  } catch {
    return undefined;
  } finally {
    if (cut) clearTimeout(cut);
  }
}

describe('progress sync under SIGKILL and network drops', () => {
  it('ends with server totals equal to exactly the answers submitted', async () => {
    const keys = JSON.parse(
      readFileSync(path.join(paths.contentBuild, 'answer-keys.json'), 'utf8'),
    ) as AnswerKeys;
    const questionIds = Object.keys(keys).slice(0, ANSWERS);
    expect(questionIds).toHaveLength(ANSWERS);
    const answers = questionIds.map((questionId, index) => {
      const right = keys[questionId]?.answerIndex ?? 0;
      const chosenIndex = index % 7 === 0 ? null : index % 3 === 0 ? (right + 1) % 4 : right;
      return { questionId, chosenIndex, mode: 'quiz' as const, timeTakenMs: 2_000 };
    });
    const updates: ProgressUpdate[] = [];
    // Half the updates carry a number (as the app makes them now), half a random id (as before).
    const page = updateClientPart(randomBytes(16));
    for (let start = 0; start < ANSWERS; start += ANSWERS_PER_UPDATE) {
      const k = start / ANSWERS_PER_UPDATE;
      updates.push({
        id: k % 2 === 0 ? numberedUpdateId(page, k / 2 + 1) : randomUUID(),
        userId: uid,
        answers: answers.slice(start, start + ANSWERS_PER_UPDATE),
        scoreChange: 999,
        questionsAttempted: ANSWERS_PER_UPDATE,
        correctAnswers: 0,
        wrongAnswers: 0,
        newRank: 1,
        currentDailyDate: new Date().toISOString().slice(0, 10),
        timestamp: Date.now(),
      });
    }

    child = startServer();
    let stop = false;
    let kills = 0;
    // The chaos: SIGKILL at random moments of a running server, then a restart on the same
    // database. Each server gets to serve before it is killed, however slow the machine.
    const chaos = (async () => {
      while (!stop) {
        await untilServing();
        await new Promise((resolve) => setTimeout(resolve, 700 + Math.random() * 1_500));
        if (stop) break;
        const victim = child;
        victim?.kill('SIGKILL');
        kills += 1;
        await new Promise((resolve) => victim?.once('exit', resolve));
        child = startServer();
      }
    })();

    const pending = [...updates];
    let queued = 0;
    const deadline = Date.now() + SOAK_DEADLINE_MS;
    // A fast server may take every answer before the chaos has killed it a few times: then the
    // client goes on resending acknowledged updates (duplicates, which must change nothing).
    while ((queued < updates.length || pending.length > 0 || kills < 3) && Date.now() < deadline) {
      // New answers keep arriving while earlier ones wait.
      queued = Math.min(updates.length, queued + 7);
      let ready = pending.filter((update) => updates.indexOf(update) < queued).slice(0, 10);
      if (ready.length === 0) {
        const from = Math.floor(Math.random() * (updates.length - 10));
        ready = updates.slice(from, from + 10);
      }
      // One request in four is cut off mid-flight: the server may or may not have applied it.
      const acknowledged = await send(ready, Math.random() < 0.25 ? Math.random() * 30 : undefined);
      if (!acknowledged) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      for (let index = pending.length - 1; index >= 0; index--)
        if (acknowledged.has(pending[index]?.id ?? '')) pending.splice(index, 1);
    }
    stop = true;
    await chaos;
    expect(pending).toEqual([]);
    expect(kills).toBeGreaterThan(2);

    await expectTotalsOf(database.db, uid, updates, keys);
    child?.kill('SIGTERM');
  }, 200_000);
});
