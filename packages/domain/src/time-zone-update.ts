import { z } from 'zod';
import { isKnownTimeZone } from './notification-schedule.ts';

/** PUT /api/profile/time-zone: the zone the browser reports (Intl's resolvedOptions().timeZone). */
export const timeZoneUpdateSchema = z.strictObject({
  timeZone: z.string().min(1).max(64).refine(isKnownTimeZone, 'must be an IANA time zone'),
});
export type TimeZoneUpdate = z.infer<typeof timeZoneUpdateSchema>;
