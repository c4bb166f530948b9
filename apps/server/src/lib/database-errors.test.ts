import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';

/** Drizzle's wrapper: the statement's SQL in the message, the driver's error as the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select * from sessions where token_hash = $1'), { cause });
const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises the database going away, however it shows', () => {
    expect(isDatabaseUnavailable(wrapped(pgError('57P01', 'terminating connection due to administrator command')))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Query read timeout')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
  });

  it('leaves statements the database refused, bugs and a closed pool to be internal errors', () => {
    expect(isDatabaseUnavailable(wrapped(pgError('23505', 'duplicate key value violates unique constraint')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(pgError('42601', 'syntax error at or near "selec"')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot use a pool after calling end on the pool'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
