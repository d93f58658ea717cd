import type { Logger } from 'pino';
import type { SmsOutboxStore } from '../stores/sms-outbox-store.ts';
import { createGatewaySmsSender } from './gateway-sms-sender.ts';
import { createOutboxSmsSender } from './outbox-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';

/** SMS_GATEWAY_URL set: the HTTP gateway; unset: the outbox in the database. */
export function smsSenderFor(
  gatewayUrl: string | undefined,
  outbox: SmsOutboxStore,
  logger: Logger,
): SmsSender {
  return gatewayUrl
    ? createGatewaySmsSender({ url: gatewayUrl, outbox, logger })
    : createOutboxSmsSender({ outbox, logger });
}
