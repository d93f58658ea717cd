import { startBuiltServer } from '../../apps/server/src/testing/built-server.ts';

/** The one operator of the e2e server (ADMIN_EMAILS). */
export const E2E_OPERATOR_EMAIL = 'operator.e2e@example.org';

/**
 * Starts the real built server on a free loopback port with a temporary DATA_DIR (embedded
 * PostgreSQL, built-in identity provider) and hands its URL to the tests.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The browser answers in milliseconds, which the honest-boards rule would leave unscored;
  // that rule has its own tests (honest-boards.db.test.ts).
  // e2e/admin.spec.ts signs in as this operator (its email verified) to reach the console.
  const server = await startBuiltServer({
    env: { MIN_QUIZ_ANSWER_MS: '0', ADMIN_EMAILS: E2E_OPERATOR_EMAIL },
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return server.stop;
}
