import { isIP } from 'node:net';

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: `false` (the default: X-Forwarded-For, -Host
 * and -Proto are ignored and the client is the socket's peer), a number of proxy hops in front
 * of the server, or the proxies' addresses and CIDR ranges. `true` (trust whoever sends the
 * headers) is deliberately not offered: it lets any client choose its own address.
 */
export type TrustProxy = false | number | readonly string[];

export const TRUST_PROXY_HELP =
  'TRUST_PROXY must be off, a number of proxy hops (such as 1), or a comma list of proxy addresses and CIDR ranges (such as 127.0.0.1,10.0.0.0/8)';

/** proxy-addr's names for common ranges, accepted as they are. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The setting's value, or undefined when it is not one of the accepted forms. */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'off' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 100 ? hops : undefined;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? Object.freeze(entries) : undefined;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The setting in the form Fastify's `trustProxy` option takes. A hop count becomes the function
 * Fastify would make of it (its types do not list numbers): the nearest `hops` addresses are proxies.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return setting === 0 ? false : (_address, hop) => hop < setting;
  return typeof setting === 'object' ? [...setting] : setting;
}
