/**
 * The phone number's format rule and display, without the phone library: the main bundle and the
 * API's schemas use these; `phone-number.ts` (a subpath of its own, loaded only where a number is
 * typed) parses with libphonenumber-js.
 */

/** The product's rule: international format only, a plus sign, a non-zero first digit, then 1 to 14 more digits (E.164). */
export const PHONE_NUMBER_PATTERN = /^\+[1-9]\d{1,14}$/;

/** What a learner sees for a number that breaks the rule (the product's wording). */
export const INVALID_PHONE_NUMBER_FORMAT = 'Invalid phone number format';

/**
 * The number as typed, with the spaces, hyphens and dots people write between digit groups taken
 * out: `+91 98765-43210` is the number `+919876543210`. Anything else stays and breaks the rule.
 */
export function compactPhoneInput(input: string): string {
  return input.trim().replace(/[\s.-]+/gu, '');
}

/** Whether `input` (once compacted) follows the product's format rule. */
export function followsPhoneNumberRule(input: string): boolean {
  return PHONE_NUMBER_PATTERN.test(compactPhoneInput(input));
}

/**
 * How a stored number is shown: its country code, a space, then the rest (`+91 9876543210`).
 * Without a stored country code (an older row), the number as stored.
 */
export function displayPhoneNumber(phoneNumber: string, countryCode: string | null): string {
  if (!countryCode || !phoneNumber.startsWith(countryCode) || phoneNumber === countryCode) return phoneNumber;
  return `${countryCode} ${phoneNumber.slice(countryCode.length)}`;
}
