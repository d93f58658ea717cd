import type { ProgressSyncResult } from '@abhyas/domain';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { progressUpdate, quizAnswer, RIGHT, testAnswerKeys } from '../testing/progress-updates.ts';
import { createSyncTestApp, type SyncTestApp } from '../testing/sync-test-app.ts';

// The sync reads its session in its own first statement when this process does not have it at
// hand (a session just started has never been looked up here): these are the session's rules on
// that path, each with nothing written when the session does not sign anyone in.
let testApp: SyncTestApp;

beforeAll(async () => {
  testApp = await createSyncTestApp(testAnswerKeys());
});

afterAll(async () => {
  await testApp?.close();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let learners = 0;

/** A learner with a new session (never looked up by this process), and its cookie headers. */
async function newSession() {
  const { app } = testApp;
  const uid = `session-learner-${++learners}`;
  await app.auth.profiles.ensureProfile({ uid }, new Date());
  const { token, sessionId } = await app.auth.sessions.start(uid);
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(app.signCookie(token))}`;
  return { uid, token, sessionId, headers: { cookie, origin: app.auth.publicOrigin } };
}

async function sync(headers: Record<string, string>, payload: unknown) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/progress/sync',
    headers,
    payload: payload as object,
  });
  return {
    status: response.statusCode,
    body: response.json() as ProgressSyncResult & { error?: string },
    setCookie: response.headers['set-cookie'],
  };
}

const totalScoreOf = async (uid: string) =>
  (
    await testApp.database.db
      .selectFrom('users')
      .select('totalScore')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow()
  ).totalScore;

const sessionRow = (id: string) =>
  testApp.database.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();

/** Sets columns of a session's row, as if time had passed. */
const changeSession = (
  id: string,
  columns: { createdAt?: Date; lastSeenAt?: Date; expiresAt?: Date | RawBuilder<Date> },
) => testApp.database.db.updateTable('sessions').set(columns).where('id', '=', id).execute();

/** One right quiz answer of the learner, synced with their session's cookie. */
const syncOneAnswer = (learner: { uid: string; headers: Record<string, string> }) =>
  sync(learner.headers, { updates: [progressUpdate(learner.uid, [quizAnswer('q1', RIGHT)])] });

describe('POST /api/progress/sync with a session it reads itself', () => {
  it('applies the batch without a session lookup of its own, and signs the learner in', async () => {
    const learner = await newSession();
    expect(testApp.app.auth.sessions.isCached(learner.token)).toBe(false);
    const lookups = vi.spyOn(testApp.app.auth.sessions, 'resolve');
    try {
      const { status, body } = await syncOneAnswer(learner);
      expect(status).toBe(200);
      expect(body.profile.totalScore).toBe(4);
      expect(lookups).not.toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
    // Read once, the session is at hand for the learner's next requests.
    expect(testApp.app.auth.sessions.isCached(learner.token)).toBe(true);
  });

  it('refuses 401 a session ended in the database, and writes nothing', async () => {
    const learner = await newSession();
    await testApp.database.db.deleteFrom('sessions').where('id', '=', learner.sessionId).execute();
    const { status, body } = await syncOneAnswer(learner);
    expect(status).toBe(401);
    expect(body.error).toBe('User not authenticated');
    expect(await totalScoreOf(learner.uid)).toBe(0);
  });

  it('refuses 401 an expired session, and writes nothing', async () => {
    const learner = await newSession();
    await changeSession(learner.sessionId, { expiresAt: sql<Date>`now() - interval '1 minute'` });
    const { status } = await syncOneAnswer(learner);
    expect(status).toBe(401);
    expect(await totalScoreOf(learner.uid)).toBe(0);
  });

  it('ends a session past its lifetime: 401, nothing written, the session gone', async () => {
    const learner = await newSession();
    await changeSession(learner.sessionId, {
      createdAt: new Date(Date.now() - 91 * DAY),
      lastSeenAt: new Date(Date.now() - DAY),
    });
    const { status } = await syncOneAnswer(learner);
    expect(status).toBe(401);
    expect(await totalScoreOf(learner.uid)).toBe(0);
    expect(await sessionRow(learner.sessionId)).toBeUndefined();
  });

  it('moves the expiry of a session not seen for a while and sends its cookie again', async () => {
    const learner = await newSession();
    const seenAt = new Date(Date.now() - 2 * HOUR);
    const expiresAt = new Date(Date.now() + DAY);
    await changeSession(learner.sessionId, { lastSeenAt: seenAt, expiresAt });
    const { status, setCookie } = await syncOneAnswer(learner);
    expect(status).toBe(200);
    expect(String(setCookie)).toContain(`${SESSION_COOKIE}=`);
    const row = await sessionRow(learner.sessionId);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(expiresAt.getTime() + DAY);
    expect(row?.lastSeenAt.getTime()).toBeGreaterThan(seenAt.getTime());
  });

  it('refuses 403 a batch holding another learner’s update, and writes nothing', async () => {
    const learner = await newSession();
    const { status } = await sync(learner.headers, {
      updates: [
        progressUpdate(learner.uid, [quizAnswer('q1', RIGHT)]),
        progressUpdate('someone-else', [quizAnswer('q2', RIGHT)]),
      ],
    });
    expect(status).toBe(403);
    expect(await totalScoreOf(learner.uid)).toBe(0);
  });

  it('answers a malformed envelope 401 without a signed-in session, 400 with one', async () => {
    const ended = await newSession();
    await testApp.database.db.deleteFrom('sessions').where('id', '=', ended.sessionId).execute();
    expect((await sync(ended.headers, { updates: 'not a list' })).status).toBe(401);
    const learner = await newSession();
    const { status, body } = await sync(learner.headers, { updates: 'not a list' });
    expect(status).toBe(400);
    expect(body.error).toMatch(/^Invalid updates/);
  });
});
