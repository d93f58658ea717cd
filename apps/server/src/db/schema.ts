import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Column names are snake_case in PostgreSQL and camelCase here (Kysely's CamelCasePlugin). */
export interface UsersTable {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoUrl: string | null;
  emailVerified: Generated<boolean>;
  lastLoginAt: Timestamp | null;
  createdAt: Generated<Timestamp>;

  totalScore: Generated<number>;
  currentRank: Generated<number>;
  questionsAttempted: Generated<number>;
  correctAnswers: Generated<number>;
  wrongAnswers: Generated<number>;
  averageAccuracy: Generated<number>;

  dailyQuestionsAttempted: Generated<number>;
  dailyCorrectAnswers: Generated<number>;
  dailyWrongAnswers: Generated<number>;
  dailyScore: Generated<number>;
  dailyAccuracy: Generated<number>;
  currentDailyDate: string | null;
  lastDailyReset: Timestamp | null;
  lastPlayedAt: Timestamp | null;

  phoneNumber: string | null;
  phoneNumberVerified: Generated<boolean>;
  phoneNumberAddedAt: Timestamp | null;
  countryCode: string | null;
  phoneNumberLastUpdated: Timestamp | null;

  soundEnabled: Generated<boolean>;
  theme: Generated<string>;
  difficulty: Generated<string>;
  enablePhoneNotifications: Generated<boolean>;
  phoneNotificationTypes: Generated<{
    dailyReminder: boolean;
    weeklyProgress: boolean;
    achievements: boolean;
    securityAlerts: boolean;
  }>;

  lastPasswordChange: Timestamp | null;
  lastPhoneVerification: Timestamp | null;
  lastSecurityReview: Timestamp | null;
  trustedDevices: Generated<string[]>;
}

export interface Database {
  users: UsersTable;
}
