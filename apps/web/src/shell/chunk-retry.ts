import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { clearAppCaches } from './cache-storage.ts';
import { chunkUrlOf, isChunkLoadError } from './chunk-load-error.ts';
import { forceReloadOnce } from './forced-reload.ts';

/** Waits before retry 1, 2 and 3: long enough for a flaky mobile link to come back. */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 3000];

export interface ChunkRetryEnvironment {
  delays: readonly number[];
  sleep: (ms: number) => Promise<void>;
  clearCaches: () => Promise<void>;
  forceReload: () => boolean;
  /** Imports a URL directly, bypassing the browser's memory of the failed import. */
  importUrl: (url: string) => Promise<unknown>;
}

const browserEnvironment: ChunkRetryEnvironment = {
  delays: CHUNK_RETRY_DELAYS_MS,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  clearCaches: () => clearAppCaches(),
  forceReload: () => forceReloadOnce(),
  importUrl: (url) => import(/* @vite-ignore */ url),
};

/**
 * Loads a lazy chunk; a chunk load error is retried with back-off, clearing stale caches first;
 * when every retry fails the page reloads (at most once a minute) and the error goes to the crash boundary.
 * Browsers remember a failed module URL, so a retry imports the same file under a fresh query string.
 */
export async function importWithRetry<T>(
  factory: () => Promise<T>,
  environment: ChunkRetryEnvironment = browserEnvironment,
): Promise<T> {
  let lastError: unknown;
  try {
    return await factory();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    lastError = error;
  }
  for (const [index, delay] of environment.delays.entries()) {
    await environment.clearCaches();
    await environment.sleep(delay);
    try {
      const url = chunkUrlOf(lastError);
      return url ? ((await environment.importUrl(`${url}?retry=${index + 1}`)) as T) : await factory();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      lastError = error;
    }
  }
  environment.forceReload();
  throw lastError;
}

/** React.lazy with chunk retries: every lazily loaded screen goes through this. */
export function lazyScreen<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithRetry(factory));
}

/** A chunk error nobody caught (outside React) reloads at once, still at most once a minute. */
export function installGlobalChunkErrorReload(reload: () => boolean = () => forceReloadOnce()): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reload();
  };
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error)) reload();
  };
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('error', onError);
  return () => {
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('error', onError);
  };
}
