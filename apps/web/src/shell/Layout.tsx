import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { AdsGate } from '../ads/AdsGate.tsx';
import { AnalyticsGate } from '../analytics/AnalyticsGate.tsx';
import { AccountMenu } from '../auth/AccountMenu.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { StructuredData } from '../seo/StructuredData.tsx';
import { SyncBinding } from '../sync/SyncBinding.tsx';
import { SyncWidget } from '../sync/SyncWidget.tsx';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { importWithRetry } from './chunk-retry.ts';
import { OfflineBanner } from './OfflineBanner.tsx';

/** Shown to a signed-in learner without a phone, once: with its words, out of the first screen. */
const PhoneInvitation = lazy(() =>
  importWithRetry(() => import('../auth/phone/PhoneInvitation.tsx')).then(({ PhoneInvitation }) => ({
    default: PhoneInvitation,
  })),
);

import { SimulatedLayoutFailure } from './simulated-failure.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

const FOOTER_LINKS = [
  { to: '/about', key: 'footer.about' },
  { to: '/contact', key: 'footer.contact' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/leaderboard', key: 'footer.leaderboard' },
] as const;

function RouteLoading() {
  const { t } = useTranslation('shell');
  return (
    <p className="route-loading" role="status">
      {t('loading.screen')}
    </p>
  );
}

/** The frame around every route: header, offline banner, update prompt, crash boundary, footer. */
export function Layout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { profile } = useAuth();
  // Its code and words load only for the learner it is for: a signed-in one with no phone yet.
  const invitePhone = !!profile && !profile.phoneNumber && !profile.phoneInvitationSkippedAt;
  return (
    <div className="shell">
      <SimulatedLayoutFailure />
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <header className="shell-header">
        <Link to="/" className="brand" aria-label={t('header.home')}>
          {t('app.name')}
        </Link>
        <div className="shell-header__actions">
          <LanguageSwitch />
          <ThemeToggle />
          <AccountMenu />
        </div>
      </header>
      <OfflineBanner />
      {/* On the start page only: never in the middle of a quiz. */}
      {pathname === '/' && invitePhone ? (
        <Suspense fallback={null}>
          <PhoneInvitation />
        </Suspense>
      ) : null}
      <UpdatePrompt />
      <main id="main" className="shell-main" tabIndex={-1}>
        <AppErrorBoundary resetKey={pathname}>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
      </main>
      <AdsGate />
      <SyncBinding />
      <AnalyticsGate />
      <SyncWidget />
      <footer className="shell-footer">
        <nav aria-label={t('footer.label')}>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="small-print">{t('footer.copyright')}</p>
      </footer>
      <StructuredData />
    </div>
  );
}
