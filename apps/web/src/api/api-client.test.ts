// biome-ignore lint/style/noRestrictedImports: the test's own HTTP server runs in Node and is never bundled.
import { createServer, type Server } from 'node:http';
// biome-ignore lint/style/noRestrictedImports: a type of that server, in the same test.
import type { AddressInfo } from 'node:net';
import { createDefaultProfile, SIGN_IN_AGAIN, SIGN_IN_AGAIN_MESSAGE } from '@abhyas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, ApiError, createApiClient, MALFORMED_RESPONSE } from './api-client.ts';

const profile = createDefaultProfile(
  { uid: 'client-test', displayName: 'Asha K' },
  new Date('2026-11-25T10:00:00Z'),
);

/** What the test server answers, by path: a status and a body (JSON unless a string). */
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

let server: Server;
let api: ApiClient;

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[request.url ?? ''] ?? { status: 404, body: { error: 'Not found' } };
    if (answer.body === undefined) return response.writeHead(answer.status).end();
    const text = typeof answer.body === 'string';
    response.writeHead(answer.status, { 'content-type': text ? 'text/html' : 'application/json' });
    response.end(text ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = createApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
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

  it('resolves an answer without a body', async () => {
    await expect(api.noContent('/sign-out', { method: 'POST' })).resolves.toBeUndefined();
  });
});
