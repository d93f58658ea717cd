import { z } from 'zod';

/**
 * The one body of every 4xx and 5xx answer of the API. `error` is the product's wording, shown
 * as is; `reason` is a machine-readable code the web app branches on (e.g. "sign-in-again");
 * `field` names the request field a 400 is about.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  reason: z.string().optional(),
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
