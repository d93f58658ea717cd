import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailOutboxStore } from '../stores/mail-outbox-store.ts';
import { MailNotSentError, type MailSender, mailWithoutSecret, maskedAddress } from './mail-sender.ts';

/** How long the mail server may take to connect, greet and answer. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Sends through SMTP_URL with nodemailer (`smtp://user:pass@host:587`, `smtps://…:465`; the URL's
 * `from` parameter sets the sender, else `Abhyas <no-reply@PUBLIC_URL's host>`). The outbox
 * records each message's fate with its secret masked; failures are logged.
 */
export function createSmtpMailSender(deps: {
  url: string;
  from: string;
  outbox: MailOutboxStore;
  logger: Logger;
  now?: () => Date;
}): MailSender {
  const { outbox, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const url = new URL(deps.url);
  const from = url.searchParams.get('from') ?? deps.from;
  url.searchParams.delete('from');
  const transporter = nodemailer.createTransport({
    url: url.toString(),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } as never);
  return {
    transport: 'smtp',
    async send(message) {
      const id = await outbox.add({
        userUid: message.userUid,
        toAddress: message.to,
        kind: message.kind,
        subject: message.subject,
        body: mailWithoutSecret(message),
        transport: 'smtp',
        status: 'sending',
        now: now(),
      });
      try {
        await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        await outbox.recordDelivery(id, { status: 'failed', lastError, at: now() });
        logger.error(
          {
            event: 'mail-not-sent',
            mailId: id,
            to: maskedAddress(message.to),
            kind: message.kind,
            lastError,
          },
          'the mail server did not take the message',
        );
        throw new MailNotSentError(`the mail server did not take the message: ${lastError}`);
      }
      await outbox.recordDelivery(id, { status: 'sent', lastError: null, at: now() });
    },
  };
}
