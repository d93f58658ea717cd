import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AnswerKeys, MockPaper, Question } from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';
import { fixedAnswerKeySource } from '../answer-key.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { fixedDailyQuizBank } from '../daily-quiz-bank.ts';
import { createLogger } from '../logger.ts';
import { fixedMockPaperSource } from '../mock-papers.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface SyncTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database, grading against `answerKeys` (see progress-updates.ts), with
 * `mockPapers` published (none unless given) and the daily quiz drawn from `dailyQuestions`.
 */
export async function createSyncTestApp(
  answerKeys: AnswerKeys,
  {
    mockPapers = [],
    dailyQuestions = [],
  }: { mockPapers?: readonly MockPaper[]; dailyQuestions?: readonly Question[] } = {},
): Promise<SyncTestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'abhyas-sync-test-')),
    DATABASE_URL: database.url,
    PORT: '0',
  });
  const app = await buildApp({
    config,
    db: database.db,
    logger: createLogger({ level: 'silent' }),
    answerKeys: fixedAnswerKeySource(answerKeys),
    mockPapers: fixedMockPaperSource(mockPapers),
    dailyQuizBank: fixedDailyQuizBank(dailyQuestions),
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
