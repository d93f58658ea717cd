// Bundles the server with our workspace packages inlined and npm dependencies left external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Our workspaces ship TypeScript sources, so they are bundled, never left for Node to load.
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => !name.startsWith('@abhyas/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: {
    main: 'src/main.ts',
    'leaderboard-rebuild': 'src/leaderboard-rebuild.ts',
    backup: 'src/backup/backup-command.ts',
    restore: 'src/backup/restore-command.ts',
    outbox: 'src/sms/outbox-command.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
