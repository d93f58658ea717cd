import { type Kysely, sql } from 'kysely';

/**
 * leaderboard_scores: one row per learner per board (`all`, `day:YYYY-MM-DD`,
 * `week:YYYY-MM-DD`), written by the sync transaction through the leaderboard service. It is the
 * source of truth for every board; Redis, when configured, is a copy rebuilt from it. A row
 * exists only once the learner has a scored answer on that board, which is what "ranked" means.
 * users.hide_from_leaderboards: the learner's choice to stay off public boards.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leaderboard_scores')
    .addColumn('board', 'text', (column) => column.notNull())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('score', 'integer', (column) => column.notNull())
    .addColumn('attempted', 'integer', (column) => column.notNull())
    .addColumn('correct', 'integer', (column) => column.notNull())
    // Expired day and week rows are pruned; null on the all-time board.
    .addColumn('expires_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('leaderboard_scores_pkey', ['board', 'uid'])
    .execute();

  // Counting higher scores and listing the top both walk this index (uid breaks ties the way a
  // Redis sorted set does, so both stores list in the same order).
  await sql`create index leaderboard_scores_rank_idx on leaderboard_scores (board, score desc, uid collate "C" desc)`.execute(
    db,
  );
  // Bringing Redis up to date after an outage reads the rows written since.
  await db.schema
    .createIndex('leaderboard_scores_updated_idx')
    .on('leaderboard_scores')
    .column('updated_at')
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('hide_from_leaderboards', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('hide_from_leaderboards').execute();
  await db.schema.dropTable('leaderboard_scores').execute();
}
