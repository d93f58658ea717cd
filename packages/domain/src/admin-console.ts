import { z } from 'zod';

/*
 * The operator's console (issue 23): `/admin`, for the accounts ADMIN_EMAILS names with a
 * verified email. The page itself is the app shell; this is what tells the app who may see it.
 */

/** `GET /api/admin/me`: the signed-in operator; 401 for nobody signed in, 403 for anyone else. */
export const adminMeSchema = z.object({
  email: z.string(),
});
export type AdminMe = z.infer<typeof adminMeSchema>;
