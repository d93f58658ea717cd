import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { registerAuth } from '../auth/auth-module.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { fastifyTrustProxy } from '../trust-proxy-setting.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly publicUrl: string;
  close(): Promise<void>;
}

/** The sign-in routes (registerAuth, as buildApp wires them) on a fresh database and a temporary DATA_DIR, with `env` added to the environment. */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Another app's database (two server copies on one PostgreSQL), and a Redis both share. */
  shared: { database?: TestDatabase; redis?: Redis; lockoutClock?: () => number } = {},
): Promise<TestApp> {
  const database = shared.database ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'abhyas-auth-test-'));
  const config = loadConfig({ PORT: '3999', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env });
  const logger = createLogger({ level: 'warn' });
  // Only the sign-in part of the app, so these tests do not depend on other routes' progress.
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  await registerAuth(app, {
    config,
    db: database.db,
    logger,
    redis: shared.redis,
    ...(shared.lockoutClock ? { lockoutClock: shared.lockoutClock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    publicUrl: config.publicUrl,
    close: async () => {
      await app.close();
      if (!shared.database) await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
