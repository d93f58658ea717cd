import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createDatabase, type Db, prepared } from './database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

/** Runs a marked statement three times with different values on one connection; how was it planned? */
async function plansOf(db: Db): Promise<{ genericPlans: number; customPlans: number }> {
  return db.connection().execute(async (connection) => {
    for (const uid of ['a', 'b', 'c'])
      await prepared('test-count-users', sql`select count(*) from users where uid = ${uid}::text`).execute(
        connection,
      );
    const { rows } = await sql<{ genericPlans: number; customPlans: number }>`
      select generic_plans, custom_plans from pg_prepared_statements where name = 'test-count-users'
    `.execute(connection);
    const plans = rows[0];
    if (!plans) throw new Error('the marked statement was not prepared by name');
    return plans;
  });
}

describe('prepared statements', () => {
  it('are planned again for each call by default', async () => {
    expect(await plansOf(database.db)).toEqual({ genericPlans: 0, customPlans: 3 });
  });

  it('are planned once on a pool with genericPlans (the sync pool)', async () => {
    const syncDb = createDatabase(database.url, { maxConnections: 1, genericPlans: true });
    try {
      expect(await plansOf(syncDb)).toEqual({ genericPlans: 3, customPlans: 0 });
    } finally {
      await syncDb.destroy();
    }
  });
});
