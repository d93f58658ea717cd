import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURE_FLAGS, type FeatureFlag, MIN_QUIZ_ANSWER_MS, SCORED_ANSWERS_PER_DAY } from '@abhyas/domain';
import { z } from 'zod';
import { dataDirWriteErrorOf } from './data-dir-write-error.ts';
import { parseTrustProxy, TRUST_PROXY_HELP, type TrustProxy } from './trust-proxy-setting.ts';

/** Raised for configuration a server cannot start with; its message is the one line shown. */
export class ConfigError extends Error {}

const urlWithProtocols = (name: string, protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: `${name} must be a ${example} URL` },
    );

const httpUrl = (name: string) => urlWithProtocols(name, ['http:', 'https:'], 'http(s)://');

/** A wait in milliseconds, from 100 ms to 10 minutes. */
const milliseconds = (name: string, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { message: `${name} must be a whole number of milliseconds from 100 to 600000` })
    .transform(Number)
    .refine((ms) => ms >= 100 && ms <= 600_000, {
      message: `${name} must be a whole number of milliseconds from 100 to 600000`,
    })
    .default(fallback);

const SESSION_MAX_AGE_HELP = 'SESSION_MAX_AGE_DAYS must be a whole number of days from 1 to 3650';

const MIN_QUIZ_ANSWER_MS_HELP = 'MIN_QUIZ_ANSWER_MS must be a whole number of milliseconds from 0 to 60000';

const SCORED_ANSWERS_PER_DAY_HELP =
  'SCORED_ANSWERS_PER_DAY must be a whole number of answers from 25 to 100000';

const REPORTS_TO_HIDE_HELP = 'REPORTS_TO_HIDE must be a whole number of reports from 1 to 1000';

const FEATURES_HELP = `FEATURES must be a comma-separated list of feature flags (${FEATURE_FLAGS.join(', ')}), each optionally preceded by - to turn it off`;

const ADMIN_EMAILS_HELP = 'ADMIN_EMAILS must be a comma-separated list of email addresses';

/** `analytics,autoAds,-seo`: the flags to turn on, and with a leading minus off. */
function parseFeatureList(value: string): Partial<Record<FeatureFlag, boolean>> | undefined {
  const flags: Partial<Record<FeatureFlag, boolean>> = {};
  for (const item of value.split(',').map((part) => part.trim())) {
    if (item === '') continue;
    const off = item.startsWith('-');
    const name = off ? item.slice(1) : item;
    if (!(FEATURE_FLAGS as readonly string[]).includes(name)) return undefined;
    flags[name as FeatureFlag] = !off;
  }
  return flags;
}

const BACKUP_KEEP_DAYS_HELP =
  'BACKUP_KEEP_DAYS must be a whole number of days from 0 (no scheduled backups) to 3650';

