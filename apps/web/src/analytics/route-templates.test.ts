import { describe, expect, it } from 'vitest';
// The router's source as text (Vite's ?raw): the list below is held to it.
import appSource from '../App.tsx?raw';
import { ROUTE_TEMPLATES, routeTemplateOf } from './route-templates.ts';

describe('route templates', () => {
  it("are the app's screens (lazyRoute and <Route path>), and the console at /admin", () => {
    const lazy = [...appSource.matchAll(/lazyRoute\('([^']+)'/g)].map((m) => m[1] ?? '');
    const plain = [...appSource.matchAll(/<Route path="([^"*]+)"/g)].map((m) => `/${m[1] ?? ''}`);
    expect(lazy.length).toBeGreaterThan(8);
    expect([...ROUTE_TEMPLATES].sort()).toEqual([...new Set([...lazy, ...plain, '/admin'])].sort());
  });

  it('give the template an address matched, and * for any other', () => {
    expect(routeTemplateOf('/')).toBe('/');
    expect(routeTemplateOf('/quiz/indian-history')).toBe('/quiz/:subcategoryId');
    expect(routeTemplateOf('/results/indian-history/')).toBe('/results/:subcategoryId');
    expect(routeTemplateOf('/privacy')).toBe('/privacy');
    expect(routeTemplateOf('/no/such/page')).toBe('*');
    expect(routeTemplateOf('/u/someone@example.org')).toBe('*');
  });
});
