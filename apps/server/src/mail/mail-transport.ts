import type { Logger } from 'pino';
import type { MailOutboxStore } from '../stores/mail-outbox-store.ts';
import type { MailSender } from './mail-sender.ts';
import { createOutboxMailSender } from './outbox-mail-sender.ts';
import { createSmtpMailSender } from './smtp-mail-sender.ts';

/** SMTP_URL set: that mail server; unset: the outbox in the database. */
export function mailSenderFor(
  smtpUrl: string | undefined,
  publicUrl: string,
  outbox: MailOutboxStore,
  logger: Logger,
): MailSender {
  return smtpUrl
    ? createSmtpMailSender({
        url: smtpUrl,
        from: `Abhyas <no-reply@${new URL(publicUrl).hostname}>`,
        outbox,
        logger,
      })
    : createOutboxMailSender({ outbox, logger });
}
