import { type AppConfig, AppConfigError, type AppConfigValidators, loadAppConfig } from '@abhyas/domain';
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

type ConfigValidatorsModule = typeof import('./config-validators.ts');
let configValidators: Promise<ConfigValidatorsModule> | undefined;

/** The validators' chunk (zod/mini); a failed download is tried again with the next load (Try Again). */
function loadConfigValidators(): Promise<ConfigValidatorsModule> {
  configValidators ??= import('./config-validators.ts').catch((error: unknown) => {
    configValidators = undefined;
    throw error;
  });
  return configValidators;
}
// Requested as the app starts, so it downloads alongside the first render.
if (typeof window !== 'undefined') void loadConfigValidators().catch(() => undefined);

/** The real loader: the generated files under /config/, with the domain's retries and fallbacks. */
export function loadAppConfigFromServer(): Promise<AppConfig> {
  // The files are requested at once, not after the validators' chunk: each answer waits for the
  // chunk before the loader checks it, so both downloads overlap.
  let loaded: AppConfigValidators | undefined;
  const ready = loadConfigValidators().then((module) => {
    loaded = module.browserConfigValidators;
  });
  // A failed download fails the file reads that await it; it is no unhandled chunk error.
  ready.catch(() => undefined);
  const validators = (): AppConfigValidators => {
    if (!loaded) throw new Error('config validators used before they loaded');
    return loaded;
  };
  return loadAppConfig({
    fetch: async (url) => {
      const response = await fetch(url, { cache: 'no-cache' });
      await ready;
      return response;
    },
    validators: {
      appConfig: { safeParse: (data) => validators().appConfig.safeParse(data) },
      parentCategories: { safeParse: (data) => validators().parentCategories.safeParse(data) },
      categories: { safeParse: (data) => validators().categories.safeParse(data) },
    },
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
