import { describe, expect, it } from 'vitest';
import { phoneCodeCheckSchema } from './phone-schemas.ts';
import {
  PHONE_CODE_MAX_WRONG_TRIES,
  PHONE_CODE_VALIDITY_MS,
  phoneCodeMessage,
  phoneCodeState,
  phoneNotificationsProblem,
  SMS_SEND_LIMITS,
  smsSendWaitMs,
} from './phone-verification.ts';
import { securityStatus } from './security-score.ts';

describe('phoneCodeState', () => {
  const sentAt = new Date('2026-03-01T10:00:00Z');
  const code = {
    phoneNumber: '+919876543210',
    expiresAt: new Date(sentAt.getTime() + PHONE_CODE_VALIDITY_MS),
    wrongTries: 0,
  };

  it('is usable for 10 minutes, for the number it was sent to', () => {
    expect(phoneCodeState(code, '+919876543210', sentAt)).toBe('usable');
    expect(phoneCodeState(code, '+919876543210', new Date(code.expiresAt.getTime() - 1))).toBe('usable');
    expect(phoneCodeState(code, '+919876543210', code.expiresAt)).toBe('expired');
  });

  it('stops after five wrong tries', () => {
    expect(
      phoneCodeState({ ...code, wrongTries: PHONE_CODE_MAX_WRONG_TRIES - 1 }, code.phoneNumber, sentAt),
    ).toBe('usable');
    expect(
      phoneCodeState({ ...code, wrongTries: PHONE_CODE_MAX_WRONG_TRIES }, code.phoneNumber, sentAt),
    ).toBe('too-many-wrong-codes');
  });

  it('does not verify a number changed after the code was sent', () => {
    expect(phoneCodeState(code, '+919876500000', sentAt)).toBe('for-another-number');
    expect(phoneCodeState(code, null, sentAt)).toBe('for-another-number');
  });
});

describe('phoneNotificationsProblem', () => {
  it('lets phone notifications on only with a verified number', () => {
    const on = { enablePhoneNotifications: true };
    expect(phoneNotificationsProblem({ phoneNumber: '+919876543210', phoneNumberVerified: true }, on)).toBe(
      undefined,
    );
    expect(phoneNotificationsProblem({ phoneNumber: '+919876543210', phoneNumberVerified: false }, on)).toBe(
      'phone-number-not-verified',
    );
    expect(phoneNotificationsProblem({ phoneNumber: null, phoneNumberVerified: false }, on)).toBe(
      'phone-number-not-verified',
    );
  });

  it('always lets them off', () => {
    expect(
      phoneNotificationsProblem(
        { phoneNumber: null, phoneNumberVerified: false },
        { enablePhoneNotifications: false },
      ),
    ).toBe(undefined);
  });
});

describe('the security score with a phone', () => {
  it('moves by 50 with a verified phone: medium at 50, high at 100', () => {
    expect(securityStatus({ emailVerified: false, phoneNumberVerified: true })).toEqual({
      score: 50,
      level: 'medium',
    });
    expect(securityStatus({ emailVerified: true, phoneNumberVerified: true })).toEqual({
      score: 100,
      level: 'high',
    });
  });
});

describe('the phone schemas', () => {
  it('takes a code of six digits only', () => {
    expect(phoneCodeCheckSchema.safeParse({ code: ' 012345 ' }).data).toEqual({ code: '012345' });
    for (const code of ['12345', '1234567', '12345a', '١٢٣٤٥٦', 123456])
      expect(phoneCodeCheckSchema.safeParse({ code }).success, String(code)).toBe(false);
  });
});

describe('smsSendWaitMs', () => {
  const limits = [
    { scope: 'account', max: 1, windowMs: 60_000 },
    { scope: 'number', max: 5, windowMs: 3_600_000 },
  ] as const;

  it('sends at once while every count is within its limit', () => {
    expect(
      smsSendWaitMs(limits, [
        { count: 1, resetInMs: 60_000 },
        { count: 5, resetInMs: 10_000 },
      ]),
    ).toBe(0);
  });

  it('waits for the latest window among the limits this send would pass', () => {
    expect(
      smsSendWaitMs(limits, [
        { count: 2, resetInMs: 30_000 },
        { count: 6, resetInMs: 900_000 },
      ]),
    ).toBe(900_000);
    expect(
      smsSendWaitMs(limits, [
        { count: 2, resetInMs: 30_000 },
        { count: 3, resetInMs: 900_000 },
      ]),
    ).toBe(30_000);
  });

  it('limits every scope the product names: account, number, address and everyone', () => {
    expect(new Set(SMS_SEND_LIMITS.map((limit) => limit.scope))).toEqual(
      new Set(['account', 'number', 'address', 'everyone']),
    );
  });
});

describe('phoneCodeMessage', () => {
  it('carries the code and, last, the origin-bound line a browser can read it from', () => {
    const message = phoneCodeMessage('042917', 'abhyas.example.org');
    expect(message).toContain('042917');
    expect(message.split('\n').at(-1)).toBe('@abhyas.example.org #042917');
  });
});
