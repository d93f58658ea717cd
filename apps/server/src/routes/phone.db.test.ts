import { PHONE_CODE_VALIDITY_MS, securityStatus, type UserProfile } from '@abhyas/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhoneTestApp, type PhoneTestApp } from '../testing/phone-test-app.ts';
import { type SignedIn, signInAs } from '../testing/sign-in.ts';

let testApp: PhoneTestApp;
beforeAll(async () => {
  testApp = await createPhoneTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

let numbers = 0;
/** A valid Indian mobile number no other test uses. */
function freshNumber(): string {
  numbers += 1;
  return `+9198${String(numbers).padStart(8, '0')}`;
}
let learners = 0;
function newLearner(): Promise<SignedIn> {
  learners += 1;
  return signInAs(testApp.app, `phone-learner-${learners}`);
}

const send = (learner: SignedIn | undefined, options: Omit<InjectOptions, 'headers'>) =>
  testApp.app.inject({ ...options, ...(learner ? { headers: learner.headers } : {}) } as InjectOptions);
const setNumber = (learner: SignedIn, phoneNumber: unknown) =>
  send(learner, { method: 'PUT', url: '/api/profile/phone', payload: { phoneNumber } });
const removeNumber = (learner: SignedIn) => send(learner, { method: 'DELETE', url: '/api/profile/phone' });
/** Each learner on an address of their own, so the per-address limit is only met where a test means to. */
const addressOf = (learner: SignedIn) => `10.0.0.${Number(learner.uid.replace(/\D+/gu, '')) % 250}`;
const sendCode = (learner: SignedIn, remoteAddress = addressOf(learner)) =>
  send(learner, { method: 'POST', url: '/api/profile/phone/code', remoteAddress });
const verify = (learner: SignedIn, code: string) =>
  send(learner, { method: 'POST', url: '/api/profile/phone/verify', payload: { code } });
const preferences = (learner: SignedIn, payload: object) =>
  send(learner, { method: 'PATCH', url: '/api/profile/preferences', payload });
const profileOf = (response: LightMyRequestResponse) => response.json() as UserProfile;

/** Another six digits than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The code the outbox holds for the number, read as the learner reads their SMS. */
async function codeFor(phoneNumber: string): Promise<string> {
  const code = await testApp.lastCode(phoneNumber);
  if (!code) throw new Error(`no code was sent to ${phoneNumber}`);
  return code;
}

/** A learner with `phoneNumber` set and a code sent to it. */
async function learnerWithCode(phoneNumber = freshNumber()) {
  const learner = await newLearner();
  expect((await setNumber(learner, phoneNumber)).statusCode).toBe(200);
  expect((await sendCode(learner)).statusCode).toBe(200);
  return { learner, phoneNumber, code: await codeFor(phoneNumber) };
}

describe('without sign-in', () => {
  it('every phone route answers 401 with the product wording', async () => {
    for (const options of [
      { method: 'PUT', url: '/api/profile/phone', payload: { phoneNumber: '+919876543210' } },
      { method: 'DELETE', url: '/api/profile/phone' },
      { method: 'POST', url: '/api/profile/phone/verify', payload: { code: '123456' } },
      { method: 'POST', url: '/api/profile/phone/invitation-skipped' },
    ] as const) {
      const response = await send(undefined, options);
      expect(response.statusCode, options.url).toBe(401);
      expect(response.json()).toEqual({ error: 'User not authenticated' });
    }
    const code = await send(undefined, { method: 'POST', url: '/api/profile/phone/code' });
    expect(code.statusCode).toBe(401);
    expect(code.json()).toEqual({ error: 'User not authenticated or no phone number set' });
  });
});

describe('adding, changing and removing a number', () => {
  it('stores a number in international format, unverified, with its country code and times', async () => {
    const learner = await newLearner();
    const response = await setNumber(learner, '+91 98765 43210');
    expect(response.statusCode).toBe(200);
    const profile = profileOf(response);
    expect(profile).toMatchObject({
      phoneNumber: '+919876543210',
      countryCode: '+91',
      phoneNumberVerified: false,
      phoneNumberAddedAt: new Date(testApp.clock.now).toISOString(),
      phoneNumberLastUpdated: new Date(testApp.clock.now).toISOString(),
    });
  });

  it('refuses a number out of the format with "Failed to update phone number: Invalid phone number format"', async () => {
    const learner = await newLearner();
    for (const bad of [
      '9876543210',
      '+0919876543210',
      '+91 98765 4321x',
      '+12',
      '',
      `+1${'2'.repeat(15)}`,
      919876543210,
    ]) {
      const response = await setNumber(learner, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json()).toEqual({
        error: 'Failed to update phone number: Invalid phone number format',
        reason: 'invalid-phone-number-format',
        field: 'phoneNumber',
      });
    }
    const { phoneNumber } = (await testApp.app.auth.profiles.get(learner.uid)) as UserProfile;
    expect(phoneNumber).toBeNull();
  });

  it('keeps when the first number was added when it changes, and unverifies it', async () => {
    const { learner, phoneNumber, code } = await learnerWithCode();
    const addedAt = new Date(testApp.clock.now).toISOString();
    expect((await verify(learner, code)).statusCode).toBe(200);
    testApp.clock.advance(60_000);
    const same = profileOf(await setNumber(learner, phoneNumber));
    expect(same.phoneNumberVerified).toBe(true);
    expect(same.phoneNumberLastUpdated).toBe(addedAt);

    const changed = profileOf(await setNumber(learner, freshNumber()));
    expect(changed).toMatchObject({
      phoneNumberVerified: false,
      phoneNumberAddedAt: addedAt,
      phoneNumberLastUpdated: new Date(testApp.clock.now).toISOString(),
      securityEvents: { lastPhoneVerification: null },
    });
  });

  it('removing clears every phone field, the verification time, and turns phone notifications off', async () => {
    const { learner, code } = await learnerWithCode();
    expect((await verify(learner, code)).statusCode).toBe(200);
    expect((await preferences(learner, { enablePhoneNotifications: true })).statusCode).toBe(200);
    const response = await removeNumber(learner);
    expect(response.statusCode).toBe(200);
    expect(profileOf(response)).toMatchObject({
      phoneNumber: null,
      countryCode: null,
      phoneNumberVerified: false,
      phoneNumberAddedAt: null,
      phoneNumberLastUpdated: null,
      preferences: { enablePhoneNotifications: false },
      securityEvents: { lastPhoneVerification: null },
    });
    const codes = await testApp.database.db
      .selectFrom('phoneVerificationCodes')
      .where('userUid', '=', learner.uid)
      .selectAll()
      .execute();
    expect(codes).toEqual([]);
  });
});

describe('verification by a code sent by SMS', () => {
  it('"Send code" without a number answers the product wording', async () => {
    const learner = await newLearner();
    const response = await sendCode(learner);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'User not authenticated or no phone number set',
      reason: 'no-phone-number',
    });
  });

  it('sends six digits to the number, valid for 10 minutes, kept only as a hash', async () => {
    const learner = await newLearner();
    const phoneNumber = freshNumber();
    await setNumber(learner, phoneNumber);
    const response = await sendCode(learner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sentTo: `+91 ${phoneNumber.slice(3)}`,
      expiresAt: new Date(testApp.clock.now + PHONE_CODE_VALIDITY_MS).toISOString(),
      resendAfterSeconds: 60,
    });
    const code = await codeFor(phoneNumber);
    expect(code).toMatch(/^\d{6}$/u);
    const stored = await testApp.database.db
      .selectFrom('phoneVerificationCodes')
      .selectAll()
      .where('userUid', '=', learner.uid)
      .executeTakeFirstOrThrow();
    expect(stored.codeHash).not.toContain(code);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/u);
  });

  it('the right code verifies the number once: the security score moves by 50', async () => {
    const { learner, code } = await learnerWithCode();
    const before = (await testApp.app.auth.profiles.get(learner.uid)) as UserProfile;
    expect(securityStatus(before)).toEqual({ score: 0, level: 'low' });
    const response = await verify(learner, code);
    expect(response.statusCode).toBe(200);
    const profile = profileOf(response);
    expect(profile.phoneNumberVerified).toBe(true);
    expect(profile.securityEvents.lastPhoneVerification).toBe(new Date(testApp.clock.now).toISOString());
    expect(securityStatus(profile)).toEqual({ score: 50, level: 'medium' });

    const again = await verify(learner, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().reason).toBe('no-code');
    expect(again.json().error).toMatch(/^Failed to update phone verification status: /u);
  });

  it('a wrong code says so and how many tries are left; the right one still works', async () => {
    const { learner, code } = await learnerWithCode();
    const response = await verify(learner, wrong(code));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Failed to update phone verification status: wrong code; 4 tries left',
      reason: 'wrong-code',
    });
    expect((await verify(learner, code)).statusCode).toBe(200);
  });

  it('a code that is not six digits is refused without counting a try', async () => {
    const { learner, code } = await learnerWithCode();
    for (const bad of ['12345', '1234567', 'abcdef'])
      expect((await verify(learner, bad)).json().field).toBe('code');
    const stored = await testApp.database.db
      .selectFrom('phoneVerificationCodes')
      .select('wrongTries')
      .where('userUid', '=', learner.uid)
      .executeTakeFirstOrThrow();
    expect(stored.wrongTries).toBe(0);
    expect((await verify(learner, code)).statusCode).toBe(200);
  });

  it('an expired code is refused: a new one is needed', async () => {
    const { learner, phoneNumber, code } = await learnerWithCode();
    testApp.clock.advance(PHONE_CODE_VALIDITY_MS);
    const response = await verify(learner, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Failed to update phone verification status: the code has expired; send a new code',
      reason: 'code-expired',
    });
    expect((await sendCode(learner)).statusCode).toBe(200);
    expect((await verify(learner, await codeFor(phoneNumber))).statusCode).toBe(200);
  });

  it('a resend replaces the old code', async () => {
    const { learner, phoneNumber, code: first } = await learnerWithCode();
    testApp.clock.advance(61_000);
    expect((await sendCode(learner)).statusCode).toBe(200);
    const second = await codeFor(phoneNumber);
    expect(await testApp.messagesTo(phoneNumber)).toHaveLength(2);
    if (first !== second) expect((await verify(learner, first)).json().reason).toBe('wrong-code');
    expect((await verify(learner, second)).statusCode).toBe(200);
  });

  it('after five wrong tries even the right code fails until a new one is sent', async () => {
    const { learner, phoneNumber, code } = await learnerWithCode();
    const reasons: string[] = [];
    for (let index = 0; index < 5; index += 1)
      reasons.push((await verify(learner, wrong(code))).json().reason);
    expect(reasons).toEqual(['wrong-code', 'wrong-code', 'wrong-code', 'wrong-code', 'too-many-wrong-codes']);
    const right = await verify(learner, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toBe(
      'Failed to update phone verification status: too many wrong codes; send a new code',
    );
    testApp.clock.advance(61_000);
    expect((await sendCode(learner)).statusCode).toBe(200);
    expect((await verify(learner, await codeFor(phoneNumber))).statusCode).toBe(200);
  });

  it('tries at once are counted one after the other', async () => {
    const { learner, code } = await learnerWithCode();
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(learner, wrong(code))));
    const reasons = answers.map((answer) => answer.json().reason).sort();
    expect(reasons.filter((reason) => reason === 'wrong-code')).toHaveLength(4);
    expect(reasons.filter((reason) => reason === 'too-many-wrong-codes')).toHaveLength(4);
  });

  it('a number verified on one account cannot be verified on a second', async () => {
    const phoneNumber = freshNumber();
    const first = await learnerWithCode(phoneNumber);
    // The second account got its own code before the first verified.
    const second = await learnerWithCode(phoneNumber);
    expect((await verify(first.learner, first.code)).statusCode).toBe(200);

    const late = await verify(second.learner, second.code);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'Failed to update phone verification status: this number is verified on another account',
      reason: 'phone-number-verified-elsewhere',
    });
    testApp.clock.advance(61_000);
    const again = await sendCode(second.learner);
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('phone-number-verified-elsewhere');
    expect(await testApp.messagesTo(phoneNumber)).toHaveLength(2);

    // Once the first account lets the number go, the second may verify it.
    await removeNumber(first.learner);
    expect((await sendCode(second.learner)).statusCode).toBe(200);
    expect((await verify(second.learner, await codeFor(phoneNumber))).statusCode).toBe(200);
  });

  it('a verified number needs no other code', async () => {
    const { learner, code } = await learnerWithCode();
    await verify(learner, code);
    testApp.clock.advance(61_000);
    const response = await sendCode(learner);
    expect(response.statusCode).toBe(409);
    expect(response.json().reason).toBe('phone-number-already-verified');
  });
});

