import { type Kysely, sql } from 'kysely';

/**
 * sessions.user_agent: the browser a session was signed in from (capped at 512 characters), so
 * the profile can list "signed in on Chrome on Android since …" without keeping anything more.
 * created_at already records the sign-in, which the absolute session lifetime counts from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column user_agent text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column user_agent`.execute(db);
}
