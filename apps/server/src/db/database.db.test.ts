import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createDatabase, type Db, preparedStatement } from './database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

const countUsers = preparedStatement(
  'test-count-users',
  (args: { uid: string }) => sql<{ count: number }>`select count(*) from users where uid = ${args.uid}::text`,
);

/** Runs a prepared statement three times with different values on one connection; how was it planned? */
async function plansOf(db: Db): Promise<{ genericPlans: number; customPlans: number }> {
  return db.connection().execute(async (connection) => {
    for (const uid of ['a', 'b', 'c']) await countUsers.execute(connection, { uid });
    const { rows } = await sql<{ genericPlans: number; customPlans: number }>`
      select generic_plans, custom_plans from pg_prepared_statements where name = 'test-count-users'
    `.execute(connection);
    const plans = rows[0];
    if (!plans) throw new Error('the statement was not prepared by name');
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

describe('preparedStatement', () => {
  it('builds its SQL once and sends each call its own values, nested ones and constants included', async () => {
    let builds = 0;
    const echo = preparedStatement(
      'test-echo',
      (args: { name: string; pair: { left: number; right: readonly number[] } }) => {
        builds += 1;
        return sql<{ name: string; left: number; right: number[]; constant: string }>`
          select ${args.name}::text as name, ${args.pair.left}::int as left, ${args.pair.right}::int[] as right,
            ${'fixed'}::text as constant`;
      },
    );
    const first = await echo.execute(database.db, { name: 'Asha', pair: { left: 1, right: [2, 3] } });
    const second = await echo.execute(database.db, { name: 'Ravi', pair: { left: 4, right: [] } });
    expect(first.rows).toEqual([{ name: 'Asha', left: 1, right: [2, 3], constant: 'fixed' }]);
    expect(second.rows).toEqual([{ name: 'Ravi', left: 4, right: [], constant: 'fixed' }]);
    expect(builds).toBe(1);
  });

  it('refuses a statement that computes with its arguments instead of sending them', async () => {
    const computed = preparedStatement(
      'test-computed',
      (args: { ids: readonly string[] }) => sql`select ${args.ids.map((id) => id.toUpperCase())}::text[]`,
    );
    await expect(computed.execute(database.db, { ids: ['a'] })).rejects.toThrow(TypeError);
  });
});
