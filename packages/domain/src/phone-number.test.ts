import { describe, expect, it } from 'vitest';
import { parsePhoneNumber } from './phone-number.ts';
import { displayPhoneNumber, followsPhoneNumberRule } from './phone-number-rule.ts';

describe('the phone number format rule', () => {
  it('takes a plus sign, a non-zero first digit, then 1 to 14 more digits', () => {
    for (const number of ['+12', '+919876543210', `+1${'2'.repeat(14)}`]) {
      expect(followsPhoneNumberRule(number), number).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const number of [
      '',
      '+',
      '+1',
      '+0123456789',
      '919876543210',
      '09876543210',
      `+1${'2'.repeat(15)}`,
      '+91 98765 4321x',
      '+91(98765)43210',
      '++919876543210',
      '+९१९८७६५४३२१०',
      '+91987654321\u0000',
    ]) {
      expect(followsPhoneNumberRule(number), JSON.stringify(number)).toBe(false);
    }
  });

  it('reads the spaces, hyphens and dots people type between digit groups as nothing', () => {
    expect(followsPhoneNumberRule(' +91 98765-43210 ')).toBe(true);
    expect(followsPhoneNumberRule('+91.98765.43210')).toBe(true);
  });
});

describe('parsePhoneNumber', () => {
  it('keeps the number in international format and its country code', () => {
    expect(parsePhoneNumber('+919876543210')).toEqual({
      phoneNumber: '+919876543210',
      countryCode: '+91',
      nationalNumber: '9876543210',
    });
    expect(parsePhoneNumber('+1 202 555 0123')).toEqual({
      phoneNumber: '+12025550123',
      countryCode: '+1',
      nationalNumber: '2025550123',
    });
    expect(parsePhoneNumber('+977-9812345678')?.countryCode).toBe('+977');
  });

  it('refuses a number outside the rule before the library sees it', () => {
    expect(parsePhoneNumber('9876543210')).toBeUndefined();
    expect(parsePhoneNumber('+0919876543210')).toBeUndefined();
  });

  it('refuses a number the rule allows but no country has: too short, too long, no such code', () => {
    expect(parsePhoneNumber('+12')).toBeUndefined();
    expect(parsePhoneNumber('+9112345')).toBeUndefined();
    expect(parsePhoneNumber('+919876543210123')).toBeUndefined();
    expect(parsePhoneNumber('+999123456789')).toBeUndefined();
  });
});

describe('displayPhoneNumber', () => {
  it('shows the country code, a space, then the rest', () => {
    expect(displayPhoneNumber('+919876543210', '+91')).toBe('+91 9876543210');
    expect(displayPhoneNumber('+9779812345678', '+977')).toBe('+977 9812345678');
    expect(displayPhoneNumber('+12025550123', '+1')).toBe('+1 2025550123');
  });

  it('shows a number without a usable country code as stored', () => {
    expect(displayPhoneNumber('+919876543210', null)).toBe('+919876543210');
    expect(displayPhoneNumber('+919876543210', '+44')).toBe('+919876543210');
  });

  it('shows every parsed number the same way from what is stored', () => {
    for (const typed of ['+91 98765 43210', '+447911123456', '+8613800138000']) {
      const parsed = parsePhoneNumber(typed);
      if (!parsed) throw new Error(`${typed} did not parse`);
      expect(displayPhoneNumber(parsed.phoneNumber, parsed.countryCode)).toBe(
        `${parsed.countryCode} ${parsed.nationalNumber}`,
      );
    }
  });
});
