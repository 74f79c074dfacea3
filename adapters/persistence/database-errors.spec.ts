import { describe, expect, test } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a database out of reach, as opposed to a wrong statement', () => {
  test.each([
    ['refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['every address refused', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
    [
      'shut down by its administrator',
      new QueryFailedError('SELECT 1', [], withCode('terminating connection due to administrator command', '57P01')),
    ],
    ['starting up', withCode('the database system is starting up', '57P03')],
    ['out of connections', withCode('sorry, too many clients already', '53300')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['lost mid-query', new Error('Connection terminated unexpectedly')],
    ['no connection from the pool in time', new Error('timeout exceeded when trying to connect')],
    ['no answer in time', new QueryFailedError('SELECT 1', [], new Error('Query read timeout'))],
    ['cut by statement_timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['wrapped by a service', new Error('Reading the bookings failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') })],
  ])('%s: unavailable', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('duplicate key value violates unique constraint', '23505'))],
    ['a syntax error', withCode('syntax error at or near "SELEC"', '42601')],
    ['a cancel asked for on purpose', withCode('canceling statement due to user request', '57014')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('%s: not', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
