import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

/**
 * openid-client's fetch for the built-in provider: requests to our own PUBLIC_URL are answered
 * in-process (app.inject), so the server never calls itself over the network, which may not be
 * reachable from inside (a load balancer, a NAT) and is not listening yet during tests.
 */
export function inProcessFetch(app: FastifyInstance, publicUrl: string): CustomFetch {
  const base = new URL(publicUrl);
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== base.origin) return fetch(url, options as RequestInit);
    const headers: Record<string, string> = {};
    new Headers(options.headers as ConstructorParameters<typeof Headers>[0]).forEach((value, name) => {
      headers[name] = value;
    });
    // The provider's forwarded host and protocol are PUBLIC_URL's on every /idp request (pinProviderToPublicUrl).
    headers.host = base.host;
    const body = options.body;
    const response = await app.inject({
      method: (options.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers,
      payload:
        body === undefined || body === null ? undefined : typeof body === 'string' ? body : String(body),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const noBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(noBody ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
