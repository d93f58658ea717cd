import { z } from 'zod';
import { PHONE_CODE_DIGITS } from './phone-verification.ts';

/*
 * The phone routes' payloads. Apart from the rules (phone-verification.ts), so that code which
 * needs only a rule or a constant (the invitation on the first screen) does not bring zod along.
 */

/** PUT /api/profile/phone: the number as typed; the server checks it with parsePhoneNumber. */
export const phoneNumberUpdateSchema = z.strictObject({ phoneNumber: z.string().max(40) });
export type PhoneNumberUpdate = z.infer<typeof phoneNumberUpdateSchema>;

/** POST /api/profile/phone/verify: the code from the SMS. */
export const phoneCodeCheckSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_CODE_DIGITS}}$`), `must be ${PHONE_CODE_DIGITS} digits`),
});
export type PhoneCodeCheck = z.infer<typeof phoneCodeCheckSchema>;

/** POST /api/profile/phone/code: where the code went, until when it works, when another may be asked. */
export const phoneCodeSentSchema = z.object({
  /** The number as shown (`+91 9876543210`). */
  sentTo: z.string(),
  expiresAt: z.string(),
  /** Seconds until "Send again" is allowed (the account's shortest limit). */
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;
