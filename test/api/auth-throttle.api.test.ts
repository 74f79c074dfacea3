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
 * Attacks on sign-in. Most scenarios with many addresses call AuthService.signIn with the address a
 * request would have: the same code path, the same counters in the real database. The flood goes
 * over HTTP, its addresses given in X-Forwarded-For as a proxy on loopback would write them.
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
  const login = (password: string, ip: string) =>
    app.request('POST', '/api/auth/login', { username: 'guide', password }, { 'X-Forwarded-For': ip });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    database = await db.open();
    app = await startTestApp({ database, clock, env: { TRUST_PROXY: 'loopback' } });
    auth = app.app.get(AuthService);
    await auth.createUser({ username: 'guide', password: TEST_PASSWORD, role: 'admin' });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  // Each test starts outside the previous one's windows.
  beforeEach(() => void clock.advance(16 * 60 * 1000));

  test('30 guesses sent at once (29 wrong, then the right one): 2 are checked, the rest get 429 with Retry-After', async () => {
    const since = clock.now();
    const passwords = [...Array.from({ length: 29 }, (_, i) => `wrong guess number ${i}`), TEST_PASSWORD];
    const answers = await Promise.all(passwords.map((password) => app.request('POST', '/api/auth/login', { username: 'guide', password })));
    const refused = answers.filter((res) => res.status === 429);
    expect(answers.length - refused.length).toBe(2);
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

  test('10 addresses flooding wrong passwords in parallel do not keep the admin out: the right password from a new address gets in within seconds', async () => {
    // The clock runs with real time while each attacking address sends 4 requests at a time, again
    // as soon as an answer comes, refused or not.
    const ticking = setInterval(() => clock.advance(50), 50);
    const attackers = Array.from({ length: 10 }, (_, i) => `203.0.113.${200 + i}`);
    let flooding = true;
    const flood = attackers.map(async (ip) => {
      const senders = Array.from({ length: 4 }, async (_, sender) => {
        const statuses: number[] = [];
        for (let i = 0; flooding; i++) statuses.push((await login(`flood ${sender} ${i}`, ip)).status);
        return statuses;
      });
      return (await Promise.all(senders)).flat();
    });
    let admin: { statuses: number[]; seconds: number };
    try {
      await sleep(1500);
      // Retried while refused, as the sign-in screen's owner would, for 10 seconds at most.
      const started = Date.now();
      const statuses = [(await login(TEST_PASSWORD, '192.0.2.99')).status];
      while (statuses.at(-1) === 429 && Date.now() - started < 10_000) {
        await sleep(200);
        statuses.push((await login(TEST_PASSWORD, '192.0.2.99')).status);
      }
      admin = { statuses, seconds: (Date.now() - started) / 1000 };
      await sleep(1000);
    } finally {
      flooding = false;
      clearInterval(ticking);
    }
    // Let in at the first try: nothing the flood did counts against a new address. (How long the
    // answer takes depends on the machine's load, the flood's 40 requests in flight included.)
    expect(admin.statuses).toEqual([200]);
    expect(admin.seconds).toBeLessThan(10);
    // Each attacking address had its 5 guesses checked at most; the rest of what it sent was refused.
    for (const statuses of await Promise.all(flood)) {
      expect(count(statuses, 401)).toBeLessThanOrEqual(5);
      expect(count(statuses, 429)).toBeGreaterThan(0);
      expect(count(statuses, 401) + count(statuses, 429)).toBe(statuses.length);
    }
  }, 30_000);

  test('the addresses of one IPv6 /64 are one address: a new address from the same network is still locked', async () => {
    for (let i = 0; i < 5; i++) {
      clock.advance(5000); // past the spacing
      expect((await login(`v6 guess ${i}`, `2001:db8:1:2::${i + 1}`)).status).toBe(401);
    }
    const next = await login(TEST_PASSWORD, '2001:db8:1:2:ffff::99');
    expect([next.status, next.headers.get('retry-after')]).toEqual([429, '900']);
    expect((await login(TEST_PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
  });

  test('wrong passwords from 5 addresses do not lock the admin out: the right one from a 6th address signs in', async () => {
    for (let i = 1; i <= 5; i++) expect(await attempt('not the password', `198.51.100.${i}`)).toBe('wrong');
    expect(await attempt(TEST_PASSWORD, '198.51.100.6')).toBe('signed in');
  });

  test('guesses from many addresses, one after another, slow no other address down', async () => {
    for (let i = 0; i < 16; i++) {
      for (let j = 0; j < 2; j++) expect(await attempt(`guess ${i} ${j}`, `203.0.113.${i + 1}`)).toBe('wrong');
    }
    expect(await attempt(TEST_PASSWORD, '192.0.2.50')).toBe('signed in');
  });

  test('parallel guesses at one username from 30 addresses are all checked, and a new address still signs in at once', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(`parallel ${i}`, `198.51.100.${100 + i}`)));
    expect(count(answers, 'wrong')).toBe(30);
    expect(await attempt(TEST_PASSWORD, '192.0.2.51')).toBe('signed in');
  });

  test('an address the admin signed in from is not spaced out after its own typos', async () => {
    expect(await attempt(TEST_PASSWORD, '192.0.2.77')).toBe('signed in');
    for (let i = 0; i < 3; i++) expect(await attempt(`typo ${i}`, '192.0.2.77')).toBe('wrong');
    expect(await attempt(TEST_PASSWORD, '192.0.2.77')).toBe('signed in');
    // A new address making the same typos is told to wait before its third try.
    for (let i = 0; i < 2; i++) expect(await attempt(`typo ${i}`, '192.0.2.78')).toBe('wrong');
    expect(await attempt(TEST_PASSWORD, '192.0.2.78')).toBe(2);
  });

  test('a success from one address does not reset the count of another', async () => {
    const [a, b] = ['198.51.100.21', '198.51.100.22'];
    const wrong = async (ip: string, times: number) => {
      for (let i = 0; i < times; i++) {
        clock.advance(5000); // past the spacing
        expect(await attempt(`wrong from ${ip} ${i}`, ip)).toBe('wrong');
      }
    };
    await wrong(a, 4);
    await wrong(b, 4);
    clock.advance(5000);
    expect(await attempt(TEST_PASSWORD, b)).toBe('signed in');
    await wrong(a, 1);
    clock.advance(5000);
    expect(await attempt(TEST_PASSWORD, a)).toBe(15 * 60); // even the right password
    expect(await attempt(TEST_PASSWORD, b)).toBe('signed in');
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
