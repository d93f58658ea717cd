import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createMailOutboxStore } from '../stores/mail-outbox-store.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { MailNotSentError } from './mail-sender.ts';
import { createSmtpMailSender } from './smtp-mail-sender.ts';

interface Received {
  readonly from: string;
  readonly to: string[];
  readonly user: string | undefined;
  readonly data: string;
}

let database: TestDatabase;
let server: SMTPServer;
let port: number;
let received: Received[] = [];
/** The server's answer to the next message: accept it, or refuse it with 550. */
let refuse = false;

beforeAll(async () => {
  database = await createTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'p@ss') callback(null, { user: auth.username });
      else callback(new Error('bad credentials'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse) {
          const error = Object.assign(new Error('mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((to) => to.address),
          user: session.user,
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await database?.drop();
});

const message = {
  to: 'asha@example.org',
  subject: 'Verify your email for Abhyas',
  text: 'Open this link: https://abhyas.test/verify-email?token=SECRET-TOKEN-1234567890',
  kind: 'email-verification',
  userUid: null,
  secret: 'SECRET-TOKEN-1234567890',
};

const newestRow = () =>
  database.db.selectFrom('mailOutbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

function sender() {
  received = [];
  return createSmtpMailSender({
    url: `smtp://mailer:p%40ss@127.0.0.1:${port}?from=Abhyas%20%3Cno-reply%40abhyas.test%3E`,
    from: 'Abhyas <no-reply@fallback.test>',
    outbox: createMailOutboxStore(database.db),
    logger: createLogger({ level: 'silent' }),
  });
}

describe('the SMTP mail sender', () => {
  it('sends through SMTP_URL with its credentials and sender, and records the mail without its secret', async () => {
    refuse = false;
    await sender().send(message);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ from: 'no-reply@abhyas.test', to: ['asha@example.org'], user: 'mailer' });
    expect(mail?.data).toContain('Subject: Verify your email for Abhyas');
    // Quoted-printable: long lines end in `=` and go on in the next.
    expect(mail?.data.replaceAll('=\r\n', '')).toContain('verify-email?token=3DSECRET-TOKEN-1234567890');
    const row = await newestRow();
    expect(row).toMatchObject({ transport: 'smtp', status: 'sent', lastError: null, toAddress: message.to });
    expect(row.body).not.toContain('SECRET-TOKEN-1234567890');
  });

  it('says the mail was not sent when the server refuses it, and records why', async () => {
    refuse = true;
    await expect(sender().send(message)).rejects.toBeInstanceOf(MailNotSentError);
    const row = await newestRow();
    expect(row).toMatchObject({ transport: 'smtp', status: 'failed' });
    expect(row.lastError).toContain('550');
  });
});
