import { startBuiltServer } from '../../apps/server/src/testing/built-server.ts';

/**
 * Starts the real built server on a free loopback port with a temporary DATA_DIR (embedded
 * PostgreSQL, built-in identity provider) and hands its URL to the tests.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The browser answers in milliseconds, which the honest-boards rule would leave unscored;
  // that rule has its own tests (honest-boards.db.test.ts).
  const server = await startBuiltServer({ env: { MIN_QUIZ_ANSWER_MS: '0' } });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
