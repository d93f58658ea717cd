import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { fastifyTrustProxy, parseTrustProxy, TRUST_PROXY_HELP } from './trust-proxy-setting.ts';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    for (const value of [undefined, '', 'off', 'false', '0']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy(' 10.0.0.0/8, ::1 ,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" and anything it cannot read, with one clear line at start', () => {
    for (const value of [
      'true',
      'yes',
      '10.0.0.0/33',
      '::1/129',
      'proxy.example',
      '1.2.3',
      '10.0.0.1,',
      '-1',
    ]) {
      expect(parseTrustProxy(value), value).toBeUndefined();
      expect(() =>
        loadConfig({ DATA_DIR: '/nonexistent-abhyas', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: value }),
      ).toThrow(new ConfigError(TRUST_PROXY_HELP));
    }
  });

  it('reaches the config', () => {
    const base = { DATA_DIR: '/nonexistent-abhyas', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
  });

  it('as a hop count, believes that many proxies and no more', async () => {
    const app = Fastify({ trustProxy: fastifyTrustProxy(1) });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const ip = async (forwardedFor?: string) =>
      (
        await app.inject({ url: '/ip', headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })
      ).json().ip;
    expect(await ip()).toBe('127.0.0.1');
    expect(await ip('198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    await app.close();
  });
});
