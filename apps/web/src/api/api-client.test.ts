import { createDefaultProfile, SIGN_IN_AGAIN, SIGN_IN_AGAIN_MESSAGE } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, MALFORMED_RESPONSE } from './api-client.ts';

const profile = createDefaultProfile(
  { uid: 'client-test', displayName: 'Asha K' },
  new Date('2026-11-25T10:00:00Z'),
);

/** What the server answers, by path: a status and a body (JSON unless a string). */
const answers: Record<string, { status: number; body?: unknown }> = {
  '/profile': { status: 200, body: profile },
  '/profile-missing-fields': { status: 200, body: { uid: 'x', totalScore: 'ten' } },
  '/not-json': { status: 200, body: '<html>proxy page</html>' },
  '/delete': { status: 403, body: { error: SIGN_IN_AGAIN_MESSAGE, reason: SIGN_IN_AGAIN } },
  '/bad-today': {
    status: 400,
    body: { error: 'Invalid today: must be a date as YYYY-MM-DD', field: 'today' },
  },
  '/gateway': { status: 502, body: '<html>Bad gateway</html>' },
  '/sign-out': { status: 204 },
  '/me-signed-out': { status: 200, body: { user: null, profile: null } },
  '/me-signed-in': { status: 200, body: { user: { uid: profile.uid }, profile } },
  '/me-broken': { status: 200, body: { user: { uid: 7 }, profile: null } },
};

/**
 * The answers as real Response objects, handed over in place of the network: what is under test
 * is the client's reading of them (the server's side is checked route by route in
 * api-contract.db.test.ts, and the two together by the e2e tests). Web code may not import
 * Node's http module, so no server runs here.
 */
const api = createApiClient(async (input) => {
  const answer = answers[String(input)] ?? { status: 404, body: { error: 'Not found' } };
  if (answer.body === undefined) return new Response(null, { status: answer.status });
  const text = typeof answer.body === 'string';
  return new Response(text ? (answer.body as string) : JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': text ? 'text/html' : 'application/json' },
  });
});

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the API client', () => {
  it("returns an answer parsed with the domain's schema", async () => {
    expect(await api.json('/profile', 'userProfileSchema')).toEqual(profile);
  });

  it('refuses an answer that does not match its schema, or is not JSON', async () => {
    for (const path of ['/profile-missing-fields', '/not-json']) {
      const error = await failureOf(api.json(path, 'userProfileSchema'));
      expect(error.status).toBe(200);
      expect(error.reason).toBe(MALFORMED_RESPONSE);
    }
  });

  it("turns the error body into an ApiError with the server's words, reason and field", async () => {
    const refused = await failureOf(api.noContent('/delete', { method: 'DELETE' }));
    expect(refused).toMatchObject({ status: 403, message: SIGN_IN_AGAIN_MESSAGE, reason: SIGN_IN_AGAIN });
    const invalid = await failureOf(api.json('/bad-today', 'meResponseSchema'));
    expect(invalid).toMatchObject({ status: 400, field: 'today', reason: undefined });
    expect(invalid.message).toBe('Invalid today: must be a date as YYYY-MM-DD');
  });

  it('names the status when the error has no error body (a proxy page)', async () => {
    const error = await failureOf(api.json('/gateway', 'userProfileSchema'));
    expect(error).toMatchObject({ status: 502, message: 'HTTP 502', reason: undefined });
  });

  it('takes an answer its plain check recognises as is, and parses every other', async () => {
    const signedOut = (body: unknown): body is { user: null; profile: null } =>
      JSON.stringify(body) === '{"user":null,"profile":null}';
    expect(await api.json('/me-signed-out', 'meResponseSchema', {}, signedOut)).toEqual({
      user: null,
      profile: null,
    });
    expect(await api.json('/me-signed-in', 'meResponseSchema', {}, signedOut)).toEqual({
      user: { uid: profile.uid },
      profile,
    });
    const error = await failureOf(api.json('/me-broken', 'meResponseSchema', {}, signedOut));
    expect(error.reason).toBe(MALFORMED_RESPONSE);
  });

  it('sends the session cookie with every call, and the request as given', async () => {
    const sent: RequestInit[] = [];
    const recording = createApiClient(async (_input, init) => {
      sent.push(init ?? {});
      return new Response(null, { status: 204 });
    });
    await recording.noContent('/sign-out', { method: 'POST' });
    expect(sent).toEqual([{ credentials: 'same-origin', method: 'POST' }]);
  });

  it('keeps how long the server asked to wait (Retry-After)', async () => {
    const waiting = createApiClient(
      async () =>
        new Response(JSON.stringify({ error: 'Too many codes', reason: 'too-many-codes-sent' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '42' },
        }),
    );
    const error = await failureOf(waiting.noContent('/code', { method: 'POST' }));
    expect(error).toMatchObject({ status: 429, reason: 'too-many-codes-sent', retryAfterSeconds: 42 });
    expect((await failureOf(api.json('/gateway', 'userProfileSchema'))).retryAfterSeconds).toBeUndefined();
  });

  it('resolves an answer without a body', async () => {
    await expect(api.noContent('/sign-out', { method: 'POST' })).resolves.toBeUndefined();
  });
});
