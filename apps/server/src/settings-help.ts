/**
 * `--help`: every setting the server reads, with its default and meaning: the same table as the
 * README's Configuration section (a test keeps the three in step: config, this, the README).
 */
export const SETTINGS: ReadonlyArray<readonly [name: string, fallback: string, meaning: string]> = [
  ['PORT', '3000', 'HTTP port'],
  ['HOST', '127.0.0.1', 'interface to listen on (0.0.0.0: every interface)'],
  ['PUBLIC_URL', 'http://HOST:PORT', 'the address learners use (sign-in redirects, sitemap)'],
  ['DATA_DIR', './data', 'embedded database, generated secrets, sign-in keys, imported questions, backups'],
  ['DATABASE_URL', 'embedded PostgreSQL', 'an external PostgreSQL (waited for up to a minute at start)'],
  ['REDIS_URL', 'ranks from SQL', 'Redis for leaderboards at scale'],
  ['OIDC_ISSUER', 'built-in provider under /idp', 'an OpenID Connect issuer'],
  ['OIDC_CLIENT_ID', '-', 'required with OIDC_ISSUER'],
  ['OIDC_CLIENT_SECRET', '-', 'the client secret, for confidential clients'],
  [
    'SESSION_SECRET',
    'generated, kept in DATA_DIR',
    'signs session cookies; a comma list rotates (new first)',
  ],
  [
    'SMS_GATEWAY_URL',
    'outbox in the database (npm run outbox)',
    'HTTP SMS gateway for phone codes: a JSON POST per message, Basic auth from the URL',
  ],
  [
    'SMTP_URL',
    'outbox in the database (npm run outbox)',
    'mail server for email verification links (smtp:// or smtps://, ?from= sets the sender)',
  ],
  ['LEADERBOARD_TIME_ZONE', 'Asia/Kolkata', 'the calendar of the Today and This week boards'],
  ['TRUST_PROXY', 'off', "which reverse proxies' X-Forwarded-* to believe (addresses, CIDRs or hops)"],
  ['SESSION_MAX_AGE_DAYS', '90', 'a session ends this many days after sign-in'],
  ['DATABASE_STATEMENT_TIMEOUT_MS', '5000', 'a longer statement is cancelled, the request answered 503'],
  ['DATABASE_LOCK_TIMEOUT_MS', '3000', 'longest wait for a lock'],
  ['DATABASE_IDLE_TRANSACTION_TIMEOUT_MS', '5000', 'a transaction idle this long is ended'],
  ['DATABASE_POOL_WAIT_MS', '3000', 'longest wait for a free database connection'],
  [
    'DATABASE_START_WAIT_MS',
    '60000',
    'how long a DATABASE_URL that does not answer yet is waited for at start',
  ],
  ['REQUEST_TIMEOUT_MS', '30000', 'longest time a client may take to send a whole request'],
  ['BACKUP_DIR', 'DATA_DIR/backups', 'where npm run backup, daily and pre-upgrade backups go'],
  ['BACKUP_KEEP_DAYS', '7', 'daily backups (embedded database) kept this many days; 0 turns them off'],
  [
    'SCORED_ANSWERS_PER_DAY',
    '600',
    'first quiz attempts that earn points per learner in 24 hours; more count for accuracy only',
  ],
  [
    'MIN_QUIZ_ANSWER_MS',
    '1000',
    'a quiz answer given faster than this earns no points; 0 turns the rule off',
  ],
  ['FEATURES', 'the app config', 'feature flags on (analytics,autoAds) or off (-name), comma-separated'],
  ['ADS_CLIENT_ID', '-', "the ad network's client id; required with FEATURES=autoAds"],
  ['ADS_SCRIPT_URL', '-', "the ad network's script; required with FEATURES=autoAds"],
  ['ADMIN_EMAILS', 'nobody', 'whose verified accounts may open /admin, comma-separated'],
  [
    'REPORTS_TO_HIDE',
    '3',
    'reports from learners in good standing that hide a question until an admin decides',
  ],
  ['LOG_LEVEL', 'info', 'fatal, error, warn, info, debug or trace'],
];

export function settingsHelp(): string {
  const width = Math.max(...SETTINGS.map(([name]) => name.length));
  const fallbackWidth = Math.max(...SETTINGS.map(([, fallback]) => fallback.length));
  const rows = SETTINGS.map(
    ([name, fallback, meaning]) => `  ${name.padEnd(width)}  ${fallback.padEnd(fallbackWidth)}  ${meaning}`,
  );
  return [
    'Abhyas server. Every setting is an environment variable, all optional:',
    '',
    `  ${'variable'.padEnd(width)}  ${'default'.padEnd(fallbackWidth)}  meaning`,
    ...rows,
    '',
    'Commands: npm start, npm run backup [-- <file>], npm run restore -- <file>, npm run leaderboard:rebuild.',
    'Operations guide: docs/operations.md',
    '',
  ].join('\n');
}
