import { z } from 'zod';

/**
 * Why a sign-in failed. The web app shows each kind with the product's wording (its i18n keys);
 * `provider` shows the provider's own message as is.
 */
export const signInErrorKindSchema = z.enum(['popup-blocked', 'cancelled', 'network', 'service', 'provider']);
export type SignInErrorKind = z.infer<typeof signInErrorKindSchema>;

/** The product copy in English; Hindi lives with the web app's translations. */
export const SIGN_IN_ERROR_MESSAGES: Readonly<Record<Exclude<SignInErrorKind, 'provider'>, string>> =
  Object.freeze({
    'popup-blocked': 'Popup was blocked by your browser. Please allow popups for this site.',
    cancelled: 'Sign-in was cancelled. Please try again.',
    network: 'Network error. Please check your internet connection and try again.',
    service: 'Authentication service error. Please try again later.',
  });

/**
 * What the callback page posts to its opener (checked against the app's origin): a signed-in
 * user, or an error of a kind with the provider's message when the kind is `provider`.
 */
export const signInResultSchema = z.discriminatedUnion('status', [
  z.object({ type: z.literal('abhyas:sign-in'), status: z.literal('success'), uid: z.string() }),
  z.object({
    type: z.literal('abhyas:sign-in'),
    status: z.literal('error'),
    kind: signInErrorKindSchema,
    message: z.string().optional(),
  }),
]);
export type SignInResult = z.infer<typeof signInResultSchema>;

/** "Failed to initialize user profile: {reason}" */
export const PROFILE_INIT_FAILED_PREFIX = 'Failed to initialize user profile: ';
