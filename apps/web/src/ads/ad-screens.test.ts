import { describe, expect, it } from 'vitest';
import { adsAllowedOn } from './ad-screens.ts';

describe('adsAllowedOn', () => {
  it('allows the browsing and reading screens', () => {
    for (const pathname of [
      '/',
      '/subjects/general-knowledge',
      '/category/gk-history',
      '/results/gk-history',
      '/leaderboard',
      '/about',
      '/privacy',
    ])
      expect(adsAllowedOn(pathname), pathname).toBe(true);
  });

  it('never allows a quiz, a mock, practice, review, the daily quiz, admin or an unknown screen', () => {
    for (const pathname of [
      '/quiz/gk-history',
      '/quiz/mock-ssc-cgl-1',
      '/practice/gk-history',
      '/review',
      '/daily',
      '/admin',
      '/idp/interaction/abc',
      '/subjects/general-knowledge/extra',
      '/no-such-page',
    ])
      expect(adsAllowedOn(pathname), pathname).toBe(false);
  });
});
