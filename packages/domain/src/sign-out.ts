import { z } from 'zod';

/**
 * POST /api/auth/sign-out. `providerSession`: "ended" when the built-in provider's session ended
 * with ours (the next sign-in asks for the password); "separate" when an external provider
 * (Google) keeps its own, which the app then tells the learner.
 */
export const signOutResultSchema = z.object({ providerSession: z.enum(['ended', 'separate']) });
export type SignOutResult = z.infer<typeof signOutResultSchema>;
