// Used by `npm start`: builds whichever part is missing or older than its sources, so a fresh
// clone needs only `npm install && npm start`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const parts = [
  {
    name: 'question bank',
    command: 'npm run content:build',
    output: 'packages/content/dist/answer-keys.json',
    sources: [
      'packages/content/src',
      'packages/content/facts',
      'packages/content/answer-key-ledger.json',
      'packages/content/mock-pins.json',
      'packages/domain/src',
    ],
  },
  {
    name: 'web app',
    command: 'npm run build -w apps/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/domain/src',
    ],
  },
  {
    name: 'server',
    command: 'npm run build -w apps/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'packages/domain/src'],
  },
];

function newestModification(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(full))
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

for (const part of parts) {
  const output = path.join(root, part.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...part.sources.map(newestModification));
  if (builtAt >= changedAt) continue;
  process.stdout.write(`Building the ${part.name}...\n`);
  execSync(part.command, { cwd: root, stdio: 'inherit' });
}
