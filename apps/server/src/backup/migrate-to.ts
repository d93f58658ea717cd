import { Migrator } from 'kysely';
import type { Db } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';

function migrator(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Migrates up to and including `name`, or to the latest when undefined; throws the failing migration's error. */
export async function migrateTo(db: Db, name: string | undefined): Promise<void> {
  const result = name ? await migrator(db).migrateTo(name) : await migrator(db).migrateToLatest();
  if (result.error) throw result.error;
}

/** Migrations this version would apply to the database, and whether it holds applied ones already. */
export async function pendingMigrations(db: Db): Promise<{ pending: string[]; applied: number }> {
  const all = await migrator(db).getMigrations();
  return {
    pending: all.filter((migration) => !migration.executedAt).map((migration) => migration.name),
    applied: all.filter((migration) => migration.executedAt).length,
  };
}
