import type { SmsSendLimit } from './phone-verification.ts';

/** A link works for 24 hours, once; a resend replaces it. */
export const EMAIL_LINK_VALIDITY_MS = 24 * 60 * 60 * 1000;

/**
 * How often a learner may have a link sent: per account 1 a minute ("Send again") and 5 a day,
 * per address 20 an hour, for everyone 1,000 an hour (a mail server's reputation is the
 * operator's). Counted like the SMS limits (`smsSendWaitMs`); `number` is not used.
 */
export const EMAIL_SEND_LIMITS = [
  { scope: 'account', max: 1, windowMs: 60 * 1000 },
  { scope: 'account', max: 5, windowMs: 24 * 60 * 60 * 1000 },
  { scope: 'address', max: 20, windowMs: 60 * 60 * 1000 },
  { scope: 'everyone', max: 1000, windowMs: 60 * 60 * 1000 },
] as const satisfies readonly SmsSendLimit[];

/** Why a link was not sent, for the web app to say in the learner's language. */
export const EMAIL_FAILURE_REASONS = [
  'no-email',
  'email-already-verified',
  'email-verified-by-provider',
  'too-many-links-sent',
  'mail-not-sent',
] as const;
export type EmailFailureReason = (typeof EMAIL_FAILURE_REASONS)[number];

export const EMAIL_FAILURE_TEXTS: Record<EmailFailureReason, string> = {
  'no-email': 'the account has no email address',
  'email-already-verified': 'the email is verified already',
  'email-verified-by-provider': 'the email is verified by your sign-in provider',
  'too-many-links-sent': 'too many links sent; try again later',
  'mail-not-sent': 'the email could not be sent; try again later',
};

export const emailVerificationFailed = (reason: string) => `Failed to send the verification email: ${reason}`;

/** The email's subject and text (English: the mail leaves before the learner's language is known). */
export function emailVerificationMail(link: string): { subject: string; text: string } {
  return {
    subject: 'Verify your email for Abhyas',
    text: `Open this link to verify your email for Abhyas:\n\n${link}\n\nThe link works once, for 24 hours. If you did not ask for it, ignore this email.\n\nअभ्यास पर अपना ईमेल सत्यापित करने के लिए ऊपर का लिंक खोलें।`,
  };
}
