import { type Kysely, sql } from 'kysely';

/**
 * Sign-in: server-side sessions, the link from a provider's subject to our uid, and the
 * built-in identity provider's accounts and protocol records (so any server copy can finish
 * a sign-in another one started).
 *
 * Every table holding a learner's data references users(uid) ON DELETE CASCADE, so deleting
 * the users row is the one step that erases an account; later tables should do the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    // sha256 of the cookie's token: a leaked table cannot be replayed as cookies.
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_uid_idx').on('sessions').column('uid').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('identities')
    .addColumn('issuer', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('identities_pkey', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('identities_uid_idx').on('identities').column('uid').execute();

  await db.schema
    .createTable('idp_accounts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index idp_accounts_email_idx on idp_accounts (lower(email))`.execute(db);

  await db.schema
    .createTable('idp_records')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('payload', 'jsonb', (column) => column.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addPrimaryKeyConstraint('idp_records_pkey', ['kind', 'id'])
    .execute();
  await db.schema.createIndex('idp_records_grant_id_idx').on('idp_records').column('grant_id').execute();
  await db.schema.createIndex('idp_records_uid_idx').on('idp_records').column('uid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idp_records').execute();
  await db.schema.dropTable('idp_accounts').execute();
  await db.schema.dropTable('identities').execute();
  await db.schema.dropTable('sessions').execute();
}
