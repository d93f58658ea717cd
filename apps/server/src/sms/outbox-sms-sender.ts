import type { Logger } from 'pino';
import type { SmsOutboxStore } from '../stores/sms-outbox-store.ts';
import { maskedNumber, type SmsSender, withoutSecret } from './sms-sender.ts';

/**
 * The embedded default, without SMS_GATEWAY_URL: each message is kept in the database (`npm run
 * outbox` lists them, tests read them) and told in the log, its secret masked there.
 */
export function createOutboxSmsSender(deps: {
  outbox: SmsOutboxStore;
  logger: Logger;
  now?: () => Date;
}): SmsSender {
  const { outbox, logger } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    transport: 'outbox',
    async send(message) {
      const at = now();
      const id = await outbox.add({
        userUid: message.userUid,
        toNumber: message.to,
        kind: message.kind,
        body: message.text,
        transport: 'outbox',
        status: 'kept',
        now: at,
      });
      logger.info(
        {
          event: 'sms-kept',
          smsId: id,
          to: maskedNumber(message.to),
          kind: message.kind,
          text: withoutSecret(message),
        },
        'SMS kept in the outbox (no SMS_GATEWAY_URL): `npm run outbox` shows it',
      );
      await outbox.prune(at);
    },
  };
}
