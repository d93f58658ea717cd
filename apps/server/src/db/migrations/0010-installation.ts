import { type Kysely, sql } from 'kysely';

/**
 * installation: one row naming this installation. Its built_in_provider_id keys the built-in
 * provider's identities instead of the provider's URL (PUBLIC_URL + "/idp"), so moving the
 * server to another port, host or domain keeps every account.
 *
 * Identities made before this migration are keyed by the URL they were made under. Each built-in
 * account's identity is moved to the stable key; when a change of URL already forked an account
 * (the same provider account linked under two URLs), the link to the learner with the higher
 * score (then the older one) is moved and the other stays where it was, unreachable as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table installation (
      singleton boolean primary key default true check (singleton),
      built_in_provider_id text not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    insert into installation (built_in_provider_id)
    values ('urn:abhyas:built-in-provider:' || gen_random_uuid())
  `.execute(db);
  await sql`
    with ranked as (
      select i.issuer, i.subject,
             row_number() over (
               partition by i.subject order by u.total_score desc, i.created_at, i.issuer
             ) as choice
      from identities i
      join idp_accounts a on a.id = i.subject
      join users u on u.uid = i.uid
      where i.issuer like '%/idp'
    )
    update identities
    set issuer = (select built_in_provider_id from installation)
    from ranked
    where identities.issuer = ranked.issuer
      and identities.subject = ranked.subject
      and ranked.choice = 1
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The URL an identity was made under is not kept; an older build signs these learners in as new.
  await sql`drop table installation`.execute(db);
}
