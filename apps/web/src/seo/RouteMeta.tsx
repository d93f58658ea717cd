import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../config/app-config-context.tsx';
import { usePageMeta } from './page-meta.ts';

export type RouteMetaPage =
  | 'home'
  | 'about'
  | 'contact'
  | 'terms'
  | 'privacy'
  | 'subject'
  | 'category'
  | 'quiz'
  | 'practice'
  | 'results'
  | 'leaderboard'
  | 'notFound';

/**
 * The default title and description of a route, set before its screen loads. A screen that
 * knows more (a subject's name) calls usePageMeta itself afterwards and wins.
 */
export function RouteMeta({ page }: { page: RouteMetaPage }) {
  const { t } = useTranslation('shell');
  const config = useAppConfig();
  usePageMeta({
    title: t(`meta.${page}.title`),
    description: t(`meta.${page}.description`),
    siteName: t('meta.siteName'),
    fullTitle: page === 'home',
    openGraph: config.features.seo,
  });
  return null;
}
