/**
 * What may import what (docs/architecture.md), checked by `npm run check`:
 * domain imports nothing of ours and no I/O; the web app never imports server code; inside the
 * server, routes -> services -> stores -> db; every workspace declares the packages it imports.
 * Paths match anywhere in a path, so src/dependency-rules.test.ts can feed the rules fixtures.
 */
const TESTS = '\\.(test|spec)\\.tsx?$|/testing/';
const DOMAIN = '(^|/)packages/domain/src/';
const WEB = '(^|/)apps/web/src/';
const SERVER = '(^|/)apps/server/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'packages/domain is rules only: it imports itself, zod, libphonenumber-js and ts-fsrs (pure), nothing of ours, no I/O.',
      severity: 'error',
      from: { path: DOMAIN, pathNot: TESTS },
      to: {
        pathNot: [
          DOMAIN,
          '(^|/)node_modules/zod/',
          '(^|/)node_modules/libphonenumber-js/',
          '(^|/)node_modules/ts-fsrs/',
        ],
      },
    },
    {
      name: 'web-never-imports-server',
      comment: 'Server code, the content builder and Node built-ins stay out of the browser bundle.',
      severity: 'error',
      from: { path: WEB },
      to: {
        path: ['(^|/)apps/server/', '(^|/)packages/content/', '(^|/)node_modules/@abhyas/(server|content)/'],
      },
    },
    {
      name: 'web-no-node-builtins',
      severity: 'error',
      from: { path: WEB, pathNot: '(^|/)apps/web/vite\\.config\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-never-imports-web',
      comment: 'The server serves the web build output; it never imports its code.',
      severity: 'error',
      from: { path: SERVER },
      to: { path: ['(^|/)apps/web/'] },
    },
    {
      name: 'routes-not-stores-or-db',
      comment: 'A route handles HTTP and calls a service; it never reaches SQL or Redis itself.',
      severity: 'error',
      // The health routes probe the database by design: that probe is their whole job.
      from: { path: `${SERVER}routes/`, pathNot: [TESTS, `${SERVER}routes/health\\.ts$`] },
      to: { path: [`${SERVER}stores/`, `${SERVER}db/`] },
    },
    {
      name: 'services-not-routes',
      severity: 'error',
      from: { path: `${SERVER}services/`, pathNot: TESTS },
      to: { path: `${SERVER}routes/` },
    },
    {
      name: 'stores-not-services-or-routes',
      comment: 'A store reads and writes; it never decides a rule or shapes HTTP.',
      severity: 'error',
      from: { path: `${SERVER}stores/`, pathNot: TESTS },
      to: { path: [`${SERVER}services/`, `${SERVER}routes/`] },
    },
    {
      name: 'db-below-everything',
      severity: 'error',
      from: { path: `${SERVER}db/`, pathNot: TESTS },
      to: { path: [`${SERVER}(routes|services|stores)/`] },
    },
    {
      name: 'declared-dependencies',
      comment:
        "Every import of a package (our workspaces included) is listed in the importing workspace's package.json.",
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.tsbuild|test-results|playwright-report)/' },
    // Workspaces resolve as the packages they are, so an undeclared one is caught above.
    preserveSymlinks: true,
    // A workspace may use what the root declares for every workspace (test tools).
    combinedDependencies: true,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
