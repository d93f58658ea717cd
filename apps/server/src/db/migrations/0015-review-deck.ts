import { type Kysely, sql } from 'kysely';

/**
 * The review deck (issue 21): one row per question a learner got wrong or skipped, or starred,
 * with its FSRS schedule (`schedule`, as `ReviewSchedule` in domain; `due` copied out of it so
 * the deck reads in due order from the index). Written by the sync's statement from the batch's
 * graded answers (so exactly once per update id), and by the bookmark and mistake-tag routes,
 * which touch only `starred` and `mistake_tag`. The account's cascade takes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table review_cards (
      user_uid text not null references users (uid) on delete cascade,
      question_id text not null,
      schedule jsonb not null,
      due timestamptz not null,
      added_from text not null check (added_from in ('quiz', 'mock', 'practice', 'bookmark')),
      starred boolean not null default false,
      mistake_tag text check (
        mistake_tag in ('did-not-know', 'confused-facts', 'misread', 'calculation-slip', 'ran-out-of-time')
      ),
      updated_at timestamptz not null,
      primary key (user_uid, question_id)
    )
  `.execute(db);
  await sql`create index review_cards_due on review_cards (user_uid, due)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table review_cards`.execute(db);
}
