import type { Preferences } from './user-profile.ts';

/** A code is this many digits, drawn by a CSPRNG on the server. */
export const PHONE_CODE_DIGITS = 6;
/** A code can be used for 10 minutes after it was sent, and once. */
export const PHONE_CODE_VALIDITY_MS = 10 * 60 * 1000;
/** Wrong tries one code allows; after them only a new code verifies. */
export const PHONE_CODE_MAX_WRONG_TRIES = 5;

/** Sign-in is needed for every phone route (the product's wording). */
export const PHONE_NOT_AUTHENTICATED = 'User not authenticated';
/** "Send code" without a session or without a number to send it to (the product's wording). */
export const NO_PHONE_TO_VERIFY = 'User not authenticated or no phone number set';

/** The product's three failure texts, each naming its cause. */
export const phoneNumberUpdateFailed = (reason: string) => `Failed to update phone number: ${reason}`;
export const phoneVerificationFailed = (reason: string) =>
  `Failed to update phone verification status: ${reason}`;
export const phoneNotificationsUpdateFailed = (reason: string) =>
  `Failed to update phone notification preferences: ${reason}`;

/**
 * Machine-readable causes (the error body's `reason`), which the web app turns into its own
 * words in the learner's language; the English `error` text says the same for other clients.
 */
export const PHONE_FAILURE_REASONS = [
  'invalid-phone-number-format',
  'no-phone-number',
  'phone-number-already-verified',
  'phone-number-verified-elsewhere',
  'phone-number-not-verified',
  'no-code',
  'code-expired',
  'wrong-code',
  'too-many-wrong-codes',
  'too-many-codes-sent',
  'sms-not-sent',
] as const;
export type PhoneFailureReason = (typeof PHONE_FAILURE_REASONS)[number];

/** The English cause of each failure, as the server says it inside the product's texts. */
export const PHONE_FAILURE_TEXTS: Readonly<Record<PhoneFailureReason, string>> = {
  'invalid-phone-number-format': 'Invalid phone number format',
  'no-phone-number': 'no phone number set',
  'phone-number-already-verified': 'this number is already verified',
  'phone-number-verified-elsewhere': 'this number is verified on another account',
  'phone-number-not-verified': 'verify your phone number first',
  'no-code': 'no code was sent, or it was used; send a new code',
  'code-expired': 'the code has expired; send a new code',
  'wrong-code': 'wrong code',
  'too-many-wrong-codes': 'too many wrong codes; send a new code',
  'too-many-codes-sent': 'too many codes sent; please wait before asking for another',
  'sms-not-sent': 'the SMS could not be sent; please try again later',
};

/**
 * Limits on codes sent, because every SMS costs the operator money: each scope is counted in a
 * fixed window, and a send is refused while any count is full. The account's 60-second window is
 * the wait before "Send again".
 */
export const SMS_SEND_LIMITS = [
  { scope: 'account', max: 1, windowMs: 60 * 1000 },
  { scope: 'account', max: 5, windowMs: 60 * 60 * 1000 },
  { scope: 'number', max: 5, windowMs: 60 * 60 * 1000 },
  { scope: 'number', max: 10, windowMs: 24 * 60 * 60 * 1000 },
  { scope: 'address', max: 20, windowMs: 60 * 60 * 1000 },
  { scope: 'everyone', max: 1000, windowMs: 60 * 60 * 1000 },
] as const satisfies readonly SmsSendLimit[];

export interface SmsSendLimit {
  readonly scope: 'account' | 'number' | 'address' | 'everyone';
  readonly max: number;
  readonly windowMs: number;
}

/** A count of sends in one limit's current window, and the time until that window ends. */
export interface SmsSendCount {
  readonly count: number;
  readonly resetInMs: number;
}

/**
 * How long the learner must wait before this send, in ms (0: send now), given the counts after
 * adding this send to each limit of `limits`, in the same order.
 */
export function smsSendWaitMs(limits: readonly SmsSendLimit[], counts: readonly SmsSendCount[]): number {
  let wait = 0;
  for (const [index, limit] of limits.entries()) {
    const count = counts[index];
    if (count && count.count > limit.max) wait = Math.max(wait, count.resetInMs);
  }
  return wait;
}

/** A stored code's state, before its digits are compared. */
export type PhoneCodeState = 'usable' | 'expired' | 'too-many-wrong-codes' | 'for-another-number';

/** Whether a stored code may still be tried: not expired, tries left, sent to the number now set. */
export function phoneCodeState(
  code: { readonly phoneNumber: string; readonly expiresAt: Date; readonly wrongTries: number },
  currentNumber: string | null,
  now: Date,
): PhoneCodeState {
  if (code.phoneNumber !== currentNumber) return 'for-another-number';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  if (code.wrongTries >= PHONE_CODE_MAX_WRONG_TRIES) return 'too-many-wrong-codes';
  return 'usable';
}

/** Phone notifications go by SMS: they can be on only with a verified number. */
export function phoneNotificationsProblem(
  profile: { readonly phoneNumber: string | null; readonly phoneNumberVerified: boolean },
  preferences: Pick<Preferences, 'enablePhoneNotifications'>,
): PhoneFailureReason | undefined {
  if (!preferences.enablePhoneNotifications) return undefined;
  return profile.phoneNumber && profile.phoneNumberVerified ? undefined : 'phone-number-not-verified';
}

/**
 * The SMS that carries a code. The last line is the origin-bound form of the WebOTP standard, so
 * that a phone's browser can offer the code to the page that asked for it, and to no other.
 */
export function phoneCodeMessage(code: string, appHost: string): string {
  return `Your Abhyas code is ${code}. It expires in 10 minutes. Do not share it.\n\n@${appHost} #${code}`;
}