describe('send limits', () => {
  it('the account waits 60 seconds between codes, and is told how long', async () => {
    const { learner, phoneNumber } = await learnerWithCode();
    testApp.clock.advance(20_000);
    const refused = await sendCode(learner);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.json()).toEqual({
      error:
        'Failed to update phone verification status: too many codes sent; please wait before asking for another',
      reason: 'too-many-codes-sent',
    });
    // A refused send is not counted, and sends nothing.
    testApp.clock.advance(40_000);
    expect((await sendCode(learner)).statusCode).toBe(200);
    expect(await testApp.messagesTo(phoneNumber)).toHaveLength(2);
  });

  it('five codes an hour per account, then the wait until the hour ends', async () => {
    const { learner } = await learnerWithCode();
    for (let sent = 1; sent < 5; sent += 1) {
      testApp.clock.advance(61_000);
      expect((await sendCode(learner)).statusCode).toBe(200);
    }
    testApp.clock.advance(61_000);
    const refused = await sendCode(learner);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(60 * 60 - 5 * 61);
  });
});

describe('phone notification preferences', () => {
  it('go on only with a verified number', async () => {
    const { learner, code } = await learnerWithCode();
    const refused = await preferences(learner, { enablePhoneNotifications: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Failed to update phone notification preferences: verify your phone number first',
      reason: 'phone-number-not-verified',
      field: 'enablePhoneNotifications',
    });
    // The kinds of message may be chosen before; they are sent once the switch is on.
    const types = await preferences(learner, { phoneNotificationTypes: { dailyReminder: true } });
    expect(types.statusCode).toBe(200);

    await verify(learner, code);
    const on = await preferences(learner, {
      enablePhoneNotifications: true,
      phoneNotificationTypes: { securityAlerts: true },
    });
    expect(on.statusCode).toBe(200);
    expect(profileOf(on).preferences).toMatchObject({
      enablePhoneNotifications: true,
      phoneNotificationTypes: {
        dailyReminder: true,
        weeklyProgress: false,
        achievements: false,
        securityAlerts: true,
      },
    });
  });

  it('go off when the number changes (it is no longer verified)', async () => {
    const { learner, code } = await learnerWithCode();
    await verify(learner, code);
    await preferences(learner, { enablePhoneNotifications: true });
    const changed = profileOf(await setNumber(learner, freshNumber()));
    expect(changed.preferences.enablePhoneNotifications).toBe(false);
  });
});

