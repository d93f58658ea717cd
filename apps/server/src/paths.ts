import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Both the bundle (apps/server/dist) and the sources (apps/server/src) sit three levels below the root. */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const paths = Object.freeze({
  webBuild: path.join(repositoryRoot, 'apps/web/dist'),
  contentBuild: path.join(repositoryRoot, 'packages/content/dist'),
});
