import { z } from 'zod';

/*
 * The email verification routes' payloads. Apart from the rules (email-verification.ts), so that
 * the profile's "Verify email", on the first screen's chunk, does not bring zod along.
 */

/** POST /api/profile/email/verification: where the link went, until when, when another may be asked. */
export const emailLinkSentSchema = z.object({
  sentTo: z.string(),
  expiresAt: z.string(),
  /** Seconds until "Send again" is allowed (the account's shortest limit). */
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type EmailLinkSent = z.infer<typeof emailLinkSentSchema>;

/** GET /verify-email: the token from the link (43 base64url characters). */
export const emailLinkQuerySchema = z.object({ token: z.string().max(200).optional() });
