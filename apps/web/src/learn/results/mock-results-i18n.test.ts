import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/learn.json' with { type: 'json' };
import hi from '../../i18n/locales/hi/learn.json' with { type: 'json' };

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('mock results translations', () => {
  it('Hindi has every key English has', () => {
    expect(keysOf(hi.mockResults).sort()).toEqual(keysOf(en.mockResults).sort());
  });
});
