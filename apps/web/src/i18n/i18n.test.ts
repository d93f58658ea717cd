import { describe, expect, it } from 'vitest';
import { detectLanguage } from './i18n.ts';
import enAuth from './locales/en/auth.json' with { type: 'json' };
import enEmail from './locales/en/email.json' with { type: 'json' };
import enPhone from './locales/en/phone.json' with { type: 'json' };
import en from './locales/en/shell.json' with { type: 'json' };
import hiAuth from './locales/hi/auth.json' with { type: 'json' };
import hiEmail from './locales/hi/email.json' with { type: 'json' };
import hiPhone from './locales/hi/phone.json' with { type: 'json' };
import hi from './locales/hi/shell.json' with { type: 'json' };

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('detectLanguage', () => {
  it('prefers the remembered choice, then the browser, then English', () => {
    expect(detectLanguage('hi', ['en-GB'])).toBe('hi');
    expect(detectLanguage(null, ['hi-IN', 'en'])).toBe('hi');
    expect(detectLanguage(null, ['ta-IN', 'en-IN'])).toBe('en');
    expect(detectLanguage('fr', ['fr'])).toBe('en');
  });
});

describe('shell translations', () => {
  it('Hindi has every key English has', () => {
    expect(keysOf(hi).sort()).toEqual(keysOf(en).sort());
  });
});

describe('sign-in and profile translations', () => {
  it('Hindi has every key English has', () => {
    expect(keysOf(hiAuth).sort()).toEqual(keysOf(enAuth).sort());
  });
});

describe('phone translations', () => {
  it('Hindi has every key English has', () => {
    expect(keysOf(hiPhone).sort()).toEqual(keysOf(enPhone).sort());
  });
});

describe('email verification translations', () => {
  it('Hindi has every key English has', () => {
    expect(keysOf(hiEmail).sort()).toEqual(keysOf(enEmail).sort());
  });
});
