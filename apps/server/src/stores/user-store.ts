import type { DailyState, Preferences, UserProfile } from '@abhyas/domain';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UsersTable } from '../db/schema.ts';

type UserRow = Selectable<UsersTable>;

/**
 * A users row as `to_json` gives it: the same fields, its timestamps as text (the sync reads the
 * learner this way: one value to parse instead of a row of sixty columns).
 */
export type UserJson = {
  [K in keyof UserRow]: UserRow[K] extends Date
    ? string
    : UserRow[K] extends Date | null
      ? string | null
      : UserRow[K];
};

const iso = (value: Date | string | null): string | null =>
  value === null ? null : typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();

/** A users row (as selected, or as `to_json` gives it) as the domain's UserProfile (ISO timestamps, grouped preferences). */
export function profileFromRow(row: UserRow | UserJson): UserProfile {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.displayName,
    photoURL: row.photoUrl,
    emailVerified: row.emailVerified,
    lastLoginAt: iso(row.lastLoginAt),
    // users.created_at is typed Generated<ColumnType>, which Kysely leaves unwrapped on select.
    createdAt: iso(row.createdAt as unknown as Date | string) as string,
    totalScore: row.totalScore,
    currentRank: row.currentRank,
    questionsAttempted: row.questionsAttempted,
    correctAnswers: row.correctAnswers,
    wrongAnswers: row.wrongAnswers,
    averageAccuracy: row.averageAccuracy,
    dailyQuestionsAttempted: row.dailyQuestionsAttempted,
    dailyCorrectAnswers: row.dailyCorrectAnswers,
    dailyWrongAnswers: row.dailyWrongAnswers,
    dailyScore: row.dailyScore,
    dailyAccuracy: row.dailyAccuracy,
    currentDailyDate: row.currentDailyDate,
    lastDailyReset: iso(row.lastDailyReset),
    lastPlayedAt: iso(row.lastPlayedAt),
    phoneNumber: row.phoneNumber,
    phoneNumberVerified: row.phoneNumberVerified,
    phoneNumberAddedAt: iso(row.phoneNumberAddedAt),
    countryCode: row.countryCode,
    phoneNumberLastUpdated: iso(row.phoneNumberLastUpdated),
    phoneInvitationSkippedAt: iso(row.phoneInvitationSkippedAt),
    preferences: {
      soundEnabled: row.soundEnabled,
      theme: row.theme as Preferences['theme'],
      difficulty: row.difficulty as Preferences['difficulty'],
      enablePhoneNotifications: row.enablePhoneNotifications,
      phoneNotificationTypes: row.phoneNotificationTypes,
    },
    securityEvents: {
      lastPasswordChange: iso(row.lastPasswordChange),
      lastPhoneVerification: iso(row.lastPhoneVerification),
      lastSecurityReview: iso(row.lastSecurityReview),
      trustedDevices: row.trustedDevices,
    },
  };
}

function rowFromProfile(profile: UserProfile) {
  return {
    uid: profile.uid,
    email: profile.email,
    displayName: profile.displayName,
    photoUrl: profile.photoURL,
    emailVerified: profile.emailVerified,
    lastLoginAt: profile.lastLoginAt,
    createdAt: profile.createdAt,
    totalScore: profile.totalScore,
    currentRank: profile.currentRank,
    questionsAttempted: profile.questionsAttempted,
    correctAnswers: profile.correctAnswers,
    wrongAnswers: profile.wrongAnswers,
    averageAccuracy: profile.averageAccuracy,
    dailyQuestionsAttempted: profile.dailyQuestionsAttempted,
    dailyCorrectAnswers: profile.dailyCorrectAnswers,
    dailyWrongAnswers: profile.dailyWrongAnswers,
    dailyScore: profile.dailyScore,
    dailyAccuracy: profile.dailyAccuracy,
    currentDailyDate: profile.currentDailyDate,
    lastDailyReset: profile.lastDailyReset,
    lastPlayedAt: profile.lastPlayedAt,
    phoneNumber: profile.phoneNumber,
    phoneNumberVerified: profile.phoneNumberVerified,
    phoneNumberAddedAt: profile.phoneNumberAddedAt,
    countryCode: profile.countryCode,
    phoneNumberLastUpdated: profile.phoneNumberLastUpdated,
    phoneInvitationSkippedAt: profile.phoneInvitationSkippedAt,
    soundEnabled: profile.preferences.soundEnabled,
    theme: profile.preferences.theme,
    difficulty: profile.preferences.difficulty,
    enablePhoneNotifications: profile.preferences.enablePhoneNotifications,
    phoneNotificationTypes: JSON.stringify(profile.preferences.phoneNotificationTypes),
    lastPasswordChange: profile.securityEvents.lastPasswordChange,
    lastPhoneVerification: profile.securityEvents.lastPhoneVerification,
    lastSecurityReview: profile.securityEvents.lastSecurityReview,
    trustedDevices: JSON.stringify(profile.securityEvents.trustedDevices),
  };
}

