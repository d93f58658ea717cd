import type { MistakeTag, Question, ReviewSchedule, ReviewSource } from '@abhyas/domain';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Column names are snake_case in PostgreSQL and camelCase here (Kysely's CamelCasePlugin). */
export interface UsersTable {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** Set when the learner chose their name in the profile (migration 0011). */
  displayNameChosenAt: Timestamp | null;
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
  /** When the learner skipped the invitation to add a phone (migration 0014). */
  phoneInvitationSkippedAt: Timestamp | null;

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

  /** The learner's choice to stay off public leaderboards (migration 0005). */
  hideFromLeaderboards: Generated<boolean>;
  /** Bumped by every write of the counters; the sync writes only over the version it read (0008). */
  syncVersion: Generated<number>;
  /** Honest boards (0012): the current 24-hour window of scored answers, and answers that earned nothing. */
  scoringWindowStartedAt: Timestamp | null;
  scoredInWindow: Generated<number>;
  implausibleAnswers: Generated<number>;
  /** The streak as the sync leaves it (0016, domain `extendStreak`). */
  streakDays: Generated<number>;
  streakBest: Generated<number>;
  streakLastDate: string | null;
  streakLastAt: Timestamp | null;
  streakFreezeWeek: string | null;
  /** The zone the learner's browser reports, for reminders (0018); null until one has. */
  timeZone: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  identities: IdentitiesTable;
  idpAccounts: IdpAccountsTable;
  idpRecords: IdpRecordsTable;
  progressUpdates: ProgressUpdatesTable;
  quizAttempts: QuizAttemptsTable;
  syncClients: SyncClientsTable;
  learnerDays: LearnerDaysTable;
  leaderboardScores: LeaderboardScoresTable;
  importedQuestions: ImportedQuestionsTable;
  installation: InstallationTable;
  mockAttempts: MockAttemptsTable;
  mockMarkCounts: MockMarkCountsTable;
  dailyQuizAttempts: DailyQuizAttemptsTable;
  phoneVerificationCodes: PhoneVerificationCodesTable;
  smsOutbox: SmsOutboxTable;
  reviewCards: ReviewCardsTable;
  pushSubscriptions: PushSubscriptionsTable;
  notificationDeliveries: NotificationDeliveriesTable;
  emailVerificationTokens: EmailVerificationTokensTable;
  mailOutbox: MailOutboxTable;
  questionReports: QuestionReportsTable;
  questionModeration: QuestionModerationTable;
  questionRevisions: QuestionRevisionsTable;
  contentVersion: ContentVersionTable;
  dailyQuizDays: DailyQuizDaysTable;
}

/** A message a learner was sent, by its idempotency key (migration 0019). */
export interface NotificationDeliveriesTable {
  userUid: string;
  kind: string;
  period: string;
  claimedAt: Timestamp;
  sentAt: Timestamp | null;
  channels: Generated<string[]>;
}

/** A device subscribed to web push (migration 0017). */
export interface PushSubscriptionsTable {
  id: ColumnType<string, never, never>;
  userUid: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  browser: string | null;
  os: string | null;
  createdAt: GeneratedTimestamp;
  lastSentAt: Timestamp | null;
}

/** A learner's review deck, one row per question (migration 0015). */
export interface ReviewCardsTable {
  userUid: string;
  questionId: string;
  /** The FSRS card, as `ReviewSchedule` (domain). */
  schedule: JSONColumnType<ReviewSchedule>;
  due: Timestamp;
  addedFrom: ReviewSource;
  starred: Generated<boolean>;
  mistakeTag: MistakeTag | null;
  updatedAt: Timestamp;
}

/** The one live code per learner, as an HMAC (migration 0014). */
export interface PhoneVerificationCodesTable {
  userUid: string;
  phoneNumber: string;
  codeHash: string;
  sentAt: Timestamp;
  expiresAt: Timestamp;
  wrongTries: Generated<number>;
}

/** Every SMS sent or kept (migration 0014); without a gateway the outbox is the delivery. */
export interface SmsOutboxTable {
  id: ColumnType<string, never, never>;
  userUid: string | null;
  toNumber: string;
  kind: string;
  body: string;
  transport: 'outbox' | 'gateway';
  status: 'kept' | 'sending' | 'sent' | 'failed';
  attempts: Generated<number>;
  lastError: string | null;
  createdAt: GeneratedTimestamp;
  sentAt: Timestamp | null;
}

/** The one live email verification link per learner, as its token's SHA-256 (migration 0020). */
export interface EmailVerificationTokensTable {
  userUid: string;
  email: string;
  tokenHash: string;
  sentAt: Timestamp;
  expiresAt: Timestamp;
}

/** Every email sent or kept (migration 0020); without SMTP_URL the outbox is the delivery. */
export interface MailOutboxTable {
  id: ColumnType<string, never, never>;
  userUid: string | null;
  toAddress: string;
  kind: string;
  subject: string;
  body: string;
  transport: 'outbox' | 'smtp';
  status: 'kept' | 'sending' | 'sent' | 'failed';
  lastError: string | null;
  createdAt: GeneratedTimestamp;
  sentAt: Timestamp | null;
}

/** The one row naming this installation (see migration 0010). */
export interface InstallationTable {
  singleton: ColumnType<boolean, never, never>;
  builtInProviderId: string;
  createdAt: GeneratedTimestamp;
}

/** A timestamp the database fills in when an insert leaves it out. */
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A server-side session; `id` is the sha256 of the cookie's token. */
export interface SessionsTable {
  id: string;
  uid: string;
  createdAt: GeneratedTimestamp;
  expiresAt: Timestamp;
  lastSeenAt: GeneratedTimestamp;
  /** The browser it was signed in from, at most 512 characters; null for sessions made before it was kept. */
  userAgent: string | null;
}

/** Links an identity provider's subject to our uid. */
export interface IdentitiesTable {
  issuer: string;
  subject: string;
  uid: string;
  createdAt: GeneratedTimestamp;
}

/** Accounts of the built-in identity provider (email and password). */
export interface IdpAccountsTable {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  /** When a link proved the address (migration 0020); the provider's `email_verified` claim. */
  emailVerifiedAt: Generated<Date | null>;
  createdAt: GeneratedTimestamp;
}

/** The built-in provider's protocol records (interactions, codes, grants, its sessions). */
export interface IdpRecordsTable {
  kind: string;
  id: string;
  payload: Record<string, unknown>;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: Timestamp | null;
}

/** Every applied progress update, by its client-made id: a resent update changes nothing. */
export interface ProgressUpdatesTable {
  userUid: string;
  id: string;
  appliedAt: GeneratedTimestamp;
}

/**
 * The numbers applied of each page that numbers a learner's updates (migration 0028): all up to
 * `appliedThrough`, and those in `appliedAbove`.
 */
export interface SyncClientsTable {
  userUid: string;
  clientId: string;
  appliedThrough: number;
  appliedAbove: number[];
  updatedAt: GeneratedTimestamp;
}

/** The IST days a learner's progress arrived on (migration 0028), for the operator's analytics. */
export interface LearnerDaysTable {
  userUid: string;
  /** `YYYY-MM-DD`. */
  day: ColumnType<Date, string, never>;
}

/** Questions a learner has answered in a quiz: only the first quiz attempt earns points. */
export interface QuizAttemptsTable {
  userUid: string;
  questionId: string;
  firstAttemptAt: GeneratedTimestamp;
}

/** Every mock a learner submitted, numbered per learner and mock from 1 (migration 0013). */
export interface MockAttemptsTable {
  userUid: string;
  mockId: string;
  attempt: number;
  marksCenti: number;
  /** The progress update that submitted it: an attempt is recorded once. */
  updateId: string;
  submittedAt: Timestamp;
}

/** Each learner's first attempt at a day's quiz (migration 0016). */
export interface DailyQuizAttemptsTable {
  /** The IST date of the quiz. */
  quizDate: string;
  userUid: string;
  correct: number;
  timeTakenMs: number;
  updateId: string;
  submittedAt: Timestamp;
}

/** Each mock's rank table, first attempts only: takers per distinct mark (kept by triggers, 0013). */
export interface MockMarkCountsTable {
  mockId: string;
  marksCenti: number;
  takers: number;
}

/** One learner's numbers on one board (`all`, `day:YYYY-MM-DD`, `week:YYYY-MM-DD`). */
export interface LeaderboardScoresTable {
  board: string;
  uid: string;
  score: number;
  attempted: number;
  correct: number;
  expiresAt: Timestamp | null;
  updatedAt: GeneratedTimestamp;
}

/** Questions an operator imported; see packages/domain/src/imported-topic.ts. */
export interface ImportedQuestionsTable {
  id: string;
  parentCategoryId: string;
  categoryId: string;
  categoryName: string;
  subcategoryId: string;
  topicName: string;
  question: Question;
  importedAt: GeneratedTimestamp;
}

/** A learner's report of a problem with a question, one per learner and question (migration 0022). */
export interface QuestionReportsTable {
  id: Generated<number>;
  userUid: string;
  questionId: string;
  reason: string;
  note: string | null;
  createdAt: GeneratedTimestamp;
}

/** Whether a reported or moderated question is hidden from new quizzes, and why (migration 0022). */
export interface QuestionModerationTable {
  questionId: string;
  parentCategoryId: string;
  categoryId: string;
  subcategoryId: string;
  hidden: Generated<boolean>;
  autoHidden: Generated<boolean>;
  decision: 'hidden' | 'unhidden' | null;
  decidedAt: Timestamp | null;
  /** The last report's id when the operator decided: only later reports count. */
  countedAfter: Generated<number>;
  updatedAt: GeneratedTimestamp;
}

/** An operator's edit of a question: a new question in the same topic (migration 0022). */
export interface QuestionRevisionsTable {
  id: string;
  revisionOf: string;
  parentCategoryId: string;
  categoryId: string;
  subcategoryId: string;
  question: Question;
  createdAt: GeneratedTimestamp;
}

/** One row: bumped by every change the published packs show (migration 0022). */
export interface ContentVersionTable {
  id: Generated<boolean>;
  version: number;
}

/** A day's daily quiz as drawn by the first server that needed it; never changed (migration 0023). */
export interface DailyQuizDaysTable {
  quizDate: string;
  questionIds: string[];
  drawnAt: GeneratedTimestamp;
}
