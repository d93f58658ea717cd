import { serverOnly } from '../../server/src/server-only.ts';

export const leaked = serverOnly;