const environmentSchema = z
  .object({
    PORT: z
      .string()
      .trim()
      .regex(/^\d+$/, { message: 'PORT must be a whole number from 0 to 65535' })
      .transform(Number)
      .refine((port) => port <= 65_535, { message: 'PORT must be a whole number from 0 to 65535' })
      .default(3000),
    HOST: z
      .string()
      .trim()
      .min(1, { message: 'HOST must be a host name or IP address' })
      .default('127.0.0.1'),
    PUBLIC_URL: httpUrl('PUBLIC_URL').optional(),
    DATA_DIR: z.string().trim().min(1, { message: 'DATA_DIR must be a folder path' }).default('./data'),
    DATABASE_URL: urlWithProtocols('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://').optional(),
    REDIS_URL: urlWithProtocols('REDIS_URL', ['redis:', 'rediss:'], 'redis://').optional(),
    OIDC_ISSUER: httpUrl('OIDC_ISSUER').optional(),
    OIDC_CLIENT_ID: z.string().trim().min(1, { message: 'OIDC_CLIENT_ID must not be empty' }).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1, { message: 'OIDC_CLIENT_SECRET must not be empty' }).optional(),
    // A comma-separated list, the secret that signs first, then older ones still accepted.
    SESSION_SECRET: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((secret) => secret.trim())
          .filter((secret) => secret !== ''),
      )
      .refine((secrets) => secrets.length > 0 && secrets.every((secret) => secret.length >= 32), {
        message: 'SESSION_SECRET must be at least 32 characters',
      })
      .optional(),
    SMS_GATEWAY_URL: httpUrl('SMS_GATEWAY_URL').optional(),
    SMTP_URL: urlWithProtocols('SMTP_URL', ['smtp:', 'smtps:'], 'smtp(s)://').optional(),
    LEADERBOARD_TIME_ZONE: z
      .string()
      .trim()
      .refine(isTimeZone, { message: 'LEADERBOARD_TIME_ZONE must be an IANA time zone such as Asia/Kolkata' })
      .default('Asia/Kolkata'),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed === undefined) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
        return parsed ?? false;
      }),
    SESSION_MAX_AGE_DAYS: z
      .string()
      .trim()
      .regex(/^\d+$/, { message: SESSION_MAX_AGE_HELP })
      .transform(Number)
      .refine((days) => days >= 1 && days <= 3650, { message: SESSION_MAX_AGE_HELP })
      .default(90),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds('DATABASE_STATEMENT_TIMEOUT_MS', 5_000),
    DATABASE_LOCK_TIMEOUT_MS: milliseconds('DATABASE_LOCK_TIMEOUT_MS', 3_000),
    DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: milliseconds('DATABASE_IDLE_TRANSACTION_TIMEOUT_MS', 5_000),
    DATABASE_POOL_WAIT_MS: milliseconds('DATABASE_POOL_WAIT_MS', 3_000),
    DATABASE_START_WAIT_MS: milliseconds('DATABASE_START_WAIT_MS', 60_000),
    REQUEST_TIMEOUT_MS: milliseconds('REQUEST_TIMEOUT_MS', 30_000),
    BACKUP_DIR: z.string().trim().min(1, { message: 'BACKUP_DIR must be a folder path' }).optional(),
    BACKUP_KEEP_DAYS: z
      .string()
      .trim()
      .regex(/^\d+$/, { message: BACKUP_KEEP_DAYS_HELP })
      .transform(Number)
      .refine((days) => days <= 3650, { message: BACKUP_KEEP_DAYS_HELP })
      .default(7),
    SCORED_ANSWERS_PER_DAY: z
      .string()
      .trim()
      .regex(/^\d+$/, { message: SCORED_ANSWERS_PER_DAY_HELP })
      .transform(Number)
      .refine((count) => count >= 25 && count <= 100_000, { message: SCORED_ANSWERS_PER_DAY_HELP })
      .default(SCORED_ANSWERS_PER_DAY),
    FEATURES: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseFeatureList(value ?? '');
        if (parsed === undefined) ctx.addIssue({ code: 'custom', message: FEATURES_HELP });
        return parsed ?? {};
      }),
    ADS_CLIENT_ID: z
      .string()
      .trim()
      .regex(/^[\w.-]{1,100}$/, {
        message: 'ADS_CLIENT_ID must be letters, digits, dots, dashes or underscores',
      })
      .optional(),
    ADS_SCRIPT_URL: httpUrl('ADS_SCRIPT_URL').optional(),
    ADMIN_EMAILS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email !== ''),
      )
      .refine((emails) => emails.every((email) => /^[^\s@]+@[^\s@]+$/.test(email)), {
        message: ADMIN_EMAILS_HELP,
      })
      .default([]),
    REPORTS_TO_HIDE: z
      .string()
      .trim()
      .regex(/^\d+$/, { message: REPORTS_TO_HIDE_HELP })
      .transform(Number)
      .refine((count) => count >= 1 && count <= 1000, { message: REPORTS_TO_HIDE_HELP })
      .default(3),
    MIN_QUIZ_ANSWER_MS: z
      .string()
      .trim()
      .regex(/^\d+$/, { message: MIN_QUIZ_ANSWER_MS_HELP })
      .transform(Number)
      .refine((ms) => ms <= 60_000, { message: MIN_QUIZ_ANSWER_MS_HELP })
      .default(MIN_QUIZ_ANSWER_MS),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'OIDC_CLIENT_ID must be set when OIDC_ISSUER is set',
      });
    }
    if (env.FEATURES.autoAds && !(env.ADS_CLIENT_ID && env.ADS_SCRIPT_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADS_CLIENT_ID'],
        message: 'ADS_CLIENT_ID and ADS_SCRIPT_URL must be set when FEATURES turns on autoAds',
      });
    }
    if (!env.OIDC_ISSUER && (env.OIDC_CLIENT_ID || env.OIDC_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'OIDC_ISSUER must be set when OIDC_CLIENT_ID or OIDC_CLIENT_SECRET is set',
      });
    }
  });

