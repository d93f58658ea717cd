import { type Kysely, sql } from 'kysely';

/**
 * users.display_name_chosen_at: when the learner last set their name in the profile. A chosen
 * name is theirs: the provider's name (Google's) no longer replaces it at each sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column display_name_chosen_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column display_name_chosen_at`.execute(db);
}
