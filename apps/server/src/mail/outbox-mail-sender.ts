import type { Logger } from 'pino';
import type { MailOutboxStore } from '../stores/mail-outbox-store.ts';
import { type MailSender, maskedAddress } from './mail-sender.ts';

/**
 * The embedded default, without SMTP_URL: each email is kept in the database (`npm run outbox`
 * lists it, tests read it) and told in the log with its secret masked.
 */
export function createOutboxMailSender(deps: {
  outbox: MailOutboxStore;
  logger: Logger;
  now?: () => Date;
}): MailSender {
  const { outbox, logger } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    transport: 'outbox',
    async send(message) {
      const at = now();
      const id = await outbox.add({
        userUid: message.userUid,
        toAddress: message.to,
        kind: message.kind,
        subject: message.subject,
        body: message.text,
        transport: 'outbox',
        status: 'kept',
        now: at,
      });
      logger.info(
        { event: 'mail-kept', mailId: id, to: maskedAddress(message.to), kind: message.kind },
        'email kept in the outbox (no SMTP_URL): `npm run outbox` shows it',
      );
      await outbox.prune(at);
    },
  };
}
