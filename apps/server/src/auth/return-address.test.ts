import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkReturnAddress, MAX_RETURN_ADDRESS_LENGTH } from './return-address.ts';

const ORIGINS = ['http://127.0.0.1:3000', 'https://abhyas.example'] as const;

/** Pieces an attacker strings together to make a path that a browser reads as another site. */
const PIECES = [
  '/',
  '//',
  '/\\',
  '\\',
  '\t',
  '\n',
  '\r',
  '\0',
  ' ',
  '\u00a0',
  '\u3000',
  '\u2028',
  '\ufeff',
  '%09',
  '%0a',
  '%0d',
  '%2f',
  '%2F',
  '%5c',
  '%E3%80%80',
  '.',
  '..',
  '@',
  ':',
  '?',
  '#',
  'javascript:',
  'javascript:alert(1)',
  'http://evil.example',
  'https:',
  'evil.example',
  'quiz',
  'a',
  '?next=/x',
  '#top',
] as const;

const attack = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }).map((parts) => `/${parts.join('')}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }).map((text) => `/${text}`),
  fc
    .tuple(fc.constantFrom(...PIECES), fc.integer({ min: 1_900, max: 2_200 }))
    .map(([piece, length]) => `/${piece}`.padEnd(length, 'a')),
);

/** What a browser makes of a Location header on the callback page: WHATWG URL parsing, which strips tabs and newlines. */
function landing(path: string, origin: string): URL {
  return new URL(path, `${origin}/api/auth/callback?code=x`);
}

describe('checkReturnAddress', () => {
  it('keeps paths of the app, with their query and fragment', () => {
    for (const origin of ORIGINS) {
      expect(checkReturnAddress('/', origin)).toEqual({ ok: true, path: '/' });
      expect(checkReturnAddress('/quiz?topic=rivers#q3', origin)).toEqual({
        ok: true,
        path: '/quiz?topic=rivers#q3',
      });
      expect(checkReturnAddress('/a/../leaderboard', origin)).toEqual({ ok: true, path: '/leaderboard' });
    }
  });

  it('refuses the forms found in the review, and their cousins', () => {
    const origin = ORIGINS[0];
    for (const value of [
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      '/\r/evil.example/x',
      '/\u3000/x',
      '//evil.example',
      '/\\evil.example',
      '/.//evil.example',
      '/./\\evil.example',
      'javascript:alert(1)',
      'http://evil.example/',
      'evil.example',
      '',
      `/${'a'.repeat(MAX_RETURN_ADDRESS_LENGTH)}`,
    ]) {
      expect(checkReturnAddress(value, origin).ok, JSON.stringify(value)).toBe(false);
    }
  });

  it('accepts only values that land on the app’s own origin, as a browser resolves them', () => {
    fc.assert(
      fc.property(attack, fc.constantFrom(...ORIGINS), (value, origin) => {
        const check = checkReturnAddress(value, origin);
        if (!check.ok) return;
        expect(check.path).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        expect(check.path.length).toBeLessThanOrEqual(MAX_RETURN_ADDRESS_LENGTH);
        expect(landing(check.path, origin).origin).toBe(origin);
        // With the result hash the callback adds, the address still stays home.
        expect(landing(`${check.path}#abhyas-sign-in=%7B%7D`, origin).origin).toBe(origin);
      }),
      { numRuns: 5_000 },
    );
  });

  it('accepts what the app itself sends: any page’s pathname and search', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (pathname, query) => {
        const origin = ORIGINS[1];
        const page = new URL(origin);
        page.pathname = pathname;
        page.search = query;
        const value = `${page.pathname}${page.search}`;
        if (/^\/[/\\]/.test(value)) return;
        expect(checkReturnAddress(value, origin)).toEqual({ ok: true, path: value });
      }),
    );
  });
});
