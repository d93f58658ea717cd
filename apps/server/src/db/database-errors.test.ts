import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailableError } from './database-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailableError', () => {
  it.each([
    ['53100', 'disk full'],
    ['53200', 'out of memory'],
    ['53300', 'too many connections'],
    ['57P01', 'terminated by an administrator'],
    ['57P02', 'crash shutdown'],
    ['57P03', 'cannot connect now (starting up, recovering)'],
    ['57014', 'statement timeout'],
    ['55P03', 'lock timeout'],
    ['08006', 'connection failure'],
    ['08001', 'cannot establish a connection'],
    ['58030', 'I/O error'],
    ['40001', 'serialization failure'],
    ['40P01', 'deadlock'],
  ])('SQLSTATE %s (%s) is unavailable', (code) => {
    expect(isDatabaseUnavailableError(withCode(code))).toBe(true);
  });

  it.each([
    ['23505', 'unique violation'],
    ['42P01', 'undefined table: our bug'],
    ['22P02', 'invalid text representation'],
    ['XX000', 'internal error'],
    ['55000', 'object not in prerequisite state'],
  ])('SQLSTATE %s (%s) is not', (code) => {
    expect(isDatabaseUnavailableError(withCode(code))).toBe(false);
  });

  it('recognises a database that cannot be reached', () => {
    expect(isDatabaseUnavailableError(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:55432'))).toBe(
      true,
    );
    expect(isDatabaseUnavailableError(withCode('EPIPE'))).toBe(true);
    const everyAddress = Object.assign(new AggregateError([withCode('ECONNREFUSED')], ''), {});
    expect(isDatabaseUnavailableError(everyAddress)).toBe(true);
  });

  it("recognises node-postgres's lost connections and an exhausted pool", () => {
    expect(isDatabaseUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('Connection terminated due to connection timeout'))).toBe(
      true,
    );
    expect(isDatabaseUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('Query read timeout'))).toBe(true);
    expect(
      isDatabaseUnavailableError(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
  });

  it('follows causes, and leaves other errors alone', () => {
    expect(isDatabaseUnavailableError(new Error('wrapped', { cause: withCode('57P01') }))).toBe(true);
    expect(
      isDatabaseUnavailableError(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(isDatabaseUnavailableError(withCode('FST_ERR_CTP_EMPTY_JSON_BODY'))).toBe(false);
    expect(isDatabaseUnavailableError(undefined)).toBe(false);
    expect(isDatabaseUnavailableError('Connection terminated')).toBe(false);
  });
});
