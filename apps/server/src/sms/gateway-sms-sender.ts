import type { Logger } from 'pino';
import type { SmsOutboxStore } from '../stores/sms-outbox-store.ts';
import { maskedNumber, SmsNotSentError, type SmsSender, withoutSecret } from './sms-sender.ts';

/** One try waits this long for the gateway's answer. */
export const GATEWAY_TIMEOUT_MS = 4_000;
/** Tries in all, and the waits between them: the learner waits at most about 14 s. */
export const GATEWAY_ATTEMPTS = 3;
export const GATEWAY_BACKOFF_MS = [500, 1_500] as const;

/** Statuses worth another try: the gateway was busy or timed out; any other 4xx will not change. */
const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Posts each message to SMS_GATEWAY_URL as JSON (`{ id, to, text, kind }`, see docs/operations.md)
 * with an Idempotency-Key, so a gateway that got a try whose answer was lost sends it once. Any
 * 2xx is delivered. Credentials in the URL (`https://user:pass@…`) go as HTTP Basic. The outbox
 * records each message's fate with its secret masked; failures are logged.
 */
export function createGatewaySmsSender(deps: {
  url: string;
  outbox: SmsOutboxStore;
  logger: Logger;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
  timeoutMs?: number;
}): SmsSender {
  const { outbox, logger } = deps;
  const post = deps.fetch ?? fetch;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? (() => new Date());
  const timeoutMs = deps.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  const target = new URL(deps.url);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (target.username || target.password) {
    const user = decodeURIComponent(target.username);
    const password = decodeURIComponent(target.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    target.username = '';
    target.password = '';
  }
  const endpoint = target.toString();

  return {
    transport: 'gateway',
    async send(message) {
      const id = await outbox.add({
        userUid: message.userUid,
        toNumber: message.to,
        kind: message.kind,
        body: withoutSecret(message),
        transport: 'gateway',
        status: 'sending',
        now: now(),
      });
      const messageId = `abhyas-sms-${id}`;
      const body = JSON.stringify({ id: messageId, to: message.to, text: message.text, kind: message.kind });
      let lastError = '';
      let attempts = 0;
      for (; attempts < GATEWAY_ATTEMPTS; ) {
        if (attempts > 0) await sleep(GATEWAY_BACKOFF_MS[attempts - 1] ?? 1_500);
        attempts += 1;
        try {
          const response = await post(endpoint, {
            method: 'POST',
            headers: { ...headers, 'idempotency-key': messageId },
            body,
            signal: AbortSignal.timeout(timeoutMs),
          });
          // The body is not needed; reading it frees the connection.
          await response.arrayBuffer().catch(() => undefined);
          if (response.ok) {
            await outbox.recordDelivery(id, { status: 'sent', attempts, lastError: null, at: now() });
            return;
          }
          lastError = `HTTP ${response.status}`;
          if (!retryable(response.status)) break;
        } catch (error) {
          lastError =
            error instanceof Error && error.name === 'TimeoutError'
              ? `no answer in ${timeoutMs} ms`
              : error instanceof Error
                ? error.message
                : String(error);
        }
      }
      await outbox.recordDelivery(id, { status: 'failed', attempts, lastError, at: now() });
      logger.error(
        {
          event: 'sms-not-sent',
          smsId: id,
          to: maskedNumber(message.to),
          kind: message.kind,
          attempts,
          lastError,
        },
        'the SMS gateway did not take the message',
      );
      throw new SmsNotSentError(`the SMS gateway did not take the message: ${lastError}`);
    },
  };
}
