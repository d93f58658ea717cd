import { readFileSync } from 'node:fs';

export const readsFiles = readFileSync;
