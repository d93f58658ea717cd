import type { z } from 'zod';
import { loadPayloadSchemas } from './load-payload-schemas.ts';

type PayloadSchemas = Awaited<ReturnType<typeof loadPayloadSchemas>>;
/** The answers the client can parse: the names of the payload schemas' chunk. */
export type ResponseSchemaName = Exclude<keyof PayloadSchemas, 'apiErrorSchema' | 'signInResultSchema'>;
export type ResponseOf<Name extends ResponseSchemaName> = z.output<PayloadSchemas[Name]>;

/** Why a call failed, as the server said it (`{ error, reason?, field? }`) or as the client saw it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's machine-readable `reason`, when it sent one (e.g. "sign-in-again"). */
    readonly reason?: string,
    /** The request field a 400 is about, when the server named it. */
    readonly field?: string,
    /** Seconds the server asked to wait (Retry-After), e.g. before another SMS code. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The reason of an ApiError for an answer that is not what the contract says. */
export const MALFORMED_RESPONSE = 'malformed-response';

async function errorOf(response: Response): Promise<ApiError> {
  const fallback = `HTTP ${response.status}`;
  const body: unknown = await response.json().catch(() => undefined);
  // The schemas' chunk may not load (a flaky link): the status alone still tells the caller enough.
  const schemas = await loadPayloadSchemas().catch(() => undefined);
  const parsed = schemas?.apiErrorSchema.safeParse(body);
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  const wait = Number.isInteger(retryAfter) && retryAfter >= 0 ? retryAfter : undefined;
  if (!parsed?.success) return new ApiError(response.status, fallback, undefined, undefined, wait);
  return new ApiError(response.status, parsed.data.error, parsed.data.reason, parsed.data.field, wait);
}

/**
 * The web app's one way to call the API: same-origin credentials, the one error body turned into
 * ApiError, and each answer parsed with the domain's schema for it (loaded lazily, so zod stays
 * out of the first screen). `transport` is the browser's fetch; tests hand it answers of their own.
 */
export function createApiClient(transport: typeof fetch = (input, init) => fetch(input, init)) {
  const send = async (path: string, init: RequestInit): Promise<Response> => {
    const response = await transport(path, { credentials: 'same-origin', ...init });
    if (!response.ok) throw await errorOf(response);
    return response;
  };

  return {
    /**
     * Calls `path` and returns its JSON answer, checked against `schema`. `plain` recognises an
     * answer so simple it needs no schema (signed out: nulls), so that a first visit does not
     * load the schemas' chunk.
     */
    async json<Name extends ResponseSchemaName>(
      path: string,
      schema: Name,
      init: RequestInit = {},
      plain?: (body: unknown) => body is ResponseOf<Name>,
    ): Promise<ResponseOf<Name>> {
      const response = await send(path, init);
      const body: unknown = await response.json().catch(() => undefined);
      if (plain?.(body)) return body;
      const schemas = await loadPayloadSchemas();
      const parsed = schemas[schema].safeParse(body);
      if (!parsed.success) throw new ApiError(response.status, 'Malformed response', MALFORMED_RESPONSE);
      return parsed.data as ResponseOf<Name>;
    },

    /** Calls `path` for an answer without a body (204). */
    async noContent(path: string, init: RequestInit = {}): Promise<void> {
      await send(path, init);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A JSON request body with its method. */
export const jsonBody = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
