/**
 * Which errors mean "the database cannot serve right now" (try again later) rather than
 * "this request is wrong" or "our code is wrong". The first are answered 503 with Retry-After;
 * their detail (driver message, host, port, file path) stays in the server log.
 */

/**
 * SQLSTATE classes and codes of a database that is down, overloaded, out of space or waited on
 * too long (https://www.postgresql.org/docs/current/errcodes-appendix.html).
 */
const UNAVAILABLE_SQLSTATE_CLASSES = new Set([
  '08', // connection exception
  '53', // insufficient resources: disk full (53100), out of memory, too many connections
  '57', // operator intervention: query_canceled (57014, statement timeout), admin/crash shutdown (57P01-03)
  '58', // system error: I/O error (58030)
]);
const UNAVAILABLE_SQLSTATES = new Set([
  '55P03', // lock_not_available: lock_timeout
  '40001', // serialization_failure: the same request succeeds when tried again
  '40P01', // deadlock_detected: likewise
]);

/** Socket errors of a database that is not there (or not yet there again). */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres and pg-pool report a lost connection, a refused or slow connect, an unanswered
 * statement and an exhausted pool (no free connection within connectionTimeoutMillis) with
 * plain Errors.
 */
const UNAVAILABLE_DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /not queryable/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^Query read timeout$/, // no answer within query_timeout: a frozen or cut-off database
];

/** True when the error (or one it wraps) says the database is unavailable for now. */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    // Socket codes first: EPIPE has the shape of a SQLSTATE.
    if (UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code))
      return UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SQLSTATE_CLASSES.has(code.slice(0, 2));
  }
  if (typeof message === 'string' && UNAVAILABLE_DRIVER_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  // Node reports a refused connect to every address of a host as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailableError(inner, depth + 1)))
    return true;
  return cause !== undefined && isDatabaseUnavailableError(cause, depth + 1);
}
