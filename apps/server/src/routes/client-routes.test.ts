import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_PATTERNS, isClientRoute, isOperatorRoute } from './client-routes.ts';

const appSource = readFileSync(new URL('../../../web/src/App.tsx', import.meta.url), 'utf8');

/** Every path App.tsx routes to a screen: lazyRoute('/x', …), <Route path="x"> and REDIRECTED_TO_HOME. */
function appRoutePaths(): string[] {
  const lazy = [...appSource.matchAll(/lazyRoute\('([^']+)'/g)].map((m) => m[1] ?? '');
  const plain = [...appSource.matchAll(/<Route path="([^"*]+)"/g)].map((m) => `/${m[1] ?? ''}`);
  const redirected = /REDIRECTED_TO_HOME = \[([^\]]+)\]/.exec(appSource)?.[1] ?? '';
  const redirects = [...redirected.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
  return [...lazy, ...plain, ...redirects];
}

describe('client routes', () => {
  it('are the routes of the web app, no more, no fewer', () => {
    const fromApp = appRoutePaths();
    expect(fromApp.length).toBeGreaterThan(10);
    expect([...CLIENT_ROUTE_PATTERNS].sort()).toEqual([...new Set(fromApp)].sort());
  });

  it('match each pattern with a sample address', () => {
    for (const pattern of CLIENT_ROUTE_PATTERNS) {
      expect(isClientRoute(pattern.replace(/:[A-Za-z]+/g, 'gk-history')), pattern).toBe(true);
    }
  });

  it('leave unknown addresses, deeper paths and empty parameters out', () => {
    for (const path of [
      '/no-such-page',
      '/quiz',
      '/quiz/',
      '/quiz/a/b',
      '/about/team',
      '/game/1',
      '/leaderboards',
    ]) {
      expect(isClientRoute(path), path).toBe(false);
    }
    expect(isClientRoute('/about/')).toBe(true);
  });

  it("keep the operator's console out: the server finds it for an admin only", () => {
    expect(isClientRoute('/admin')).toBe(false);
    expect(isOperatorRoute('/admin')).toBe(true);
    expect(isOperatorRoute('/admin/')).toBe(true);
    for (const path of ['/admin/users', '/administer', '/x/admin', '/'])
      expect(isOperatorRoute(path), path).toBe(false);
  });
});
