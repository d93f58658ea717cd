import { DEFAULT_RANK } from './constants.ts';

export type Theme = 'default' | 'dark';
export type Difficulty = 'mixed' | 'easy' | 'medium' | 'hard';

export interface PhoneNotificationTypes {
  dailyReminder: boolean;
  weeklyProgress: boolean;
  achievements: boolean;
  securityAlerts: boolean;
}

export interface Preferences {
  soundEnabled: boolean;
  theme: Theme;
  difficulty: Difficulty;
  enablePhoneNotifications: boolean;
  phoneNotificationTypes: PhoneNotificationTypes;
}

export interface SecurityEvents {
  lastPasswordChange: string | null;
  lastPhoneVerification: string | null;
  lastSecurityReview: string | null;
  trustedDevices: string[];
}

/** Every field of a learner's profile (the `users` row), timestamps as ISO strings. */
export interface UserProfile {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  lastLoginAt: string | null;
  createdAt: string;

  totalScore: number;
  currentRank: number;
  questionsAttempted: number;
  correctAnswers: number;
  wrongAnswers: number;
  averageAccuracy: number;

  dailyQuestionsAttempted: number;
  dailyCorrectAnswers: number;
  dailyWrongAnswers: number;
  dailyScore: number;
  dailyAccuracy: number;
  currentDailyDate: string | null;
  lastDailyReset: string | null;
  lastPlayedAt: string | null;

  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  phoneNumberAddedAt: string | null;
  countryCode: string | null;
  phoneNumberLastUpdated: string | null;
  /** When the learner answered "Skip" to the invitation to add a phone; it is not shown again. */
  phoneInvitationSkippedAt: string | null;

  preferences: Preferences;
  securityEvents: SecurityEvents;
}

export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  soundEnabled: true,
  theme: 'default',
  difficulty: 'mixed',
  enablePhoneNotifications: false,
  phoneNotificationTypes: Object.freeze({
    dailyReminder: false,
    weeklyProgress: false,
    achievements: false,
    securityAlerts: false,
  }),
});

export const EMPTY_SECURITY_EVENTS: Readonly<SecurityEvents> = Object.freeze({
  lastPasswordChange: null,
  lastPhoneVerification: null,
  lastSecurityReview: null,
  trustedDevices: [],
});

export interface IdentityClaims {
  uid: string;
  email?: string | null;
  displayName?: string | null;
  photoURL?: string | null;
  emailVerified?: boolean;
}

/** The full default profile of a learner who has just appeared. */
export function createDefaultProfile(identity: IdentityClaims, now: Date): UserProfile {
  return {
    uid: identity.uid,
    email: identity.email ?? null,
    displayName: identity.displayName ?? null,
    photoURL: identity.photoURL ?? null,
    emailVerified: identity.emailVerified ?? false,
    lastLoginAt: now.toISOString(),
    createdAt: now.toISOString(),
    totalScore: 0,
    currentRank: DEFAULT_RANK,
    questionsAttempted: 0,
    correctAnswers: 0,
    wrongAnswers: 0,
    averageAccuracy: 0,
    dailyQuestionsAttempted: 0,
    dailyCorrectAnswers: 0,
    dailyWrongAnswers: 0,
    dailyScore: 0,
    dailyAccuracy: 0,
    currentDailyDate: null,
    lastDailyReset: null,
    lastPlayedAt: null,
    phoneNumber: null,
    phoneNumberVerified: false,
    phoneNumberAddedAt: null,
    countryCode: null,
    phoneNumberLastUpdated: null,
    phoneInvitationSkippedAt: null,
    preferences: {
      ...DEFAULT_PREFERENCES,
      phoneNotificationTypes: { ...DEFAULT_PREFERENCES.phoneNotificationTypes },
    },
    securityEvents: { ...EMPTY_SECURITY_EVENTS, trustedDevices: [] },
  };
}
