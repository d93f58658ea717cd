import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The CSRF rule. A request that changes something (any method but GET, HEAD, OPTIONS) and carries
 * the session cookie must come from our own origin:
 *   - its `Origin` header equals PUBLIC_URL's origin or the origin the request was sent to, or
 *   - without an `Origin` header, `Sec-Fetch-Site` is `same-origin`.
 * Otherwise it is refused with 403. Browsers always send one of the two on cross-site requests,
 * and a page on another site cannot forge either. GET handlers must therefore never change state.
 */
export function isCrossSiteMutation(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
  }
  return request.headers['sec-fetch-site'] !== 'same-origin';
}

export const CROSS_SITE_REFUSED = 'Cross-site request refused';
