import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { compactPhoneInput, PHONE_NUMBER_PATTERN } from './phone-number-rule.ts';

/** A number that follows the rule and that the phone library recognised. */
export interface ParsedPhoneNumber {
  /** E.164, as stored: `+919876543210`. */
  readonly phoneNumber: string;
  /** The country calling code with its plus sign, as stored: `+91`. */
  readonly countryCode: string;
  /** The rest: `9876543210`. */
  readonly nationalNumber: string;
}

/**
 * The number a learner typed, or undefined when it is not one: it must follow the product's rule
 * (`+`, a non-zero digit, 1 to 14 more) and be a number the phone library knows for its country
 * (right length and leading digits; the library's small "min" metadata, kept small for the
 * browser). The server and the web app both call this.
 */
export function parsePhoneNumber(input: string): ParsedPhoneNumber | undefined {
  const compact = compactPhoneInput(input);
  if (!PHONE_NUMBER_PATTERN.test(compact)) return undefined;
  const parsed = parsePhoneNumberFromString(compact);
  if (!parsed?.isValid()) return undefined;
  return {
    phoneNumber: parsed.number,
    countryCode: `+${parsed.countryCallingCode}`,
    nationalNumber: parsed.nationalNumber,
  };
}
