import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('uid', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text')
    .addColumn('display_name', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('email_verified', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('total_score', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('current_rank', 'integer', (column) => column.notNull().defaultTo(3_000_000))
    .addColumn('questions_attempted', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('correct_answers', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('wrong_answers', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('average_accuracy', 'double precision', (column) => column.notNull().defaultTo(0))
    .addColumn('daily_questions_attempted', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('daily_correct_answers', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('daily_wrong_answers', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('daily_score', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('daily_accuracy', 'integer', (column) => column.notNull().defaultTo(0))
    // The learner's local calendar date, YYYY-MM-DD, as their device reported it.
    .addColumn('current_daily_date', 'text', (column) =>
      column.check(sql`current_daily_date ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    )
    .addColumn('last_daily_reset', 'timestamptz')
    .addColumn('last_played_at', 'timestamptz')
    .addColumn('phone_number', 'text')
    .addColumn('phone_number_verified', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('phone_number_added_at', 'timestamptz')
    .addColumn('country_code', 'text')
    .addColumn('phone_number_last_updated', 'timestamptz')
    .addColumn('sound_enabled', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('theme', 'text', (column) =>
      column.notNull().defaultTo('default').check(sql`theme in ('default', 'dark')`),
    )
    .addColumn('difficulty', 'text', (column) =>
      column.notNull().defaultTo('mixed').check(sql`difficulty in ('mixed', 'easy', 'medium', 'hard')`),
    )
    .addColumn('enable_phone_notifications', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('phone_notification_types', 'jsonb', (column) =>
      column
        .notNull()
        .defaultTo(
          sql`'{"dailyReminder":false,"weeklyProgress":false,"achievements":false,"securityAlerts":false}'::jsonb`,
        ),
    )
    .addColumn('last_password_change', 'timestamptz')
    .addColumn('last_phone_verification', 'timestamptz')
    .addColumn('last_security_review', 'timestamptz')
    .addColumn('trusted_devices', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema.createIndex('users_total_score_idx').on('users').column('total_score desc').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
