import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Db, migrateToLatest } from '../db/database.ts';

export interface TestDatabase {
  readonly db: Db;
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database on the run's PostgreSQL (embedded or TEST_DATABASE_URL), so test
 * files and parallel runs never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `abhyas_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAdminStatement(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDatabase(url.toString(), { maxConnections: 5 });
  await migrateToLatest(db);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.destroy();
      await runAdminStatement(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
