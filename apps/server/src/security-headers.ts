import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { IDP_MOUNT_PATH } from './idp/identity-provider.ts';
import { PROVIDER_PAGE_STYLE } from './idp/interaction-pages.ts';

/** Features no screen of the app uses: a page (or anything it embeds) cannot ask for them. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/** HSTS for a year, sent only when PUBLIC_URL is https: over http browsers ignore it anyway. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

type Directives = Record<string, string[]>;

/**
 * The app's policy: its own scripts only, no inline script, no framing, no plugins. Images may
 * come from any https host because an external provider's profile photos live on its image
 * host, not on its issuer. With ads on, the ad script's origin may also run its script, answer
 * the reachability test (connect), show its images and its frames; with ads off it is not named.
 */
export function contentSecurityPolicy(https: boolean, adOrigin?: string): Directives {
  const ad = adOrigin ? [adOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...ad],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...ad],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...ad],
    ...(adOrigin ? { 'frame-src': ["'self'", adOrigin] } : {}),
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The CSP source that allows one inline script or stylesheet by its content. */
export const sha256Source = (content: string) =>
  `'sha256-${createHash('sha256').update(content).digest('base64')}'`;

/**
 * The built-in provider's pages carry their one stylesheet inline: allowed by its hash, and no
 * other inline style; scripts stay as strict as everywhere else.
 */
export function providerPagesPolicy(https: boolean): Directives {
  return { ...contentSecurityPolicy(https), 'style-src': ["'self'", sha256Source(PROVIDER_PAGE_STYLE)] };
}

/**
 * The policy of one server-rendered page whose inline scripts are allowed by their hashes (the
 * sign-in popup's callback page): set on that response in place of the usual one.
 */
export function policyAllowingScripts(publicUrl: string, scriptSources: readonly string[]): string {
  const directives = contentSecurityPolicy(isHttps(publicUrl));
  return serializePolicy({ ...directives, 'script-src': ["'self'", ...scriptSources] });
}

const isHttps = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

const isProviderPath = (url: string) =>
  url === IDP_MOUNT_PATH || url.startsWith(`${IDP_MOUNT_PATH}/`) || url.startsWith(`${IDP_MOUNT_PATH}?`);

export interface SecurityHeadersOptions {
  /** The ad script's URL, only when ads are on (FEATURES=autoAds with ADS_*): its origin is allowed. */
  readonly adScriptUrl?: string | undefined;
}

/**
 * Security headers on every response, API, app shell, packs and the provider's pages alike
 * (helmet writes them on the raw response in onRequest, so the provider's hijacked replies get
 * them too).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  options: SecurityHeadersOptions = {},
): Promise<void> {
  const https = isHttps(publicUrl);
  const adOrigin = options.adScriptUrl ? new URL(options.adScriptUrl).origin : undefined;
  // Built once: helmet's Fastify plugin builds the whole middleware again for every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https, adOrigin) },
    // The app opens the sign-in popup and keeps its window reference; `same-origin` would cut it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // No cross-origin isolation needed; requiring CORP of every image would break provider photos.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false } : false,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
  });
  const providerPolicy = serializePolicy(providerPagesPolicy(https));
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => undefined);
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (isProviderPath(request.raw.url ?? '')) reply.raw.setHeader('Content-Security-Policy', providerPolicy);
    done();
  });
}

function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
