import { type Kysely, sql } from 'kysely';

/**
 * Each day's daily quiz as drawn (issue 23, decision 021): its question ids in quiz order.
 *
 * The first server to need a date draws it from the bank minus the questions hidden at that
 * moment and inserts it here (on conflict, nothing); every server then reads the row back, so
 * two servers drawing at once give the same quiz, and a question hidden later does not change a
 * day that learners may have seen already. No learner data: nothing here goes with an account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table daily_quiz_days (
      quiz_date text primary key,
      question_ids text[] not null,
      drawn_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table daily_quiz_days`.execute(db);
}
