import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerKeyUnavailableError } from '../answer-key.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { RETRY_AFTER_SECONDS } from '../http-error-handler.ts';
import { createLogger } from '../logger.ts';
import { progressUpdate, quizAnswer } from '../testing/progress-updates.ts';
import { signInAs } from '../testing/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'abhyas-no-key-')), PORT: '0' }),
    db: database.db,
    logger: createLogger({ level: 'silent' }),
    // The question bank's answer key cannot be read (a build in progress, a broken file).
    answerKeys: {
      current: () => Promise.reject(new AnswerKeyUnavailableError('answer key /srv/x cannot be read')),
    },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('POST /api/progress/sync without an answer key', () => {
  it('asks the device to wait and retry, without saying where the key lives', async () => {
    const learner = await signInAs(app, 'no-key');
    const response = await app.inject({
      method: 'POST',
      url: '/api/progress/sync',
      headers: learner.headers,
      payload: { updates: [progressUpdate(learner.uid, [quizAnswer('q1', 1)])] },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({
      error: 'Progress sync is unavailable; try again later',
    });
  });
});
