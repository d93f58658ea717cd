import { parseArgs } from 'node:util';
import { openCommandDatabase } from '../command-database.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase, migrateToLatest } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { createSmsOutboxStore, type OutboxMessage } from '../stores/sms-outbox-store.ts';

/**
 * `npm run outbox [-- --to +919876543210] [--limit 20]`: the newest SMS the server kept or sent,
 * newest first. Without SMS_GATEWAY_URL this is where a learner's code is, for an operator who
 * runs Abhyas without an SMS provider (a classroom, a trial).
 */
function describe(message: OutboxMessage): string {
  const fate =
    message.transport === 'outbox'
      ? 'kept in the outbox'
      : message.status === 'failed'
        ? `not sent (${message.attempts} tries: ${message.lastError ?? 'unknown'})`
        : message.status === 'sent'
          ? `sent through the gateway (${message.attempts} ${message.attempts === 1 ? 'try' : 'tries'})`
          : 'being sent';
  const text = message.body
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return `#${message.id}  ${message.createdAt.toISOString()}  to ${message.toNumber}  ${message.kind}, ${fate}\n${text}\n`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, limit: { type: 'string', default: '20' } },
  });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw new Error('--limit must be a whole number from 1 to 1000');
  const config = loadConfig();
  const logger = createLogger({ level: 'warn' });
  const database = await openCommandDatabase(config, logger, 'outbox', { existingOnly: true });
  const db = createDatabase(database.url);
  try {
    await migrateToLatest(db);
    const messages = await createSmsOutboxStore(db).newest(limit, values.to);
    if (messages.length === 0) {
      process.stdout.write(values.to ? `No SMS to ${values.to} in the outbox.\n` : 'The outbox is empty.\n');
      return;
    }
    process.stdout.write(messages.map(describe).join('\n'));
  } finally {
    await db.destroy();
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `outbox: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