/** SQL for the users table (the learner's profile). */
export function createUserStore(db: Db) {
  return {
    async find(uid: string): Promise<UserProfile | undefined> {
      const row = await db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
      return row ? profileFromRow(row) : undefined;
    },

    /** Inserts the profile unless a row exists; returns the stored one either way. */
    async insertIfMissing(profile: UserProfile): Promise<UserProfile> {
      // biome-ignore lint/suspicious/noExplicitAny: jsonb columns take a JSON string on insert.
      const values = rowFromProfile(profile) as any;
      await db
        .insertInto('users')
        .values(values)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      const stored = await this.find(profile.uid);
      if (!stored) throw new Error(`users row ${profile.uid} vanished after insert`);
      return stored;
    },

    /**
     * Writes every field of the profile except the counters, which only progress sync changes, and
     * the phone and its verification, which only the phone's own writes change: a sign-in that read
     * the row before a code was checked must not put the number back to unverified.
     */
    async saveIdentityAndSettings(profile: UserProfile): Promise<UserProfile | undefined> {
      const row = rowFromProfile(profile);
      const updated = await db
        .updateTable('users')
        .set({
          email: row.email,
          // A name the learner chose in the profile stays; the provider's only fills the others.
          displayName: sql<
            string | null
          >`case when display_name_chosen_at is null then ${row.displayName}::text else display_name end`,
          photoUrl: row.photoUrl,
          emailVerified: row.emailVerified,
          lastLoginAt: row.lastLoginAt,
          soundEnabled: row.soundEnabled,
          theme: row.theme,
          difficulty: row.difficulty,
          // biome-ignore lint/suspicious/noExplicitAny: jsonb columns take a JSON string.
          phoneNotificationTypes: row.phoneNotificationTypes as any,
          lastPasswordChange: row.lastPasswordChange,
          lastSecurityReview: row.lastSecurityReview,
          // biome-ignore lint/suspicious/noExplicitAny: jsonb columns take a JSON string.
          trustedDevices: row.trustedDevices as any,
        })
        .where('uid', '=', profile.uid)
        .returningAll()
        .executeTakeFirst();
      return updated ? profileFromRow(updated) : undefined;
    },

    async setDisplayName(uid: string, displayName: string): Promise<UserProfile | undefined> {
      const updated = await db
        .updateTable('users')
        // A new version, so the boards' copy in Redis takes the new name over the old (see profileChanged).
        .set({ displayName, displayNameChosenAt: new Date(), syncVersion: sql`sync_version + 1` })
        .where('uid', '=', uid)
        .returningAll()
        .executeTakeFirst();
      return updated ? profileFromRow(updated) : undefined;
    },

    /**
     * Writes the preferences; with phone notifications on, only while the number is verified (a
     * removal that came first wins), else undefined.
     */
    async updatePreferences(uid: string, preferences: Preferences): Promise<UserProfile | undefined> {
      let query = db
        .updateTable('users')
        .set({
          soundEnabled: preferences.soundEnabled,
          theme: preferences.theme,
          difficulty: preferences.difficulty,
          enablePhoneNotifications: preferences.enablePhoneNotifications,
          // biome-ignore lint/suspicious/noExplicitAny: jsonb columns take a JSON string.
          phoneNotificationTypes: JSON.stringify(preferences.phoneNotificationTypes) as any,
        })
        .where('uid', '=', uid);
      if (preferences.enablePhoneNotifications) query = query.where('phoneNumberVerified', '=', true);
      const updated = await query.returningAll().executeTakeFirst();
      return updated ? profileFromRow(updated) : undefined;
    },

    async setCurrentRank(uid: string, currentRank: number): Promise<UserProfile | undefined> {
      const row = await db
        .updateTable('users')
        .set({ currentRank })
        .where('uid', '=', uid)
        .returningAll()
        .executeTakeFirst();
      return row ? profileFromRow(row) : undefined;
    },

    /**
     * Writes a rolled-over day (`rolloverOnLoad`) if the stored daily date is still `fromDate`;
     * undefined when it is not (a sync moved the day first) or there is no such row.
     */
    async rollDayOver(uid: string, fromDate: string, day: DailyState): Promise<UserProfile | undefined> {
      const row = await db
        .updateTable('users')
        .set({
          dailyQuestionsAttempted: day.dailyQuestionsAttempted,
          dailyCorrectAnswers: day.dailyCorrectAnswers,
          dailyWrongAnswers: day.dailyWrongAnswers,
          dailyScore: day.dailyScore,
          dailyAccuracy: day.dailyAccuracy,
          currentDailyDate: day.currentDailyDate,
          lastDailyReset: day.lastDailyReset,
          syncVersion: sql`sync_version + 1`,
        })
        .where('uid', '=', uid)
        .where('currentDailyDate', '=', fromDate)
        .returningAll()
        .executeTakeFirst();
      return row ? profileFromRow(row) : undefined;
    },

    /**
     * Deletes the users row (the tables referencing users(uid) cascade with it) and the learner's
     * rows that the sync writes, which have no foreign key (migrations 0007, 0027 and 0028).
     */
    async delete(uid: string, alsoInTransaction?: (trx: Db) => Promise<void>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        // What else goes with the learner (their built-in provider account) goes or stays with them.
        await alsoInTransaction?.(trx);
        // The users row next: it waits for a sync holding the row, and once it is gone no sync
        // records anything more for this uid; the rows below are then all there is to delete.
        const result = await trx.deleteFrom('users').where('uid', '=', uid).executeTakeFirst();
        await trx.deleteFrom('progressUpdates').where('userUid', '=', uid).execute();
        await trx.deleteFrom('quizAttempts').where('userUid', '=', uid).execute();
        await trx.deleteFrom('reviewCards').where('userUid', '=', uid).execute();
        await trx.deleteFrom('leaderboardScores').where('uid', '=', uid).execute();
        await trx.deleteFrom('syncClients').where('userUid', '=', uid).execute();
        await trx.deleteFrom('learnerDays').where('userUid', '=', uid).execute();
        return Number(result.numDeletedRows) > 0;
      });
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
