import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { IDP_MOUNT_PATH } from './identity-provider.ts';

declare module 'node:http' {
  interface IncomingMessage {
    /** The path before mounting; oidc-provider reads it to learn its mount path. */
    originalUrl?: string;
  }
}

/**
 * The built-in provider builds its endpoint URLs and cookie flags from X-Forwarded-Host and
 * -Proto (it runs with `proxy = true`). Those are pinned here to PUBLIC_URL on every request to
 * /idp, whatever the client sent, so the provider always speaks for PUBLIC_URL; and its view of
 * the client's address is Fastify's, which follows TRUST_PROXY.
 */
export function pinProviderToPublicUrl(app: FastifyInstance, publicUrl: string): void {
  const base = new URL(publicUrl);
  const proto = base.protocol.replace(':', '');
  app.addHook('onRequest', async (request) => {
    const url = request.raw.url ?? '';
    if (
      url !== IDP_MOUNT_PATH &&
      !url.startsWith(`${IDP_MOUNT_PATH}/`) &&
      !url.startsWith(`${IDP_MOUNT_PATH}?`)
    )
      return;
    const headers = request.raw.headers;
    headers['x-forwarded-host'] = base.host;
    headers['x-forwarded-proto'] = proto;
    headers['x-forwarded-for'] = request.ip;
  });
}

/**
 * Hands every request under /idp (except our interaction pages, routed more specifically) to
 * oidc-provider's own request handler, with the body unread so it parses it itself.
 */
export async function mountProvider(app: FastifyInstance, provider: Provider): Promise<void> {
  const callback = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = (
      request: { raw: import('node:http').IncomingMessage },
      reply: { hijack(): void; raw: import('node:http').ServerResponse },
    ) => {
      reply.hijack();
      const raw = request.raw;
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(IDP_MOUNT_PATH.length) || '/';
      if (raw.url.startsWith('?')) raw.url = `/${raw.url}`;
      callback(raw, reply.raw);
    };
    scope.all(IDP_MOUNT_PATH, handler);
    scope.all(`${IDP_MOUNT_PATH}/*`, handler);
  });
}
