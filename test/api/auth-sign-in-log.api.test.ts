import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { AuthService } from '../../application/auth/auth-service';
import { TypeOrmSignInLog } from '../../adapters/auth/typeorm-sign-in-stores';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { sessionCookieOf, startTestApp, TEST_PASSWORD, TestApp, TestClient } from '../support/test-app';
import { TestClock } from '../support/test-clock';

describe.each(testDatabases().map((db) => [db.name, db] as const))('the sign-in log on %s', (_name, db) => {
  let database: Database;
  let app: TestApp;
  let admin: TestClient;
  const clock = new TestClock();
  const login = (username: string, password: string) => app.request('POST', '/api/auth/login', { username, password });
  const signInAgain = async () => {
    const res = await login('guide', TEST_PASSWORD);
    expect(res.status).toBe(200);
    admin = app.withCookie(sessionCookieOf(res));
  };

  beforeAll(async () => {
    database = await db.open();
    app = await startTestApp({ database, clock });
    await app.app.get(AuthService).createUser({ username: 'guide', password: TEST_PASSWORD, role: 'admin' });
    await signInAgain();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => void clock.advance(16 * 60 * 1000));

  test('500 refused attempts cannot push real entries off the first page: they are one row with a count', async () => {
    const t0 = clock.now().toISOString();
    for (let i = 0; i < 5; i++) expect((await login('guide', `wrong ${i}`)).status).toBe(401);
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(Array.from({ length: 25 }, () => login('guide', TEST_PASSWORD)));
      expect(answers.map((res) => res.status)).toEqual(Array(25).fill(429));
    }
    clock.advance(15 * 60 * 1000);
    const t1 = clock.now().toISOString();
    await signInAgain();
    const log = await admin.request('GET', '/api/auth/sign-ins');
    expect(log.status).toBe(200);
    expect(log.body.length).toBeLessThanOrEqual(50);
    const ip = expect.stringMatching(/127\.0\.0\.1/);
    expect(log.body.slice(0, 8)).toEqual([
      { id: expect.any(Number), username: 'guide', ip, outcome: 'success', at: t1, lastAt: t1, count: 1 },
      { id: expect.any(Number), username: 'guide', ip, outcome: 'throttled', at: t0, lastAt: t0, count: 500 },
      ...Array.from({ length: 5 }, () => ({
        id: expect.any(Number),
        username: 'guide',
        ip,
        outcome: 'failure',
        at: t0,
        lastAt: t0,
        count: 1,
      })),
      // The sign-in from before the flood is still there too.
      expect.objectContaining({ outcome: 'success', username: 'guide' }),
    ]);
    // 505 sign-in requests, each throttled in the database: seconds on a quiet machine, a ceiling for a loaded one.
  }, 90_000);

  test('filters by outcome, username and address, and pages with the X-Next-Before header', async () => {
    const service = app.app.get(AuthService);
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      await expect(service.signIn({ username: 'Someone-Else', password: 'nope', ip, userAgent: null })).rejects.toThrow();
    }
    const failures = await admin.request('GET', '/api/auth/sign-ins?outcome=failure&username=SOMEONE-else');
    expect(failures.body.map((r: { ip: string }) => r.ip)).toEqual(['192.0.2.3', '192.0.2.2', '192.0.2.1']);
    const byIp = await admin.request('GET', '/api/auth/sign-ins?ip=192.0.2.2');
    expect(byIp.body).toEqual([expect.objectContaining({ username: 'someone-else', ip: '192.0.2.2', outcome: 'failure' })]);

    const all = (await admin.request('GET', '/api/auth/sign-ins?limit=200')).body as { id: number }[];
    const seen: number[] = [];
    let next: string | null = '';
    while (next !== null) {
      const page = await admin.request('GET', `/api/auth/sign-ins?limit=4${next ? `&before=${next}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(4);
      seen.push(...page.body.map((r: { id: number }) => r.id));
      next = page.headers.get('x-next-before');
    }
    expect(seen).toEqual(all.map((r) => r.id));
    expect((await admin.request('GET', '/api/auth/sign-ins')).body).toHaveLength(Math.min(50, all.length));
  });

  test.each([
    ['limit=0', { limit: 'limit must be a whole number from 1 to 200' }],
    ['limit=201', { limit: 'limit must be a whole number from 1 to 200' }],
    ['limit=ten', { limit: 'limit must be a whole number from 1 to 200' }],
    ['before=-3', { before: 'before must be the X-Next-Before value of an earlier page (a whole number from 1 to 2147483647)' }],
    ['before=yesterday', { before: 'before must be the X-Next-Before value of an earlier page (a whole number from 1 to 2147483647)' }],
    ['before=2147483648', { before: 'before must be the X-Next-Before value of an earlier page (a whole number from 1 to 2147483647)' }],
    ['outcome=locked', { outcome: 'outcome must be one of success, failure, throttled' }],
    ['outcome=failure&outcome=success', { outcome: 'outcome must be one of success, failure, throttled' }],
  ])('refuses ?%s with 400 and says why', async (query, errors) => {
    const res = await admin.request('GET', `/api/auth/sign-ins?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorAnswer({ message: Object.values(errors)[0]!, errors }));
  });

  test('a run of refusals ends at a success or when it is 15 minutes old', async () => {
    const log = new TypeOrmSignInLog(database.dataSource);
    const t0 = clock.now();
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const refused = (ms: number, ip = '198.51.100.9') => log.record({ username: 'runner', ip, outcome: 'throttled', at: at(ms) });
    await refused(0);
    await refused(60_000);
    await refused(60_000, '198.51.100.10'); // another address: its own run
    await log.record({ username: 'runner', ip: '198.51.100.9', outcome: 'failure', at: at(61_000) });
    await refused(14 * 60_000);
    await refused(15 * 60_000); // the run began 15 minutes ago: a new one
    await log.record({ username: 'runner', ip: '198.51.100.9', outcome: 'success', at: at(16 * 60_000) });
    await refused(16 * 60_000 + 1);
    const { records } = await log.list({ username: 'runner', limit: 50 });
    const since = (d: Date) => d.getTime() - t0.getTime();
    expect(records.map(({ ip, outcome, count, at: first, lastAt }) => [ip, outcome, count, since(first), since(lastAt)])).toEqual([
      ['198.51.100.9', 'throttled', 1, 16 * 60_000 + 1, 16 * 60_000 + 1],
      ['198.51.100.9', 'success', 1, 16 * 60_000, 16 * 60_000],
      ['198.51.100.9', 'throttled', 1, 15 * 60_000, 15 * 60_000],
      ['198.51.100.9', 'failure', 1, 61_000, 61_000],
      ['198.51.100.10', 'throttled', 1, 60_000, 60_000],
      ['198.51.100.9', 'throttled', 3, 0, 14 * 60_000],
    ]);
  });
});
