import { z } from 'zod';

/** One of the learner's signed-in sessions, as the profile's device list shows it. */
export const listedSessionSchema = z.object({
  /** A short, stable handle of the session (never its token). */
  id: z.string(),
  /** The session of the device asking. */
  current: z.boolean(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** Short names from the browser's User-Agent, or null when unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
});
export type ListedSession = z.infer<typeof listedSessionSchema>;

/** GET /api/auth/sessions */
export const sessionListSchema = z.object({ sessions: z.array(listedSessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;
