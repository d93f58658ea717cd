import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { signInAs } from '../testing/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { registerAuth } from './auth-module.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

let database: TestDatabase;
let dataDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-secrets-'));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ PORT: '3999', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env });
  const logger = createLogger({ level: 'silent' });
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
  await registerAuth(app, { config, db: database.db, logger });
  await app.ready();
  apps.push(app);
  return app;
}

const uidOf = async (app: FastifyInstance, cookie: string) => {
  const response = await app.inject({ url: '/api/auth/me', headers: { cookie } });
  return {
    status: response.statusCode,
    uid: response.json().user?.uid,
    setCookie: response.headers['set-cookie'],
  };
};

const NEW = 'n'.repeat(40);
const OLDER = 'o'.repeat(40);

describe('session secrets that rotate', () => {
  it('keeps learners signed in when SESSION_SECRET is set after a first run, and through a rotation', async () => {
    // A first run with the secret generated in DATA_DIR.
    const generated = await appWith({});
    const fromFirstRun = (await signInAs(generated, 'asha')).cookie;

    // SESSION_SECRET set later, as the production recipe says: the generated secret still verifies.
    const configured = await appWith({ SESSION_SECRET: OLDER });
    const kept = await uidOf(configured, fromFirstRun);
    expect(kept.uid).toBe('asha');
    // …and the cookie is signed again with the configured secret.
    expect(String(kept.setCookie)).toContain(`${SESSION_COOKIE}=`);
    const fromOlder = (await signInAs(configured, 'ravi')).cookie;

    // A rotation: the new secret first, the older one after.
    const rotated = await appWith({ SESSION_SECRET: `${NEW}, ${OLDER}` });
    expect((await uidOf(rotated, fromOlder)).uid).toBe('ravi');
    expect((await uidOf(rotated, fromFirstRun)).uid).toBe('asha');
    const fresh = (await signInAs(rotated, 'meera')).cookie;
    expect((await uidOf(rotated, fresh)).uid).toBe('meera');

    // Once the older secret is dropped, only cookies of the listed secrets are accepted.
    const onlyNew = await appWith({ SESSION_SECRET: NEW });
    expect((await uidOf(onlyNew, fresh)).uid).toBe('meera');
    const elsewhere = await appWith({ SESSION_SECRET: 'e'.repeat(40) });
    expect((await uidOf(elsewhere, fresh)).uid).toBeUndefined();
  });

  it('names the source of the secrets, never their values', () => {
    const generated = loadConfig({ DATA_DIR: dataDir });
    expect(generated.sessionSecretSource).toBe('generated in DATA_DIR');
    const rotated = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: `${NEW},${OLDER}` });
    expect(rotated.sessionSecret).toBe(NEW);
    expect(rotated.sessionSecrets).toEqual([NEW, OLDER, generated.sessionSecret]);
    expect(rotated.sessionSecretSource).toBe(
      'SESSION_SECRET (and 1 older), still accepting the one generated in DATA_DIR',
    );
    expect(rotated.sessionSecretSource).not.toContain(NEW);
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: `${NEW},short` })).toThrow(
      'SESSION_SECRET must be at least 32 characters',
    );
  });
});
