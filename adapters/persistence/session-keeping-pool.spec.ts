import { describe, expect, test } from '@jest/globals';
import { DatabaseError } from 'pg';
import { sessionSurvives } from './session-keeping-pool';

const refusal = (severity: string, code = '23505') => Object.assign(new DatabaseError('refused', 0, 'error'), { severity, code });
const session = (status: string) => ({ getTransactionStatus: () => status as ReturnType<import('pg').PoolClient['getTransactionStatus']> });

describe('which failed statements keep their connection', () => {
  test('a statement the server refused, the session out of any transaction: kept', () => {
    expect(sessionSurvives(session('I'), refusal('ERROR'))).toBe(true);
    expect(sessionSurvives(session('I'), refusal('ERROR', '57014'))).toBe(true);
  });

  test('a session left in a transaction, aborted or open: closed', () => {
    expect(sessionSurvives(session('E'), refusal('ERROR'))).toBe(false);
    expect(sessionSurvives(session('T'), refusal('ERROR'))).toBe(false);
  });

  test('the server ending the session (FATAL, PANIC): closed', () => {
    expect(sessionSurvives(session('I'), refusal('FATAL', '57P01'))).toBe(false);
    expect(sessionSurvives(session('I'), refusal('PANIC', 'XX000'))).toBe(false);
  });

  test('anything the server did not answer (a lost connection, a client-side timeout): closed', () => {
    expect(sessionSurvives(session('I'), new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(sessionSurvives(session('I'), new Error('Query read timeout'))).toBe(false);
    expect(sessionSurvives(session('I'), undefined)).toBe(false);
  });
});
