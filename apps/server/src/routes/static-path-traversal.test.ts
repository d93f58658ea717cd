import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseHealth } from '../db/database-health.ts';
import { answerFrameworkError, registerHttpErrorHandler } from '../http-error-handler.ts';
import { PATH_TRAVERSAL_ATTEMPTS, rawGet } from '../testing/path-traversal-attempts.ts';
import { registerContentFiles } from './content-files.ts';
import { registerWebApp } from './web-app.ts';

/**
 * The static files (packs, config, the web build) never leave their folders: every traversal
 * attempt answers 404. A layout of its own, with a secret file at every level a `..` could reach.
 */
let root: string;
let app: FastifyInstance;
let port: number;

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'abhyas-traversal-'));
  const content = path.join(root, 'content');
  const published = path.join(root, 'published');
  const web = path.join(root, 'web');
  for (const folder of [root, content, path.join(content, 'public'), published, path.join(root, 'etc')]) {
    write(path.join(folder, 'package.json'), `SECRET ${folder}`);
    write(path.join(folder, 'app.ts'), `SECRET ${folder}`);
    write(path.join(folder, 'passwd'), `SECRET ${folder}`);
  }
  write(path.join(content, 'public/config/parent-categories.json'), '[]');
  write(path.join(content, 'public/config/Default Categories.json'), '[]');
  write(path.join(content, 'public/packs/p.json'), '{"questions":[]}');
  write(path.join(published, 'packs/imported.json'), '{"questions":[]}');
  write(path.join(web, 'index.html'), '<!doctype html><title>app shell</title>');
  write(path.join(web, 'assets/app-1234.js'), 'console.log(1)');

  app = Fastify({
    logger: false,
    routerOptions: { maxParamLength: 1024 },
    frameworkErrors: answerFrameworkError,
  });
  registerHttpErrorHandler(app, new DatabaseHealth(undefined));
  await registerContentFiles(app, content, published);
  await registerWebApp(app, web);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('static files stay in their folders', () => {
  it('serves the files that are there (so a 404 below means refused, not broken)', async () => {
    for (const served of [
      '/packs/p.json',
      '/packs/imported.json',
      '/config/parent-categories.json',
      '/config/Default%20Categories.json',
      '/assets/app-1234.js',
    ]) {
      const response = await rawGet(port, served);
      expect(response.status, served).toBe(200);
    }
  });

  for (const attempt of PATH_TRAVERSAL_ATTEMPTS) {
    it(`GET ${attempt} answers 404 with no file from outside`, async () => {
      const response = await rawGet(port, attempt);
      expect(response.status, response.text.slice(0, 300)).toBe(404);
      expect(response.text).not.toContain('SECRET');
      expect(response.text).not.toMatch(/root:.*:0:0:/);
    });
  }
});
