import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';
import { userProfileSchema } from './profile-schemas.ts';

/**
 * Response bodies the older schema files did not describe yet. The others live with their
 * requests: userProfileSchema and meResponseSchema (profile-schemas.ts), sessionListSchema,
 * leaderboardResponseSchema, progressSyncResultSchema; apiRoutes (api-routes.ts) names them all.
 */

/** GET /healthz, 200. */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });
/** GET /readyz, 200. */
export const readinessResponseSchema = z.object({ status: z.literal('ready') });
/** GET /healthz and /readyz, 503: the error body with the probe's status, which supervisors read. */
export const healthUnavailableSchema = apiErrorSchema.extend({ status: z.literal('unavailable') });

/** PUT /api/leaderboard/visibility: the preference as stored. */
export const leaderboardVisibilityResponseSchema = z.object({ hidden: z.boolean() });
export type LeaderboardVisibilityResponse = z.infer<typeof leaderboardVisibilityResponseSchema>;

/**
 * GET /api/account/export ("Download my data"): the profile and one entry per data section
 * kept outside it (the boards, ...), each in the section's own shape.
 */
export const accountExportSchema = z
  .object({ exportedAt: z.string(), profile: userProfileSchema })
  .catchall(z.unknown());

/** GET /api/openapi.json: an OpenAPI 3.1 document. */
export const openApiDocumentSchema = z
  .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }) })
  .catchall(z.unknown());
