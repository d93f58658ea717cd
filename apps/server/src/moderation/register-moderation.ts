import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AnswerKeySource } from '../answer-key.ts';
import type { AdminGuard } from '../auth/admin-guard.ts';
import type { Db } from '../db/database.ts';
import { createImportedQuestionStore } from '../stores/imported-question-store.ts';
import { createBuiltInBank } from './built-in-bank.ts';
import { createContentSync } from './content-sync.ts';
import { registerModerationRoutes } from './moderation-routes.ts';
import { createModerationService } from './moderation-service.ts';
import { createModerationStore } from './moderation-store.ts';

/**
 * Question reports and moderation (issue 23): the routes, the reports in the account's data, and
 * the content sync that republishes hidden questions, revisions and imports on this server when
 * any server changed them. Returns the answer key the rest of the app grades with, which knows
 * the revisions and the topics imported since the start.
 */
export async function registerModeration(
  app: FastifyInstance,
  options: {
    db: Db;
    logger: Logger;
    adminGuard: AdminGuard;
    answerKeys: AnswerKeySource;
    reportsToHide: number;
    contentBuild: string;
    /** Where the server publishes packs ahead of the build; without one nothing is published. */
    publishedContentDir: string | undefined;
    redis?: Redis | undefined;
    pollMs?: number;
  },
): Promise<AnswerKeySource> {
  const store = createModerationStore(options.db);
  const importedQuestions = createImportedQuestionStore(options.db);
  const bank = createBuiltInBank(path.join(options.contentBuild, 'public'));
  const sync = createContentSync({
    store,
    importedQuestions,
    bank,
    baseAnswerKeys: options.answerKeys,
    publishDir: options.publishedContentDir,
    logger: options.logger,
    ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
  });
  // Before the content files are registered: they serve the published folder only when it exists.
  if (options.publishedContentDir) {
    await mkdir(path.join(options.publishedContentDir, 'config'), { recursive: true });
    await mkdir(path.join(options.publishedContentDir, 'packs'), { recursive: true });
  }
  // A database that does not answer now leaves the catching up to the poll, not the app down.
  await sync
    .refresh()
    .catch((error: unknown) => options.logger.warn({ err: error }, 'moderated content not published yet'));
  sync.start();
  app.addHook('onClose', async () => sync.stop());
  const moderation = createModerationService({
    store,
    bank,
    importedQuestions,
    answerKeys: sync.answerKeys,
    contentChanged: sync.refresh,
    reportsToHide: options.reportsToHide,
  });
  // The reports go with the users row (a cascade); the export lists them.
  app.auth.accountData.addSection({ name: 'questionReports', export: (uid) => moderation.exportOf(uid) });
  await registerModerationRoutes(app, { moderation, adminGuard: options.adminGuard, redis: options.redis });
  return sync.answerKeys;
}
