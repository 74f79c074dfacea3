import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { SignInRecord } from '../../application/auth/auth-ports';
import { AuthService, SignInThrottledError, WrongCredentialsError } from '../../application/auth/auth-service';
import { ACCOUNT_MESSAGES } from '../../domain/auth/account-rules';
import { Database } from '../../adapters/persistence/database';
import { SignInLogReader } from '../../adapters/auth/sign-in-log-reader';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { startTestApp, TEST_PASSWORD, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/**
 * Attacks on sign-in. Over HTTP every client is 127.0.0.1, so the scenarios with many addresses
 * call AuthService.signIn with the address a request would have: the same code path, the same
 * counters in the real database.
 */
describe.each(testDatabases().map((db) => [db.name, db] as const))('sign-in throttling on %s', (_name, db) => {
  let database: Database;
  let app: TestApp;
  const clock = new TestClock();
  let auth: AuthService;

  /** What one attempt came to: signed in, a wrong password, or refused (with its wait). */
  const attempt = (password: string, ip: string, username = 'guide'): Promise<'signed in' | 'wrong' | number> =>
    auth.signIn({ username, password, ip, userAgent: null }).then(
      () => 'signed in' as const,
      (error: unknown) => {
        if (error instanceof WrongCredentialsError) return 'wrong' as const;
        if (error instanceof SignInThrottledError) return error.retryAfterSeconds;
        throw error;
      },
    );
  const count = <T>(list: T[], value: T) => list.filter((item) => item === value).length;

  beforeAll(async () => {
    database = await db.open();
    app = await startTestApp({ database, clock });
    auth = app.app.get(AuthService);
    await auth.createUser({ username: 'guide', password: TEST_PASSWORD, role: 'admin' });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  // Each test starts outside the previous one's windows.
  beforeEach(() => void clock.advance(16 * 60 * 1000));

  test('30 guesses sent at once (29 wrong, then the right one): at most 5 are checked, the rest get 429 with Retry-After', async () => {
    const since = clock.now();
    const passwords = [...Array.from({ length: 29 }, (_, i) => `wrong guess number ${i}`), TEST_PASSWORD];
    const answers = await Promise.all(passwords.map((password) => app.request('POST', '/api/auth/login', { username: 'guide', password })));
    const refused = answers.filter((res) => res.status === 429);
    expect(answers.length - refused.length).toBeLessThanOrEqual(5);
    for (const res of refused) {
      expect(res.body).toEqual(errorAnswer({ message: ACCOUNT_MESSAGES.throttled }));
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The log agrees: as many checked as answered, the refusals in one row.
    const { records } = await app.app.get(SignInLogReader).list({ username: 'guide', limit: 200 });
    const recent = records.filter((r: SignInRecord) => r.at.getTime() >= since.getTime());
    expect(recent.filter((r) => r.outcome !== 'throttled')).toHaveLength(answers.length - refused.length);
    const runs = recent.filter((r) => r.outcome === 'throttled');
    expect(runs.reduce((sum, r) => sum + r.count, 0)).toBe(refused.length);
    // One row, unless the right password was among the first checked and its success ended the run.
    expect(runs.length).toBeLessThanOrEqual(answers.some((res) => res.status === 200) ? 2 : 1);
  });

  test('wrong passwords from 5 addresses do not lock the admin out: the right one from a 6th address signs in', async () => {
    for (let i = 1; i <= 5; i++) expect(await attempt('not the password', `198.51.100.${i}`)).toBe('wrong');
    expect(await attempt(TEST_PASSWORD, '198.51.100.6')).toBe('signed in');
  });

  test('a flood from many addresses slows the username down by seconds at most, and the admin still gets in', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 16; i++) {
      const ip = `203.0.113.${i + 1}`;
      let answer = await attempt(`guess ${i}`, ip);
      if (typeof answer === 'number') {
        waits.push(answer);
        clock.advance(answer * 1000);
        answer = await attempt(`guess ${i}`, ip);
      }
      expect(answer).toBe('wrong');
    }
    // 10 free attempts, then waits that grow to the cap of 10 seconds and no further.
    expect(waits.length).toBe(6);
    expect(Math.max(...waits)).toBe(10);
    let admin = await attempt(TEST_PASSWORD, '192.0.2.50');
    if (typeof admin === 'number') {
      expect(admin).toBeLessThanOrEqual(10);
      clock.advance(admin * 1000);
      admin = await attempt(TEST_PASSWORD, '192.0.2.50');
    }
    expect(admin).toBe('signed in');
  });

  test('an address the admin signed in from is not slowed down by a flood from elsewhere', async () => {
    expect(await attempt(TEST_PASSWORD, '192.0.2.77')).toBe('signed in');
    const flood = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`guess ${i}`, `203.0.113.${100 + i}`)));
    expect(flood.filter((a) => typeof a === 'number').length).toBeGreaterThan(0);
    expect(await attempt(TEST_PASSWORD, '192.0.2.77')).toBe('signed in');
  });

  test('a success from one address does not reset the count of another', async () => {
    const [a, b] = ['198.51.100.21', '198.51.100.22'];
    for (let i = 0; i < 4; i++) expect(await attempt(`wrong from a ${i}`, a)).toBe('wrong');
    for (let i = 0; i < 4; i++) expect(await attempt(`wrong from b ${i}`, b)).toBe('wrong');
    expect(await attempt(TEST_PASSWORD, b)).toBe('signed in');
    expect(await attempt('the fifth from a', a)).toBe('wrong');
    const refused = await attempt(TEST_PASSWORD, a); // even the right password
    expect(typeof refused).toBe('number');
    expect(refused).toBeGreaterThan(60);
    expect(await attempt(TEST_PASSWORD, b)).toBe('signed in');
  });

  test('parallel guesses at one username from 30 addresses: 10 are checked, the others are told to wait a second', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(`parallel ${i}`, `198.51.100.${100 + i}`)));
    expect(count(answers, 'wrong')).toBe(10);
    expect(count(answers, 1)).toBe(20);
  });

  test('parallel guesses at 30 usernames from one address: 20 are checked, the others refused for the window', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt('spraying', '198.51.100.250', `user-${i}`)));
    expect(count(answers, 'wrong')).toBe(20);
    expect(count(answers, 15 * 60)).toBe(10);
  });

  test('the hourly sweep forgets counters once they can refuse nothing, and known addresses after 30 days', async () => {
    const keys = async () =>
      ((await database.dataSource.query('SELECT "key" FROM sign_in_counters')) as { key: string }[]).map((r) => r.key);
    expect(await attempt('a stale guess', '198.51.100.240', 'sweeper')).toBe('wrong');
    expect(await attempt(TEST_PASSWORD, '198.51.100.241')).toBe('signed in');
    clock.advance(16 * 60 * 1000);
    await auth.removeStaleThrottleCounters();
    expect((await keys()).filter((k) => k.includes('198.51.100.24'))).toEqual(['pair:["guide","198.51.100.241"]']);
    clock.advance(30 * 24 * 60 * 60 * 1000);
    await auth.removeStaleThrottleCounters();
    expect(await keys()).toEqual([]);
  });
});
