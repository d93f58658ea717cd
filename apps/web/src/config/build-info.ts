import type { AppEnvironment } from '@abhyas/domain';

declare const __ABHYAS_BUILD_TIME__: string | undefined;

/** Stamped by vite.config.ts at build time; tests and the dev server fall back to "now". */
export const BUILD_TIME: string =
  typeof __ABHYAS_BUILD_TIME__ === 'string' ? __ABHYAS_BUILD_TIME__ : new Date().toISOString();

export const ENVIRONMENT: AppEnvironment = import.meta.env.PROD
  ? 'production'
  : import.meta.env.MODE === 'test'
    ? 'test'
    : 'development';
