import { matchPath } from 'react-router';

/**
 * The router's screens (App.tsx, and the operator's console at /admin): a page view keeps the
 * template an address matched, never the address, so no id in it is recorded. Anything else
 * is '*', the not-found screen.
 */
export const ROUTE_TEMPLATES = [
  '/',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/leaderboard',
  '/daily',
  '/review',
  '/admin',
  '/subjects/:parentCategoryId',
  '/category/:categoryId',
  '/quiz/:subcategoryId',
  '/practice/:subcategoryId',
  '/results/:subcategoryId',
] as const;

export function routeTemplateOf(pathname: string): string {
  return ROUTE_TEMPLATES.find((template) => matchPath(template, pathname)) ?? '*';
}
