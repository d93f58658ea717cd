import type { AppConfig } from '@abhyas/domain';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, matchPath, Navigate, Route, Routes } from 'react-router';
import { AuthProvider } from './auth/auth-context.tsx';
import { AppConfigProvider } from './config/app-config-context.tsx';
import LeaderboardScreen from './leaderboard/LeaderboardScreen.tsx';
import { keepConfigForOffline } from './pwa/offline-config-cache.ts';
import { setUpServiceWorker } from './pwa/service-worker-setup.ts';
import { RouteMeta, type RouteMetaPage } from './seo/RouteMeta.tsx';
import { lazyScreen } from './shell/chunk-retry.ts';
import { Layout } from './shell/Layout.tsx';
import { OuterErrorBoundary } from './shell/OuterErrorBoundary.tsx';
import { applyTheme, storedTheme } from './shell/theme.ts';

type ScreenModule = { default: ComponentType };

/** A lazily loaded screen, and how to start loading it before the router asks for it. */
function lazyRoute(path: string, meta: RouteMetaPage, load: () => Promise<ScreenModule>) {
  return { path, meta, load, Screen: lazyScreen(load) };
}

// Every screen but the leaderboard is its own chunk, so `/` downloads only what it shows.
const LAZY_ROUTES = [
  lazyRoute('/', 'home', () => import('./learn/screens/HomeScreen.tsx')),
  lazyRoute('/about', 'about', () => import('./pages/AboutPage.tsx')),
  lazyRoute('/contact', 'contact', () => import('./pages/ContactPage.tsx')),
  lazyRoute('/terms', 'terms', () => import('./pages/TermsPage.tsx')),
  lazyRoute('/privacy', 'privacy', () => import('./pages/PrivacyPage.tsx')),
  lazyRoute('/subjects/:parentCategoryId', 'subject', () => import('./learn/screens/SubjectScreen.tsx')),
  lazyRoute('/category/:categoryId', 'category', () => import('./learn/screens/CategoryScreen.tsx')),
  lazyRoute('/quiz/:subcategoryId', 'quiz', () => import('./learn/screens/QuizScreen.tsx')),
  lazyRoute('/practice/:subcategoryId', 'practice', () => import('./learn/screens/PracticeScreen.tsx')),
  lazyRoute('/results/:subcategoryId', 'results', () => import('./learn/screens/ResultsScreen.tsx')),
  lazyRoute('/review', 'practice', () => import('./learn/screens/ReviewScreen.tsx')),
  lazyRoute('/daily', 'quiz', () => import('./learn/screens/DailyQuizScreen.tsx')),
];
// Not found; at the console's address, for an operator the server vouches for, the console.
const NotFoundPage = lazyScreen(() => import('./admin/UnknownAddressScreen.tsx'));

/**
 * Starts loading the screen of the address the app opened at, alongside the configuration
 * rather than after it: one round trip fewer before the first real screen. A failure is left
 * to the screen's own retries when the router renders it.
 */
export function preloadFirstScreen(pathname: string): void {
  const route = LAZY_ROUTES.find(({ path }) => matchPath(path, pathname));
  if (route) void route.load().catch(() => undefined);
}

/** Old links and bare prefixes go home, replacing the history entry so Back does not bounce. */
export const REDIRECTED_TO_HOME = ['/category', '/subcategory', '/game', '/results'] as const;

function page(meta: RouteMetaPage, screen: ReactNode) {
  return (
    <>
      <RouteMeta page={meta} />
      {screen}
    </>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {LAZY_ROUTES.map(({ path, meta, Screen }) => (
          <Route key={path} path={path} element={page(meta, <Screen />)} />
        ))}
        <Route path="leaderboard" element={page('leaderboard', <LeaderboardScreen />)} />
        {REDIRECTED_TO_HOME.map((path) => (
          <Route key={path} path={path} element={<Navigate to="/" replace />} />
        ))}
        <Route path="*" element={page('notFound', <NotFoundPage />)} />
      </Route>
    </Routes>
  );
}

/** What the shell does once the configuration is known: theme, offline copies, service worker. */
function onConfigLoaded(config: AppConfig): void {
  if (!storedTheme()) applyTheme(config.theme);
  if (config.features.offline) void keepConfigForOffline(config.loadedUrls);
  void setUpServiceWorker(config.features.serviceWorker && import.meta.env.PROD);
}

export function App() {
  return (
    <OuterErrorBoundary>
      <BrowserRouter>
        <AuthProvider>
          <AppConfigProvider onLoaded={onConfigLoaded}>
            <AppRoutes />
          </AppConfigProvider>
        </AuthProvider>
      </BrowserRouter>
    </OuterErrorBoundary>
  );
}
