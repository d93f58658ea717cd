import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  displayPhoneNumber,
  NO_PHONE_TO_VERIFY,
  PHONE_CODE_DIGITS,
  PHONE_CODE_MAX_WRONG_TRIES,
  PHONE_CODE_VALIDITY_MS,
  PHONE_FAILURE_TEXTS,
  type PhoneCodeSent,
  type PhoneFailureReason,
  phoneCodeMessage,
  phoneCodeState,
  phoneNumberUpdateFailed,
  phoneVerificationFailed,
  SMS_SEND_LIMITS,
  type SmsSendLimit,
  smsSendWaitMs,
  type UserProfile,
} from '@abhyas/domain';
import { parsePhoneNumber } from '@abhyas/domain/phone-number';
import { SmsNotSentError, type SmsSender } from '../sms/sms-sender.ts';
import { PhoneNumberTakenError, type PhoneStore } from '../stores/phone-store.ts';
import type { CounterWindow, SmsSendCounterStore } from '../stores/sms-send-counter-store.ts';

/** A refusal, with what the route answers: the status, the product's text and the cause. */
export interface PhoneRefusal {
  readonly kind: 'refused';
  readonly status: 400 | 404 | 409 | 429 | 503;
  readonly error: string;
  readonly reason?: PhoneFailureReason;
  readonly field?: string;
  /** For 429: seconds until a code may be sent again (Retry-After). */
  readonly retryAfterSeconds?: number;
}

export type PhoneOutcome<T> = { readonly kind: 'done'; readonly value: T } | PhoneRefusal;

const PROFILE_NOT_FOUND: PhoneRefusal = { kind: 'refused', status: 404, error: 'Profile not found' };
const done = <T>(value: T): PhoneOutcome<T> => ({ kind: 'done', value });

const numberRefusal = (status: PhoneRefusal['status'], reason: PhoneFailureReason): PhoneRefusal => ({
  kind: 'refused',
  status,
  error: phoneNumberUpdateFailed(PHONE_FAILURE_TEXTS[reason]),
  reason,
  field: 'phoneNumber',
});

const verificationRefusal = (
  status: PhoneRefusal['status'],
  reason: PhoneFailureReason,
  text: string = PHONE_FAILURE_TEXTS[reason],
): PhoneRefusal => ({ kind: 'refused', status, error: phoneVerificationFailed(text), reason });

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * A learner's phone: set, change or remove the number, send a code by SMS and check it. Codes
 * come from the CSPRNG, are kept as an HMAC under the server's secret (a copy of the database alone
 * cannot try the million codes), are sent at most as often as SMS_SEND_LIMITS allow, and are
 * never logged.
 */
