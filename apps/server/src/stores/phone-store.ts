import type { UserProfile } from '@abhyas/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { profileFromRow } from './user-store.ts';

/** A code as stored: its HMAC, never its digits. */
export interface StoredPhoneCode {
  readonly phoneNumber: string;
  readonly codeHash: string;
  readonly sentAt: Date;
  readonly expiresAt: Date;
  readonly wrongTries: number;
}

/** Decides on the learner's live code inside its transaction (see `withCode`). */
export type CodeCheck<T> = (
  code: StoredPhoneCode | undefined,
  currentNumber: string | null,
  actions: {
    /** Counts a wrong try; returns the tries so far. */
    recordWrongTry(): Promise<number>;
    /** Marks the code's number verified and uses the code up, unless another account has it verified. */
    markVerified(now: Date): Promise<MarkVerifiedOutcome>;
  },
) => Promise<T>;

/** What marking a number verified came to. */
export type MarkVerifiedOutcome =
  | { readonly kind: 'verified'; readonly profile: UserProfile }
  /** Another account has this number verified (the partial unique index refused it). */
  | { readonly kind: 'taken' }
  /** The learner's number is no longer the one the code was sent to, or the row is gone. */
  | { readonly kind: 'changed' };

const UNIQUE_VIOLATION = '23505';

/**
 * Two accounts verified one number at the same moment: the unique index let one through. Thrown
 * out of `withCode` after its transaction rolled back (the code stays, unused).
 */
export class PhoneNumberTakenError extends Error {
  constructor() {
    super('this number is verified on another account');
  }
}

/** SQL for a learner's phone: the users row's phone fields and the live verification code. */
export function createPhoneStore(db: Db) {
  /** The code's transaction: the code row locked while `check` decides. */
  function codeTransaction<T>(uid: string, check: CodeCheck<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const code = await trx
        .selectFrom('phoneVerificationCodes')
        .select(['phoneNumber', 'codeHash', 'sentAt', 'expiresAt', 'wrongTries'])
        .where('userUid', '=', uid)
        .forUpdate()
        .executeTakeFirst();
      const user = await trx
        .selectFrom('users')
        .select('phoneNumber')
        .where('uid', '=', uid)
        .executeTakeFirst();
      return check(code, user?.phoneNumber ?? null, {
        async recordWrongTry() {
          const row = await trx
            .updateTable('phoneVerificationCodes')
            .set({ wrongTries: sql<number>`wrong_tries + 1` })
            .where('userUid', '=', uid)
            .returning('wrongTries')
            .executeTakeFirstOrThrow();
          return row.wrongTries;
        },
        async markVerified(now) {
          if (!code) return { kind: 'changed' };
          const number = code.phoneNumber;
          const row = await trx
            .updateTable('users')
            .set({ phoneNumberVerified: true, lastPhoneVerification: now })
            .where('uid', '=', uid)
            .where('phoneNumber', '=', number)
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('users as other')
                    .select('other.uid')
                    .where('other.phoneNumber', '=', number)
                    .where('other.phoneNumberVerified', '=', true)
                    .where('other.uid', '<>', uid),
                ),
              ),
            )
            .returningAll()
            .executeTakeFirst();
          if (!row) {
            const taken = await trx
              .selectFrom('users')
              .select('uid')
              .where('phoneNumber', '=', number)
              .where('phoneNumberVerified', '=', true)
              .where('uid', '<>', uid)
              .executeTakeFirst();
            return taken ? { kind: 'taken' } : { kind: 'changed' };
          }
          // Used once: the right code is gone with the verification.
          await trx.deleteFrom('phoneVerificationCodes').where('userUid', '=', uid).execute();
          return { kind: 'verified', profile: profileFromRow(row) };
        },
      });
    });
  }

  return {
    /**
     * Sets a new number, unverified: notifications by SMS off (they need a verified number), the
     * verification time cleared, any code sent to the old number dropped. `addedAt` is kept
     * when a number replaces another.
     */
    async setNumber(
      uid: string,
      number: { phoneNumber: string; countryCode: string },
      now: Date,
    ): Promise<UserProfile | undefined> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('phoneVerificationCodes').where('userUid', '=', uid).execute();
        const row = await trx
          .updateTable('users')
          .set({
            phoneNumber: number.phoneNumber,
            countryCode: number.countryCode,
            phoneNumberVerified: false,
            phoneNumberAddedAt: sql<Date>`coalesce(phone_number_added_at, ${now})`,
            phoneNumberLastUpdated: now,
            lastPhoneVerification: null,
            enablePhoneNotifications: false,
          })
          .where('uid', '=', uid)
          .returningAll()
          .executeTakeFirst();
        return row ? profileFromRow(row) : undefined;
      });
    },

    /** Clears every phone field and turns phone notifications off; drops any live code. */
    async clearNumber(uid: string): Promise<UserProfile | undefined> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('phoneVerificationCodes').where('userUid', '=', uid).execute();
        const row = await trx
          .updateTable('users')
          .set({
            phoneNumber: null,
            countryCode: null,
            phoneNumberVerified: false,
            phoneNumberAddedAt: null,
            phoneNumberLastUpdated: null,
            lastPhoneVerification: null,
            enablePhoneNotifications: false,
          })
          .where('uid', '=', uid)
          .returningAll()
          .executeTakeFirst();
        return row ? profileFromRow(row) : undefined;
      });
    },

    /** Whether an account other than `uid` has `phoneNumber` verified. */
    async verifiedElsewhere(phoneNumber: string, uid: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('uid')
        .where('phoneNumber', '=', phoneNumber)
        .where('phoneNumberVerified', '=', true)
        .where('uid', '<>', uid)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Keeps the learner's one live code: a new one replaces the old, its wrong tries back at 0. */
    async saveCode(uid: string, code: Omit<StoredPhoneCode, 'wrongTries'>): Promise<void> {
      await db
        .insertInto('phoneVerificationCodes')
        .values({ userUid: uid, ...code, wrongTries: 0 })
        .onConflict((conflict) =>
          conflict.column('userUid').doUpdateSet({
            phoneNumber: code.phoneNumber,
            codeHash: code.codeHash,
            sentAt: code.sentAt,
            expiresAt: code.expiresAt,
            wrongTries: 0,
          }),
        )
        .execute();
    },

    /**
     * Runs `check` on the learner's live code and the number now set, with the code's row locked:
     * two tries at once are counted one after the other, and a code is used once.
     */
    async withCode<T>(uid: string, check: CodeCheck<T>): Promise<T> {
      try {
        return await codeTransaction(uid, check);
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new PhoneNumberTakenError();
        throw error;
      }
    },

    /** Remembers the learner's "Skip" of the invitation to add a phone. */
    async skipInvitation(uid: string, now: Date): Promise<UserProfile | undefined> {
      const row = await db
        .updateTable('users')
        .set({ phoneInvitationSkippedAt: sql<Date>`coalesce(phone_invitation_skipped_at, ${now})` })
        .where('uid', '=', uid)
        .returningAll()
        .executeTakeFirst();
      return row ? profileFromRow(row) : undefined;
    },
  };
}

export type PhoneStore = ReturnType<typeof createPhoneStore>;
