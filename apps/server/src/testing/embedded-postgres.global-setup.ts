import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { createLogger } from '../logger.ts';

/** One embedded PostgreSQL for the run; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'abhyas-test-pg-'));
  const database = await startEmbeddedPostgres(dataDir, createLogger({ level: 'warn' }));
  project.provide('adminDatabaseUrl', database.url);
  project.provide('databaseTarget', 'embedded');
  return async () => {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
