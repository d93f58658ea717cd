/**
 * The addresses the web app's router shows a screen for (apps/web/src/App.tsx: its screens,
 * the leaderboard and the old links it sends home). The server cannot import the web app, so
 * the list is kept here and client-routes.test.ts holds it to App.tsx. Any other path gets the
 * app shell with status 404, and the app shows its not-found screen.
 */
const CLIENT_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/(about|contact|terms|privacy|leaderboard|daily|review)\/?$/,
  /^\/(subjects|category|quiz|practice|results)\/[^/]+\/?$/,
  /^\/(category|subcategory|game|results)\/?$/,
];

/** The app's screens, one per pattern; the test compares them with App.tsx's routes. */
export const CLIENT_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/leaderboard',
  '/daily',
  '/subjects/:parentCategoryId',
  '/category/:categoryId',
  '/quiz/:subcategoryId',
  '/practice/:subcategoryId',
  '/results/:subcategoryId',
  '/review',
  '/category',
  '/subcategory',
  '/game',
  '/results',
];

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTES.some((route) => route.test(pathname));
}

/**
 * The operator's console: a screen of the app for operators only. It is no client route: the
 * server answers it with the app shell and 200 to an admin and, like any unknown address, 404 to
 * everyone else; the app's router does not name it either (apps/web/src/admin).
 */
const OPERATOR_ROUTE = /^\/admin\/?$/;

export function isOperatorRoute(pathname: string): boolean {
  return OPERATOR_ROUTE.test(pathname);
}
