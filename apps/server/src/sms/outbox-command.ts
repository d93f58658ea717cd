import { parseArgs } from 'node:util';
import { openCommandDatabase } from '../command-database.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase, migrateToLatest } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { createMailOutboxStore, type OutboxMail } from '../stores/mail-outbox-store.ts';
import { createSmsOutboxStore, type OutboxMessage } from '../stores/sms-outbox-store.ts';

/**
 * `npm run outbox [-- --to +919876543210|someone@example.org] [--limit 20]`: the newest SMS and
 * emails the server kept or sent, newest first. Without SMS_GATEWAY_URL (SMTP_URL) this is where a
 * learner's code (verification link) is, for an operator who runs Abhyas without an SMS provider
 * or a mail server (a classroom, a trial).
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

function describeMail(mail: OutboxMail): string {
  const fate =
    mail.transport === 'outbox'
      ? 'kept in the outbox'
      : mail.status === 'failed'
        ? `not sent (${mail.lastError ?? 'unknown'})`
        : mail.status === 'sent'
          ? 'sent through SMTP'
          : 'being sent';
  const text = `Subject: ${mail.subject}\n\n${mail.body}`
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return `#${mail.id}  ${mail.createdAt.toISOString()}  to ${mail.toAddress}  ${mail.kind}, ${fate}\n${text}\n`;
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
    const toEmail = values.to?.includes('@');
    const messages = toEmail ? [] : await createSmsOutboxStore(db).newest(limit, values.to);
    const mails = values.to && !toEmail ? [] : await createMailOutboxStore(db).newest(limit, values.to);
    if (messages.length === 0 && mails.length === 0) {
      process.stdout.write(values.to ? `Nothing to ${values.to} in the outbox.\n` : 'The outbox is empty.\n');
      return;
    }
    if (messages.length > 0) process.stdout.write(`SMS\n\n${messages.map(describe).join('\n')}`);
    if (messages.length > 0 && mails.length > 0) process.stdout.write('\n');
    if (mails.length > 0) process.stdout.write(`Email\n\n${mails.map(describeMail).join('\n')}`);
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
