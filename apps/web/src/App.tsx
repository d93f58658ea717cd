import type { AppConfig } from '@abhyas/domain';
import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
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

// Every screen but the leaderboard is its own chunk, so `/` downloads only what it shows.
const HomeScreen = lazyScreen(() => import('./learn/screens/HomeScreen.tsx'));
const SubjectScreen = lazyScreen(() => import('./learn/screens/SubjectScreen.tsx'));
const CategoryScreen = lazyScreen(() => import('./learn/screens/CategoryScreen.tsx'));
const QuizScreen = lazyScreen(() => import('./learn/screens/QuizScreen.tsx'));
const PracticeScreen = lazyScreen(() => import('./learn/screens/PracticeScreen.tsx'));
const ResultsScreen = lazyScreen(() => import('./learn/screens/ResultsScreen.tsx'));
const AboutPage = lazyScreen(() => import('./pages/AboutPage.tsx'));
const ContactPage = lazyScreen(() => import('./pages/ContactPage.tsx'));
const TermsPage = lazyScreen(() => import('./pages/TermsPage.tsx'));
const PrivacyPage = lazyScreen(() => import('./pages/PrivacyPage.tsx'));
const NotFoundPage = lazyScreen(() => import('./pages/NotFoundPage.tsx'));

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
        <Route index element={page('home', <HomeScreen />)} />
        <Route path="about" element={page('about', <AboutPage />)} />
        <Route path="contact" element={page('contact', <ContactPage />)} />
        <Route path="terms" element={page('terms', <TermsPage />)} />
        <Route path="privacy" element={page('privacy', <PrivacyPage />)} />
        <Route path="subjects/:parentCategoryId" element={page('subject', <SubjectScreen />)} />
        <Route path="category/:categoryId" element={page('category', <CategoryScreen />)} />
        <Route path="quiz/:subcategoryId" element={page('quiz', <QuizScreen />)} />
        <Route path="practice/:subcategoryId" element={page('practice', <PracticeScreen />)} />
        <Route path="results/:subcategoryId" element={page('results', <ResultsScreen />)} />
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
