import { type Kysely, sql } from 'kysely';

/**
 * Question reports and moderation (issue 23, decision 021).
 *
 * question_reports: a learner's "Report a problem", one per learner and question (the unique key:
 * a second report is the first one again, never counted twice). The rows go with the account.
 *
 * question_moderation: one row per reported or moderated question, with its topic (from the answer
 * key), whether it is hidden from new quizzes, and whether by the reports or by an operator's
 * decision. Every report locks this row before it is written, and every decision locks it too:
 * reports and decisions on one question take turns, on any number of servers, so the count that
 * hides a question is never missed nor made twice. counted_after is the last report id when the
 * operator decided: only later reports may hide the question again.
 *
 * question_revisions: an operator's edit, a new question (a new id) in the old one's topic; the old
 * one stays in the bank and the answer key, hidden, so learners' history still grades.
 *
 * content_version: bumped with every change that the published packs show; each server polls it
 * and republishes when it moves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table question_reports (
      id bigint generated always as identity primary key,
      user_uid text not null references users (uid) on delete cascade,
      question_id text not null,
      reason text not null
        check (reason in ('wrong-answer', 'two-right', 'typo', 'unclear', 'hindi-wrong', 'other')),
      note text check (char_length(note) <= 500),
      created_at timestamptz not null default now(),
      unique (user_uid, question_id)
    )
  `.execute(db);
  await sql`create index question_reports_question_idx on question_reports (question_id, id)`.execute(db);
  await sql`
    create table question_moderation (
      question_id text primary key,
      parent_category_id text not null,
      category_id text not null,
      subcategory_id text not null,
      hidden boolean not null default false,
      auto_hidden boolean not null default false,
      decision text check (decision in ('hidden', 'unhidden')),
      decided_at timestamptz,
      counted_after bigint not null default 0,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table question_revisions (
      id text primary key,
      revision_of text not null unique,
      parent_category_id text not null,
      category_id text not null,
      subcategory_id text not null,
      question jsonb not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table content_version (
      id boolean primary key default true check (id),
      version bigint not null default 0
    )
  `.execute(db);
  await sql`insert into content_version (id, version) values (true, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table content_version`.execute(db);
  await sql`drop table question_revisions`.execute(db);
  await sql`drop table question_moderation`.execute(db);
  await sql`drop table question_reports`.execute(db);
}
