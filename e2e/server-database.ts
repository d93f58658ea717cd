import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * The embedded PostgreSQL of a server's data folder, found as an operator would: its pid file and
 * password. `dataDir` defaults to the e2e server's (E2E_DATA_DIR).
 */
export async function serverDatabase(dataDir = process.env.E2E_DATA_DIR): Promise<pg.Client> {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const pidFile = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pidFile.split('\n')[3]);
  const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  return client;
}

/** The rows of one query on a server's database (the e2e server's unless `dataDir` names another). */
export async function queryServerDatabase<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
  dataDir?: string,
): Promise<Row[]> {
  const client = await serverDatabase(dataDir);
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The verification link in the newest email the outbox kept for `email`, as its owner reads it. */
export async function verificationLinkFromOutbox(email: string): Promise<string> {
  const rows = await queryServerDatabase<{ body: string }>(
    'select body from mail_outbox where to_address = $1 order by id desc limit 1',
    [email],
  );
  const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/u.exec(rows[0]?.body ?? '')?.[0];
  if (!link) throw new Error(`the outbox holds no link for ${email}`);
  return link;
}