export function createPhoneService(deps: {
  phones: PhoneStore;
  findProfile: (uid: string) => Promise<UserProfile | undefined>;
  sender: SmsSender;
  counters: SmsSendCounterStore;
  /** The key of the codes' HMAC: derived from the session secret, the same on every server copy. */
  codeSecret: string;
  /** The app's host, for the SMS's origin-bound line. */
  appHost: string;
  limits?: readonly SmsSendLimit[];
  now?: () => Date;
  /** The code's digits; tests pass their own to know it. */
  newCode?: () => string;
}) {
  const { phones, findProfile, sender, counters } = deps;
  const limits = deps.limits ?? SMS_SEND_LIMITS;
  const now = deps.now ?? (() => new Date());
  const newCode =
    deps.newCode ?? (() => String(randomInt(0, 10 ** PHONE_CODE_DIGITS)).padStart(PHONE_CODE_DIGITS, '0'));
  const hmacKey = createHmac('sha256', deps.codeSecret).update('abhyas phone verification codes').digest();
  const codeHash = (uid: string, phoneNumber: string, code: string) =>
    createHmac('sha256', hmacKey).update(`${uid}\n${phoneNumber}\n${code}`).digest('hex');
  /** The account's shortest window: how soon "Send again" may be pressed. */
  const resendAfterMs = Math.min(
    ...limits.filter((limit) => limit.scope === 'account' && limit.max === 1).map((limit) => limit.windowMs),
    Number.POSITIVE_INFINITY,
  );

  const windowsFor = (uid: string, phoneNumber: string, address: string): CounterWindow[] =>
    limits.map((limit) => {
      const who =
        limit.scope === 'account'
          ? sha256(`account:${uid}`)
          : limit.scope === 'number'
            ? sha256(`number:${phoneNumber}`)
            : limit.scope === 'address'
              ? sha256(`address:${address}`)
              : 'all';
      return { key: `${limit.scope}:${limit.windowMs}:${who}`, windowMs: limit.windowMs };
    });

  return {
    /** Sets or changes the number (unverified); the same number again changes nothing. */
    async setNumber(uid: string, typed: string): Promise<PhoneOutcome<UserProfile>> {
      const parsed = parsePhoneNumber(typed);
      if (!parsed) return numberRefusal(400, 'invalid-phone-number-format');
      const current = await findProfile(uid);
      if (!current) return PROFILE_NOT_FOUND;
      if (current.phoneNumber === parsed.phoneNumber) return done(current);
      const profile = await phones.setNumber(uid, parsed, now());
      return profile ? done(profile) : PROFILE_NOT_FOUND;
    },

    /** Removes the number: every phone field cleared, phone notifications off. */
    async removeNumber(uid: string): Promise<PhoneOutcome<UserProfile>> {
      const profile = await phones.clearNumber(uid);
      return profile ? done(profile) : PROFILE_NOT_FOUND;
    },

    /** Sends a new code to the learner's number (replacing any earlier one), within the limits. */
    async sendCode(uid: string, address: string): Promise<PhoneOutcome<PhoneCodeSent>> {
      const profile = await findProfile(uid);
      if (!profile) return PROFILE_NOT_FOUND;
      const phoneNumber = profile.phoneNumber;
      if (!phoneNumber)
        return { kind: 'refused', status: 400, error: NO_PHONE_TO_VERIFY, reason: 'no-phone-number' };
      if (profile.phoneNumberVerified) return verificationRefusal(409, 'phone-number-already-verified');
      if (await phones.verifiedElsewhere(phoneNumber, uid))
        return verificationRefusal(409, 'phone-number-verified-elsewhere');

      const at = now();
      const windows = windowsFor(uid, phoneNumber, address);
      const waitMs = smsSendWaitMs(limits, await counters.add(windows, at.getTime()));
      if (waitMs > 0) {
        await counters.takeBack(windows, at.getTime());
        const retryAfterSeconds = Math.ceil(waitMs / 1000);
        return { ...verificationRefusal(429, 'too-many-codes-sent'), retryAfterSeconds };
      }

      const code = newCode();
      const hash = codeHash(uid, phoneNumber, code);
      const expiresAt = new Date(at.getTime() + PHONE_CODE_VALIDITY_MS);
      await phones.saveCode(uid, { phoneNumber, codeHash: hash, sentAt: at, expiresAt });
      try {
        await sender.send({
          to: phoneNumber,
          text: phoneCodeMessage(code, deps.appHost),
          kind: 'verification-code',
          userUid: uid,
          secret: code,
        });
      } catch (error) {
        if (!(error instanceof SmsNotSentError)) throw error;
        // The send stays counted and the code stays usable: a gateway that timed out may still
        // have delivered it, and an SMS it charged for counts against the limits.
        return verificationRefusal(503, 'sms-not-sent');
      }
      return done({
        sentTo: displayPhoneNumber(phoneNumber, profile.countryCode),
        expiresAt: expiresAt.toISOString(),
        resendAfterSeconds: Number.isFinite(resendAfterMs) ? Math.ceil(resendAfterMs / 1000) : 0,
      });
    },

    /** Checks a code: right once within 10 minutes verifies the number; five wrong need a new code. */
    async verifyCode(uid: string, code: string): Promise<PhoneOutcome<UserProfile>> {
      const at = now();
      try {
        return await phones.withCode(uid, async (stored, currentNumber, actions) => {
          if (!stored) return verificationRefusal(400, 'no-code');
          const state = phoneCodeState(stored, currentNumber, at);
          if (state === 'for-another-number') return verificationRefusal(400, 'no-code');
          if (state === 'expired') return verificationRefusal(400, 'code-expired');
          if (state === 'too-many-wrong-codes') return verificationRefusal(400, 'too-many-wrong-codes');
          const expected = Buffer.from(stored.codeHash, 'hex');
          const given = Buffer.from(codeHash(uid, stored.phoneNumber, code), 'hex');
          if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
            const triesLeft = PHONE_CODE_MAX_WRONG_TRIES - (await actions.recordWrongTry());
            if (triesLeft <= 0) return verificationRefusal(400, 'too-many-wrong-codes');
            const tries = triesLeft === 1 ? '1 try left' : `${triesLeft} tries left`;
            return verificationRefusal(400, 'wrong-code', `${PHONE_FAILURE_TEXTS['wrong-code']}; ${tries}`);
          }
          const outcome = await actions.markVerified(at);
          if (outcome.kind === 'taken') return verificationRefusal(409, 'phone-number-verified-elsewhere');
          if (outcome.kind === 'changed') return verificationRefusal(400, 'no-code');
          return done(outcome.profile);
        });
      } catch (error) {
        if (error instanceof PhoneNumberTakenError)
          return verificationRefusal(409, 'phone-number-verified-elsewhere');
        throw error;
      }
    },

    /** The learner's "Skip" of the invitation to add a phone, remembered on the account. */
    async skipInvitation(uid: string): Promise<PhoneOutcome<UserProfile>> {
      const profile = await phones.skipInvitation(uid, now());
      return profile ? done(profile) : PROFILE_NOT_FOUND;
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
