import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminMeSchema } from '@abhyas/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminGuard } from '../auth/admin-guard.ts';
import { registerAuth } from '../auth/auth-module.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createUserStore } from '../stores/user-store.ts';
import { type SignedIn, signInAs } from '../testing/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { registerAdminConsoleRoutes } from './admin.ts';
import { registerWebApp } from './web-app.ts';

const SHELL = '<!doctype html><title>shell</title><div id="root"></div>';

let database: TestDatabase;
let dataDir: string;
let webBuild: string;
let app: FastifyInstance;
let operator: SignedIn;
let unverifiedOperator: SignedIn;
let learner: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'abhyas-admin-test-'));
  webBuild = await mkdtemp(path.join(tmpdir(), 'abhyas-admin-web-'));
  await writeFile(path.join(webBuild, 'index.html'), SHELL);
  const config = loadConfig({
    PORT: '3999',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAILS: 'Ops@Example.org, second@example.org',
  });
  const logger = createLogger({ level: 'silent' });
  app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
  await registerAuth(app, { config, db: database.db, logger });
  const users = createUserStore(database.db);
  const adminGuard = createAdminGuard({ adminEmails: config.adminEmails, findProfile: users.find });
  registerAdminConsoleRoutes(app, {
    adminGuard,
    emailOf: async (uid) => (await users.find(uid))?.email ?? undefined,
  });
  await registerWebApp(app, webBuild, { isAdmin: (request) => adminGuard.isAdmin(request) });
  await app.ready();
  operator = await signInAs(app, 'admin-ops', { email: 'ops@example.org', emailVerified: true });
  // The operator's address, not proven: anyone can sign up with it.
  unverifiedOperator = await signInAs(app, 'admin-claimant', {
    email: 'second@example.org',
    emailVerified: false,
  });
  learner = await signInAs(app, 'admin-learner', { email: 'learner@example.org', emailVerified: true });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(webBuild, { recursive: true, force: true });
});

describe('GET /api/admin/me', () => {
  it('answers an operator with a verified email in ADMIN_EMAILS with that email, never cached', async () => {
    const response = await app.inject({ url: '/api/admin/me', headers: operator.headers });
    expect(response.statusCode).toBe(200);
    expect(adminMeSchema.parse(response.json())).toEqual({ email: 'ops@example.org' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('401 to nobody signed in, 403 to a learner and to an unverified holder of an operator address', async () => {
    const nobody = await app.inject({ url: '/api/admin/me' });
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toEqual({ error: 'User not authenticated' });
    for (const someone of [learner, unverifiedOperator]) {
      const response = await app.inject({ url: '/api/admin/me', headers: someone.headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'Forbidden' });
    }
  });
});

describe('the /admin page', () => {
  it('is the app shell with 200 for an operator, kept by no cache', async () => {
    for (const url of ['/admin', '/admin/', '/admin?tab=usage']) {
      const response = await app.inject({ url, headers: { cookie: operator.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(SHELL);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('is to anyone else exactly what an unknown page is: 404 with the shell, same headers', async () => {
    const unknown = await app.inject({ url: '/no-such-page', headers: { cookie: learner.cookie } });
    expect(unknown.statusCode).toBe(404);
    for (const cookie of [undefined, learner.cookie, unverifiedOperator.cookie]) {
      const response = await app.inject({ url: '/admin', headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
      expect(response.headers['cache-control']).toBe(unknown.headers['cache-control']);
      expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(response.headers.vary).toBe(unknown.headers.vary);
    }
  });

  it('has no deeper pages, even for an operator', async () => {
    const response = await app.inject({ url: '/admin/users', headers: { cookie: operator.cookie } });
    expect(response.statusCode).toBe(404);
  });

  it('answers HEAD as GET', async () => {
    const forOperator = await app.inject({
      method: 'HEAD',
      url: '/admin',
      headers: { cookie: operator.cookie },
    });
    const forLearner = await app.inject({
      method: 'HEAD',
      url: '/admin',
      headers: { cookie: learner.cookie },
    });
    expect([forOperator.statusCode, forLearner.statusCode]).toEqual([200, 404]);
  });
});
