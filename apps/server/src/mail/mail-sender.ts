/** One email to send. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** What the message is, for the outbox and the log (`email-verification`). */
  readonly kind: string;
  /** The learner it is for; the outbox's row goes with their account. */
  readonly userUid: string | null;
  /** A secret inside `text` (a link's token): never logged, kept only where the outbox is the delivery. */
  readonly secret?: string;
}

/**
 * Sends an email, or says why not. `outbox` keeps it in the database for the operator (the
 * embedded default: no mail server needed); `smtp` sends it through SMTP_URL.
 */
export interface MailSender {
  readonly transport: 'outbox' | 'smtp';
  /** Resolves once the message is handed to the mail server or kept; rejects with MailNotSentError. */
  send(message: MailMessage): Promise<void>;
}

/** The message did not leave: the mail server refused it or could not be reached. */
export class MailNotSentError extends Error {}

/** `text` with the secret replaced, for logs and for records that must not hold it. */
export function mailWithoutSecret(message: Pick<MailMessage, 'text' | 'secret'>): string {
  return message.secret ? message.text.replaceAll(message.secret, '•'.repeat(8)) : message.text;
}

/** `a•••@example.org`: enough for an operator to match a complaint. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}
