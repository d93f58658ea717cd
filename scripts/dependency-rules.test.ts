import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** Runs dependency-cruiser with the project's rules, as `npm run lint:deps` does, on `paths`. */
function violationsIn(...paths: string[]): Violation[] {
  let output: string;
  try {
    output = execFileSync(
      'npx',
      ['depcruise', ...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      // The JSON report names every module; the whole code base's is over the default 1 MB.
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 },
    );
  } catch (error) {
    // depcruise exits non-zero when it finds violations; the report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

const FIXTURES = 'scripts/dependency-rules-fixtures';

describe('the dependency rules', () => {
  it('fail each forbidden import of the fixtures, by name', () => {
    const found = violationsIn(FIXTURES).map((violation) => `${violation.rule.name}: ${violation.from}`);
    expect(found).toEqual(
      expect.arrayContaining([
        `domain-is-pure: ${FIXTURES}/packages/domain/src/reads-files.ts`,
        `web-never-imports-server: ${FIXTURES}/apps/web/src/imports-server.ts`,
        `routes-not-stores-or-db: ${FIXTURES}/apps/server/src/routes/writes-sql.ts`,
        `declared-dependencies: ${FIXTURES}/apps/server/src/undeclared.ts`,
      ]),
    );
  }, 60_000);

  it('pass on the code as it is', () => {
    expect(
      violationsIn('apps/server/src', 'apps/web/src', 'packages/domain/src', 'packages/content/src'),
    ).toEqual([]);
  }, 60_000);
});
