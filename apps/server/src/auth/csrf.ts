import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The CSRF rule. A request that changes something (any method but GET, HEAD, OPTIONS) and carries
 * the session cookie must come from our own origin, PUBLIC_URL's, and nothing else: the Host and
 * X-Forwarded-* headers are the client's to choose, so they never decide what "our origin" is.
 *   - its `Origin` header equals PUBLIC_URL's origin, or
 *   - without an `Origin` header, its `Referer` has PUBLIC_URL's origin, or `Sec-Fetch-Site` (set by
 *     the browser, never by a page) is `same-origin`.
 * Otherwise it is refused with 403. Browsers send `Origin` on cross-site requests, and a page on
 * another site cannot forge it. GET handlers must therefore never change state.
 */
export function isCrossSiteMutation(request: FastifyRequest, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin !== publicOrigin;
  if (originOf(request.headers.referer) === publicOrigin) return false;
  return request.headers['sec-fetch-site'] !== 'same-origin';
}

function originOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

export const CROSS_SITE_REFUSED = 'Cross-site request refused';