describe('the invitation to add a phone', () => {
  it('is skipped once for the account, and stays skipped after the next sign-in', async () => {
    const learner = await newLearner();
    const response = await send(learner, { method: 'POST', url: '/api/profile/phone/invitation-skipped' });
    expect(response.statusCode).toBe(200);
    const skippedAt = profileOf(response).phoneInvitationSkippedAt;
    expect(skippedAt).toBe(new Date(testApp.clock.now).toISOString());
    const again = await signInAs(testApp.app, learner.uid);
    expect(again.profile.phoneInvitationSkippedAt).toBe(skippedAt);
  });
});

describe('send limits per number, per address and for everyone', () => {
  let limited: PhoneTestApp;
  beforeAll(async () => {
    limited = await createPhoneTestApp({
      limits: [
        { scope: 'account', max: 1, windowMs: 60_000 },
        { scope: 'number', max: 2, windowMs: 3_600_000 },
        { scope: 'address', max: 3, windowMs: 3_600_000 },
        { scope: 'everyone', max: 5, windowMs: 3_600_000 },
      ],
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  let count = 0;
  /** A new learner with `phoneNumber`, asking for a code from `address`; the status answered. */
  async function ask(phoneNumber: string, address: string): Promise<number> {
    count += 1;
    const learner = await signInAs(limited.app, `limited-${count}`);
    const headers = learner.headers;
    await limited.app.inject({ method: 'PUT', url: '/api/profile/phone', headers, payload: { phoneNumber } });
    const response = await limited.app.inject({
      method: 'POST',
      url: '/api/profile/phone/code',
      headers,
      remoteAddress: address,
    });
    if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBe(3_600);
    return response.statusCode;
  }

  it('count each number across accounts, each address across numbers, and every send', async () => {
    // One number from three accounts on three addresses: the third is one too many for the number.
    expect(await ask('+919900000001', '192.0.2.1')).toBe(200);
    expect(await ask('+919900000001', '192.0.2.2')).toBe(200);
    expect(await ask('+919900000001', '192.0.2.3')).toBe(429);
    // Three numbers from one address, then a fourth.
    expect(await ask('+919900000002', '192.0.2.9')).toBe(200);
    expect(await ask('+919900000003', '192.0.2.9')).toBe(200);
    expect(await ask('+919900000004', '192.0.2.9')).toBe(200);
    expect(await ask('+919900000005', '192.0.2.9')).toBe(429);
    // Five codes went out in the hour: a sixth waits, whoever asks from wherever.
    expect(await ask('+919900000006', '192.0.2.10')).toBe(429);
    const sent = await limited.database.db.selectFrom('smsOutbox').select('id').execute();
    expect(sent).toHaveLength(5);
  });
});
