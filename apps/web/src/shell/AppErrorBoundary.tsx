import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen.tsx';
import { clearAppCaches } from './cache-storage.ts';
import { isChunkLoadError } from './chunk-load-error.ts';
import { forceReloadOnce } from './forced-reload.ts';

/** After this many chunk errors the files on the page are stale: reload instead of asking. */
export const CHUNK_ERRORS_BEFORE_RELOAD = 3;
export const CHUNK_ERROR_RELOAD_DELAY_MS = 2_000;

interface AppErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next route) clears the error, so navigating away recovers. */
  resetKey: string;
}

interface AppErrorBoundaryState {
  error: Error | null;
  resetKey: string;
}

async function clearCacheAndRestart(): Promise<void> {
  await clearAppCaches();
  window.location.reload();
}

/** The crash boundary inside the layout: the header, footer and the learner's queue keep working. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, resetKey: this.props.resetKey };
  /** Counted across resets: three chunk failures in one page life mean the deploy changed under us. */
  private chunkErrors = 0;

  static getDerivedStateFromError(error: unknown): Partial<AppErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: AppErrorBoundaryProps,
    state: AppErrorBoundaryState,
  ): Partial<AppErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    if (!isChunkLoadError(error)) return;
    this.chunkErrors += 1;
    if (this.chunkErrors >= CHUNK_ERRORS_BEFORE_RELOAD) {
      setTimeout(() => forceReloadOnce(), CHUNK_ERROR_RELOAD_DELAY_MS);
    }
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <CrashScreen
        actions={[
          { key: 'crash.tryAgain', onClick: this.reset },
          { key: 'crash.clearCacheRestart', onClick: () => void clearCacheAndRestart(), primary: true },
        ]}
      />
    );
  }
}
