import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/dist/**', 'e2e/**', 'bench/**'];
const databaseTests = ['**/*.db.test.ts'];
const processTests = ['**/*.process.test.ts'];
const setupFiles = ['vitest.setup.ts'];

/**
 * unit: pure and fast. db-embedded: the embedded PostgreSQL, a fresh database per test file.
 * db-external: the same database tests again on TEST_DATABASE_URL (CI sets it).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          setupFiles,
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...ignored, ...databaseTests, ...processTests],
        },
      },
      {
        test: {
          name: 'db-embedded',
          setupFiles,
          include: [...databaseTests, ...processTests],
          exclude: ignored,
          globalSetup: ['apps/server/src/testing/embedded-postgres.global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'db-external',
                setupFiles,
                include: databaseTests,
                exclude: ignored,
                globalSetup: ['apps/server/src/testing/external-postgres.global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
