import { describe, expect, it } from 'vitest';
import { displayNameSchema } from './display-name.ts';
import { DISPLAY_NAME_MAX_LENGTH } from './display-name-rule.ts';

describe('displayNameSchema', () => {
  it('trims and accepts 1 to 50 characters, Hindi counted as it reads', () => {
    expect(displayNameSchema.parse('  Priya Sharma ')).toBe('Priya Sharma');
    expect(displayNameSchema.parse('प'.repeat(DISPLAY_NAME_MAX_LENGTH))).toHaveLength(50);
  });

  it('refuses empty, blank, 51 and 301 characters', () => {
    for (const name of ['', '   ', 'a'.repeat(51), 'a'.repeat(301)])
      expect(displayNameSchema.safeParse(name).success).toBe(false);
  });

  it('refuses control characters inside the name', () => {
    for (const name of ['Priya\nSharma', 'Priya\tS', 'a\u0000b', 'a\u0085b'])
      expect(displayNameSchema.safeParse(name).success).toBe(false);
  });
});