/** Every environment variable the config reads (LOG_LEVEL is read by the logger). */
export const SETTING_NAMES: readonly string[] = Object.keys(environmentSchema.shape);

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  readonly oidc:
    | { readonly issuer: string; readonly clientId: string; readonly clientSecret: string | undefined }
    | undefined;
  /** Signs new cookies. */
  readonly sessionSecret: string;
  /** Every secret a cookie may be signed with: sessionSecret first, then older ones (rotation). */
  readonly sessionSecrets: readonly string[];
  /** For the start-up log, never the values: where the secrets came from. */
  readonly sessionSecretSource: string;
  readonly smsGatewayUrl: string | undefined;
  /** The mail server for emails (verification links); unset: the mail outbox. */
  readonly smtpUrl: string | undefined;
  /** The calendar of the Today and This week boards. */
  readonly leaderboardTimeZone: string;
  /** Which proxies' X-Forwarded-* headers are believed (off by default). */
  readonly trustProxy: TrustProxy;
  /** A session ends this long after sign-in however often it is used (the idle limit is apart). */
  readonly sessionMaxAgeMs: number;
  /** Bounds on every wait for the database, applied to the server's pools (not to migrations). */
  readonly databaseTimeouts: DatabaseTimeouts;
  /** How long the HTTP server waits for a whole request to arrive. */
  readonly requestTimeoutMs: number;
  /** How long a DATABASE_URL that does not answer yet is waited for at start. */
  readonly databaseStartWaitMs: number;
  /** Where `npm run backup`, the daily backups and the pre-migration backups are written. */
  readonly backupDir: string;
  /** Daily backups (embedded database only) are kept this long; 0 turns them off. */
  readonly backupKeepDays: number;
  /** First quiz attempts that earn points per learner in 24 hours; more earn nothing (honest boards). */
  readonly scoredAnswersPerDay: number;
  /** A quiz answer given faster than this earns no points (honest boards); 0 turns the rule off. */
  readonly minQuizAnswerMs: number;
  /** Feature flags the operator turned on or off (FEATURES), over the app config's defaults. */
  readonly featureFlags: Readonly<Partial<Record<FeatureFlag, boolean>>>;
  /** The ad network's client id and script (ADS_CLIENT_ID, ADS_SCRIPT_URL); used only with autoAds on. */
  readonly ads: { readonly clientId: string; readonly scriptUrl: string } | undefined;
  /** Whose accounts (verified emails, lower case) may open /admin. */
  readonly adminEmails: readonly string[];
  /** Reports from learners in good standing that hide a question until an admin decides. */
  readonly reportsToHide: number;
}

export interface DatabaseTimeouts {
  readonly statementMs: number;
  readonly lockMs: number;
  readonly idleInTransactionMs: number;
  /** How long a request waits for a free pool connection before it is answered 503. */
  readonly poolWaitMs: number;
}

/** Empty strings count as unset, as in most shells' `VAR= command`. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

const SESSION_SECRET_FILE = 'session-secret';

function readOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  makeDataDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  } catch (error) {
    // A folder the server's user cannot write in, e.g. made by root for a service user.
    const unwritable = dataDirWriteErrorOf(dataDir, error);
    throw unwritable ? new ConfigError(unwritable.message) : error;
  }
  return secret;
}

/**
 * SESSION_SECRET when set (new first, older ones after), and then the secret generated in DATA_DIR
 * if there is one: setting SESSION_SECRET after a first run, as the production recipe says, must not
 * sign every learner out. Without SESSION_SECRET, the generated one (made on first use).
 */
