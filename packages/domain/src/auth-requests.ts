import { z } from 'zod';

/** GET /api/auth/sign-in: opened in the popup, or navigated to for the full-page fallback. */
export const signInQuerySchema = z.object({
  mode: z.enum(['popup', 'redirect']).default('popup'),
  /**
   * Where a full-page sign-in returns to. Any text here: the server keeps it only when
   * checkReturnAddress (the server's auth/return-address.ts) finds a path of this app, and uses `/` otherwise.
   */
  returnTo: z.string().default('/'),
  lang: z.enum(['en', 'hi']).default('en'),
  /** `1`: ask the provider for the password again even if it remembers the learner (before deleting the account). */
  reauth: z.literal('1').optional(),
});
export type SignInQuery = z.infer<typeof signInQuerySchema>;

/** DELETE /api/account: the learner confirmed, in the app, that the account goes. */
export const deleteAccountSchema = z.object({ confirm: z.literal(true) });
