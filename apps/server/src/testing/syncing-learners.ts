import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type AnswerKeys,
  answerKeysSchema,
  type ProgressSyncResult,
  type ProgressUpdate,
} from '@abhyas/domain';
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';
import { isDatabaseUnavailableError } from '../db/database-errors.ts';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../http-error-handler.ts';
import { paths } from '../paths.ts';
import type { RunningServer } from '../server.ts';
import { expectTotalsOf, progressUpdate, quizAnswer } from './progress-updates.ts';
import { type SignedIn, signInAs } from './sign-in.ts';

/**
 * Learners' devices syncing over HTTP against a running server while a test injects a fault:
 * each keeps a queue of updates, sends it in batches and drops only what the server acknowledged,
 * as the web app does.
 */

/** A slice of the real question bank's answer key: startServer grades against the whole of it. */
export function realAnswerKeys(count = 4_000): AnswerKeys {
  const file = path.join(paths.contentBuild, 'answer-keys.json');
  return Object.fromEntries(
    Object.entries(answerKeysSchema.parse(JSON.parse(readFileSync(file, 'utf8')))).slice(0, count),
  );
}

/** Anything a driver, socket or file system says: none of it may reach a client. */
export const INTERNALS =
  /ECONN|EPIPE|127\.0\.0\.1|localhost|:\d{2,5}\b|No space|base\/\d|terminat|timeout|lock|Connection|postgres|\b(?:08|53|55|57)[0-9A-Z]{3}\b/i;

export interface Answered {
  status: number;
  retryAfter: string | null;
  text: string;
  ms: number;
}

/** A failed answer must be the honest one: 503, Retry-After, the generic body. */
export function expectHonestUnavailable(answer: Answered | undefined): void {
  expect(answer?.text).not.toMatch(INTERNALS);
  expect({
    status: answer?.status,
    retryAfter: answer?.retryAfter,
    body: JSON.parse(answer?.text ?? ''),
  }).toEqual({
    status: 503,
    retryAfter: String(RETRY_AFTER_SECONDS),
    body: { error: UNAVAILABLE_MESSAGE },
  });
}

export async function timedFetch(url: string, init?: RequestInit): Promise<Answered> {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text,
    ms: performance.now() - started,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SyncingLearners {
  private unusedQuestions: string[];

  constructor(
    private readonly server: RunningServer,
    private readonly db: Db,
    readonly keys: AnswerKeys,
  ) {
    this.unusedQuestions = Object.keys(keys);
  }

  /** A signed-in learner; set-up, so tried again (bounded) while the database is still coming back. */
  async signUp(name: string): Promise<Learner> {
    const uid = `${name}-${Math.random().toString(36).slice(2, 8)}`;
    for (let attempt = 1; ; attempt++) {
      try {
        return new Learner(this, await signInAs(this.server.app, uid));
      } catch (error) {
        if (attempt === 10 || !isDatabaseUnavailableError(error)) throw error;
        await sleep(200);
      }
    }
  }

  nextQuestion(): string {
    const questionId = this.unusedQuestions.pop();
    if (!questionId) throw new Error('the test ran out of questions');
    return questionId;
  }

  post(url: string, user: SignedIn, payload: unknown): Promise<Answered> {
    return timedFetch(`${this.server.url}${url}`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  }

  readiness(): Promise<Answered> {
    return timedFetch(`${this.server.url}/readyz`);
  }

  /**
   * `count` learners answer and sync while `fault` runs; then they keep syncing what is left
   * (for up to `drainMs`) until every update is acknowledged. Asserts that every failed answer
   * was an honest 503, that the stored totals equal each update applied exactly once, and that
   * the server is ready again.
   */
  async streamThrough(count: number, fault: () => Promise<void>, drainMs = 30_000): Promise<Learner[]> {
    const learners = await Promise.all(Array.from({ length: count }, (_, n) => this.signUp(`learner-${n}`)));
    let faultOver = false;
    const streams = learners.map(async (learner) => {
      while (!faultOver) {
        learner.answerOne();
        await learner.sync();
        await sleep(20);
      }
    });
    await sleep(300);
    await fault().finally(() => {
      faultOver = true;
    });
    await Promise.all(streams);

    const deadline = Date.now() + drainMs;
    while (learners.some((learner) => learner.waiting > 0) && Date.now() < deadline) {
      await Promise.all(learners.map((learner) => learner.sync()));
      await sleep(100);
    }
    for (const learner of learners) {
      expect(learner.waiting).toBe(0);
      for (const answer of learner.answers) if (answer.status !== 200) expectHonestUnavailable(answer);
      await expectTotalsOf(this.db, learner.signedIn.uid, learner.all, this.keys);
    }
    expect((await this.readiness()).status).toBe(200);
    return learners;
  }
}

export class Learner {
  readonly all: ProgressUpdate[] = [];
  readonly answers: Answered[] = [];
  private pending: ProgressUpdate[] = [];

  constructor(
    private readonly group: SyncingLearners,
    readonly signedIn: SignedIn,
  ) {}

  get waiting(): number {
    return this.pending.length;
  }

  /** Answers one new question (every third one wrong) into the queue. */
  answerOne(): void {
    const questionId = this.group.nextQuestion();
    const right = this.group.keys[questionId]?.answerIndex ?? 0;
    const chosen = this.all.length % 3 === 2 ? (right + 1) % 4 : right;
    const update = progressUpdate(this.signedIn.uid, [quizAnswer(questionId, chosen)]);
    this.all.push(update);
    this.pending.push(update);
  }

  /** Sends up to five queued updates; drops those acknowledged. */
  async sync(): Promise<Answered | undefined> {
    const batch = this.pending.slice(0, 5);
    if (batch.length === 0) return undefined;
    const answered = await this.group.post('/api/progress/sync', this.signedIn, { updates: batch });
    this.answers.push(answered);
    if (answered.status === 200) {
      const result = JSON.parse(answered.text) as ProgressSyncResult;
      expect(result.rejected).toEqual([]);
      const acknowledged = new Set([...result.applied, ...result.duplicates]);
      this.pending = this.pending.filter((update) => !acknowledged.has(update.id));
    }
    return answered;
  }
}

/** Every status the learners were answered with. */
export const statusesOf = (learners: readonly Learner[]) =>
  new Set(learners.flatMap((learner) => learner.answers.map((answer) => answer.status)));
