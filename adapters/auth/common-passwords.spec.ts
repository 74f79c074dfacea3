import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { isCommonPassword } from '../../domain/auth/account-rules';
import { COMMON_PASSWORDS_FILE, commonPasswordsFrom } from './common-passwords';

describe('the shipped list of common passwords', () => {
  const common = commonPasswordsFrom();

  test('holds about 20,000 lower-case passwords, long ones included, and says where they come from', () => {
    const text = readFileSync(COMMON_PASSWORDS_FILE, 'utf8');
    const entries = text.split('\n').filter((line) => line !== '' && !line.startsWith('# '));
    expect(entries.length).toBeGreaterThan(19_000);
    expect(entries.every((p) => p === p.toLowerCase())).toBe(true);
    expect(entries.filter((p) => p.length >= 12).length).toBeGreaterThanOrEqual(10_000);
    expect(text).toMatch(/^# .*SecLists/m);
    expect(text).toMatch(/^# .*Licence: MIT/m);
  });

  test.each(['Password1234', 'qwertyuiop123', '1q2w3e4r5t6y', 'iloveyou2024!', 'Dragon1234567', 'starwars!!2025'])(
    'refuses %p',
    (password) => {
      expect(isCommonPassword(password, 'guide', common)).toBe(true);
    },
  );

  // The passwords the test suites create accounts with.
  test.each([
    'correct horse battery staple',
    'a long enough password',
    'typed in a terminal',
    'the guide has a long password',
    'the blog guide has a long password',
    'the test system admin password',
    'the axe admin has a long password',
    'a long password for the content guide',
    'a long password for the bookings suite',
  ])('accepts %p', (password) => {
    expect(isCommonPassword(password, 'guide', common)).toBe(false);
  });
});
