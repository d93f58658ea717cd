import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Data packages often do not export their data files, so we locate the package root from its
 * entry point and read the file directly.
 */
function packageRoot(packageName: string): string {
  let dir = dirname(require.resolve(packageName));
  while (
    !existsSync(join(dir, 'package.json')) ||
    !readFileSync(join(dir, 'package.json'), 'utf8').includes(`"name": "${packageName}"`)
  ) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the root of package ${packageName}`);
    dir = parent;
  }
  return dir;
}

export function readPackageText(packageName: string, relativePath: string): string {
  return readFileSync(join(packageRoot(packageName), relativePath), 'utf8');
}

export function readPackageJson<T>(packageName: string, relativePath: string): T {
  return JSON.parse(readPackageText(packageName, relativePath)) as T;
}
