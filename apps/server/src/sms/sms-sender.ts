/** One SMS to send. */
export interface SmsMessage {
  /** E.164 (`+919876543210`). */
  readonly to: string;
  readonly text: string;
  /** What the message is, for the outbox and the log (`verification-code`). */
  readonly kind: string;
  /** The learner it is for; the outbox's row goes with their account. */
  readonly userUid: string | null;
  /** A secret inside `text` (a code): never logged, and kept only where the outbox is the delivery. */
  readonly secret?: string;
}

/**
 * Sends an SMS, or says why not. `outbox` keeps it in the database for the operator (the
 * embedded default: no SMS provider needed); `gateway` posts it to SMS_GATEWAY_URL.
 */
export interface SmsSender {
  readonly transport: 'outbox' | 'gateway';
  /** Resolves once the message is delivered or kept; rejects with SmsNotSentError. */
  send(message: SmsMessage): Promise<void>;
}

/** The message did not leave: the gateway refused it or did not answer, after every retry. */
export class SmsNotSentError extends Error {}

/** `text` with the secret replaced, for logs and for records that must not hold it. */
export function withoutSecret(message: SmsMessage): string {
  return message.secret
    ? message.text.replaceAll(message.secret, '•'.repeat(message.secret.length))
    : message.text;
}

/** `+91******3210`: enough for an operator to match a complaint, not a number to call. */
export function maskedNumber(number: string): string {
  if (number.length <= 7) return number.replace(/\d/gu, '*');
  return `${number.slice(0, 3)}${'*'.repeat(number.length - 7)}${number.slice(-4)}`;
}
