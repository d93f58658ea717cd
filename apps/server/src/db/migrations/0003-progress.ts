import { type Kysely, sql } from 'kysely';

/**
 * progress_updates: every applied update by its client-made id, per user, so a resent update
 * changes nothing. quiz_attempts: the questions a learner has answered in a quiz, since only the
 * first quiz attempt at a question earns points.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('progress_updates')
    .addColumn('user_uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('id', 'uuid', (column) => column.notNull())
    .addColumn('applied_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('progress_updates_pkey', ['user_uid', 'id'])
    .execute();

  await db.schema
    .createTable('quiz_attempts')
    .addColumn('user_uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('question_id', 'text', (column) => column.notNull())
    .addColumn('first_attempt_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('quiz_attempts_pkey', ['user_uid', 'question_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quiz_attempts').execute();
  await db.schema.dropTable('progress_updates').execute();
}
