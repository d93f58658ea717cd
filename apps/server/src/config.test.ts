import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'abhyas-config-'));

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected loadConfig to refuse the environment');
}

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
  });

  it('refuses a database URL that is not postgres with one line naming the variable', () => {
    expect(errorOf({ DATABASE_URL: 'mysql://localhost/x' })).toBe('DATABASE_URL must be a postgres:// URL');
    expect(errorOf({ DATABASE_URL: 'not a url' })).toBe('DATABASE_URL must be a postgres:// URL');
  });

  it('refuses a bad port, Redis URL and half an OIDC configuration', () => {
    expect(errorOf({ PORT: 'abc' })).toBe('PORT must be a whole number from 0 to 65535');
    expect(errorOf({ PORT: '70000' })).toBe('PORT must be a whole number from 0 to 65535');
    expect(errorOf({ REDIS_URL: 'http://x' })).toBe('REDIS_URL must be a redis:// URL');
    expect(errorOf({ OIDC_ISSUER: 'https://accounts.example.org' })).toBe(
      'OIDC_CLIENT_ID must be set when OIDC_ISSUER is set',
    );
    expect(errorOf({ SESSION_SECRET: 'short' })).toBe('SESSION_SECRET must be at least 32 characters');
  });

  it('accepts a full production environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://abhyas.example.org/',
      DATABASE_URL: 'postgres://app@db:5432/abhyas',
      REDIS_URL: 'redis://cache:6379',
      OIDC_ISSUER: 'https://accounts.example.org',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
      SESSION_SECRET: 'x'.repeat(40),
    });
    expect(config.publicUrl).toBe('https://abhyas.example.org');
    expect(config.oidc).toEqual({
      issuer: 'https://accounts.example.org',
      clientId: 'client',
      clientSecret: 'secret',
    });
    expect(config.port).toBe(8080);
  });

  it('bounds every wait for the database and for a request, a few seconds by default', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults.databaseTimeouts).toEqual({
      statementMs: 5_000,
      lockMs: 3_000,
      idleInTransactionMs: 5_000,
      poolWaitMs: 3_000,
    });
    expect(defaults.requestTimeoutMs).toBe(30_000);
    const tuned = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_STATEMENT_TIMEOUT_MS: '10000',
      DATABASE_LOCK_TIMEOUT_MS: '500',
      DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: '20000',
      DATABASE_POOL_WAIT_MS: '1000',
      REQUEST_TIMEOUT_MS: '60000',
    });
    expect(tuned.databaseTimeouts).toEqual({
      statementMs: 10_000,
      lockMs: 500,
      idleInTransactionMs: 20_000,
      poolWaitMs: 1_000,
    });
    expect(tuned.requestTimeoutMs).toBe(60_000);
    expect(errorOf({ DATABASE_LOCK_TIMEOUT_MS: '0' })).toBe(
      'DATABASE_LOCK_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000',
    );
    expect(errorOf({ REQUEST_TIMEOUT_MS: '5s' })).toBe(
      'REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000',
    );
  });

  it('reads feature flags, ads, admins and the report threshold', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect(defaults.featureFlags).toEqual({});
    expect(defaults.ads).toBeUndefined();
    expect(defaults.adminEmails).toEqual([]);
    expect(defaults.reportsToHide).toBe(3);
    const set = loadConfig({
      DATA_DIR: dataDir(),
      FEATURES: 'analytics, autoAds,-seo',
      ADS_CLIENT_ID: 'ca-pub-42',
      ADS_SCRIPT_URL: 'http://127.0.0.1:9/ads.js',
      ADMIN_EMAILS: ' Ops@Example.org ,teacher@example.org',
      REPORTS_TO_HIDE: '5',
    });
    expect(set.featureFlags).toEqual({ analytics: true, autoAds: true, seo: false });
    expect(set.ads).toEqual({ clientId: 'ca-pub-42', scriptUrl: 'http://127.0.0.1:9/ads.js' });
    expect(set.adminEmails).toEqual(['ops@example.org', 'teacher@example.org']);
    expect(set.reportsToHide).toBe(5);
    expect(errorOf({ FEATURES: 'analytics,popups' })).toMatch(/^FEATURES must be a comma-separated list/);
    expect(errorOf({ FEATURES: 'autoAds', ADS_CLIENT_ID: 'ca-pub-42' })).toBe(
      'ADS_CLIENT_ID and ADS_SCRIPT_URL must be set when FEATURES turns on autoAds',
    );
    expect(errorOf({ ADMIN_EMAILS: 'ops' })).toBe(
      'ADMIN_EMAILS must be a comma-separated list of email addresses',
    );
    expect(errorOf({ REPORTS_TO_HIDE: '0' })).toBe(
      'REPORTS_TO_HIDE must be a whole number of reports from 1 to 1000',
    );
  });
});
