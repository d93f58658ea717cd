import { type AppConfig, AppConfigError, loadAppConfig } from '@abhyas/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { ConnectionErrorScreen } from '../shell/ConnectionErrorScreen.tsx';
import { LoadingScreen } from '../shell/LoadingScreen.tsx';
import { BUILD_TIME, ENVIRONMENT } from './build-info.ts';

export { useOnline } from './online-status.ts';

type LoadState =
  | { status: 'loading' }
  | { status: 'failed'; message: string | undefined }
  | { status: 'ready'; config: AppConfig };

const AppConfigContext = createContext<AppConfig | null>(null);

/** The real loader: the generated files under /config/, with the domain's retries and fallbacks. */
export function loadAppConfigFromServer(): Promise<AppConfig> {
  return loadAppConfig({
    fetch: (url) => fetch(url, { cache: 'no-cache' }),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    environment: ENVIRONMENT,
    buildTime: BUILD_TIME,
  });
}

export interface AppConfigProviderProps {
  children: ReactNode;
  /** Injected by tests; the app uses loadAppConfigFromServer. */
  load?: () => Promise<AppConfig>;
  onLoaded?: (config: AppConfig) => void;
}

/**
 * Loads the configuration once at start. Until it is ready the learner sees the loading screen;
 * if it fails after the retries, the Connection Error screen with Try Again.
 */
export function AppConfigProvider({
  children,
  load = loadAppConfigFromServer,
  onLoaded,
}: AppConfigProviderProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the Try Again trigger.
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    load().then(
      (config) => {
        if (cancelled) return;
        setState({ status: 'ready', config });
        onLoaded?.(config);
      },
      (error: unknown) => {
        if (cancelled) return;
        // A network failure's own text ("Failed to fetch") helps nobody; our errors say which file failed.
        setState({ status: 'failed', message: error instanceof AppConfigError ? error.message : undefined });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, load]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'failed') return <ConnectionErrorScreen message={state.message} onRetry={retry} />;
  return <AppConfigContext.Provider value={state.config}>{children}</AppConfigContext.Provider>;
}

/** The assembled configuration; only valid below AppConfigProvider, which renders children once it is ready. */
export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used below AppConfigProvider');
  return config;
}

/** For tests and stories of screens that need a config without loading one. */
export function AppConfigTestProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}