function sessionSecretsOf(configured: string[] | undefined, dataDir: string) {
  if (!configured) return { secrets: [readOrCreateSessionSecret(dataDir)], source: 'generated in DATA_DIR' };
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  const generated = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  const secrets = [...new Set([...configured, ...(generated ? [generated] : [])])];
  const older = configured.length - 1;
  const source = `SESSION_SECRET${older > 0 ? ` (and ${older} older)` : ''}${
    generated && !configured.includes(generated) ? ', still accepting the one generated in DATA_DIR' : ''
  }`;
  return { secrets, source };
}

/**
 * DATA_DIR must be a folder, or a path where one can be made: a file there (or in its path) is
 * refused with one line before anything reads or writes in it. Nothing is created here.
 */
function checkDataDir(dataDir: string): void {
  for (let dir = dataDir; ; dir = path.dirname(dir)) {
    const existing = statOrNothing(dir);
    if (existing && !existing.isDirectory()) {
      throw new ConfigError(
        dir === dataDir
          ? `DATA_DIR ${dataDir} is a file, not a folder: point DATA_DIR at a folder`
          : `DATA_DIR ${dataDir} cannot be made: ${dir} is a file, not a folder`,
      );
    }
    if (existing || path.dirname(dir) === dir) return;
  }
}

/** A path under a file answers ENOTDIR: for the walk up it does not exist either. */
function statOrNothing(dir: string) {
  try {
    return statSync(dir, { throwIfNoEntry: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** mkdir of DATA_DIR, its failure told in one line. */
function makeDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'EROFS'
          ? 'the file system is read-only'
          : (code ?? String(error));
    throw new ConfigError(`DATA_DIR ${dataDir} cannot be made: ${reason}`);
  }
}

/** Parses the environment once into a frozen config; throws ConfigError with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const message = issue?.message ?? 'is invalid';
    throw new ConfigError(message.startsWith(variable) ? message : `${variable}: ${message}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  checkDataDir(dataDir);
  const publicUrl = (values.PUBLIC_URL ?? `http://${displayHost(values.HOST)}:${values.PORT}`).replace(
    /\/$/,
    '',
  );
  const sessions = sessionSecretsOf(values.SESSION_SECRET, dataDir);
  return Object.freeze({
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    oidc: values.OIDC_ISSUER
      ? Object.freeze({
          issuer: values.OIDC_ISSUER,
          clientId: values.OIDC_CLIENT_ID ?? '',
          clientSecret: values.OIDC_CLIENT_SECRET,
        })
      : undefined,
    sessionSecret: sessions.secrets[0] as string,
    sessionSecrets: Object.freeze(sessions.secrets),
    sessionSecretSource: sessions.source,
    smsGatewayUrl: values.SMS_GATEWAY_URL,
    smtpUrl: values.SMTP_URL,
    leaderboardTimeZone: values.LEADERBOARD_TIME_ZONE,
    trustProxy: values.TRUST_PROXY,
    sessionMaxAgeMs: values.SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
    databaseTimeouts: Object.freeze({
      statementMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: values.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: values.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
      poolWaitMs: values.DATABASE_POOL_WAIT_MS,
    }),
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    databaseStartWaitMs: values.DATABASE_START_WAIT_MS,
    backupDir: values.BACKUP_DIR ? path.resolve(values.BACKUP_DIR) : path.join(dataDir, 'backups'),
    backupKeepDays: values.BACKUP_KEEP_DAYS,
    scoredAnswersPerDay: values.SCORED_ANSWERS_PER_DAY,
    minQuizAnswerMs: values.MIN_QUIZ_ANSWER_MS,
    featureFlags: Object.freeze(values.FEATURES),
    ads:
      values.ADS_CLIENT_ID && values.ADS_SCRIPT_URL
        ? Object.freeze({ clientId: values.ADS_CLIENT_ID, scriptUrl: values.ADS_SCRIPT_URL })
        : undefined,
    adminEmails: Object.freeze(values.ADMIN_EMAILS),
    reportsToHide: values.REPORTS_TO_HIDE,
  });
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
