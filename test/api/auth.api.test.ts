import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { AuthService } from '../../application/auth/auth-service';
import { ACCOUNT_MESSAGES } from '../../domain/auth/account-rules';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { sessionCookieOf, startTestApp, TEST_PASSWORD, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const WRONG = errorAnswer({ message: 'Incorrect admin password.' });

describe.each(testDatabases().map((db) => [db.name, db] as const))('sign-in and sessions on %s', (_name, db) => {
  let database: Database;
  let app: TestApp;
  const clock = new TestClock();
  const login = (username: string, password: string, headers?: Record<string, string>) =>
    app.request('POST', '/api/auth/login', { username, password }, headers);

  beforeAll(async () => {
    database = await db.open();
    app = await startTestApp({ database, clock });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  // Each test starts outside the previous one's throttling window.
  beforeEach(() => void clock.advance(16 * 60 * 1000));

  test('while no account exists, the admin screen is told how to create one', async () => {
    const me = await app.request('GET', '/api/auth/me');
    expect(me.status).toBe(503);
    expect(me.body).toEqual(errorAnswer({ message: ACCOUNT_MESSAGES.noAccount }));
    expect(me.body.message).toContain('npm run user:create');
    await app.app.get(AuthService).createUser({ username: 'guide', password: TEST_PASSWORD, role: 'admin' });
    expect((await app.request('GET', '/api/auth/me')).status).toBe(401);
  });

  test('a wrong password and an unknown user get the same answer, and no cookie', async () => {
    const wrong = await login('guide', 'not the password at all');
    const unknown = await login('nobody-here', 'not the password at all');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(WRONG);
      // The id a visitor can quote is the one the X-Request-Id header (and the log line) carries.
      expect(res.body.requestId).toBe(res.headers.get('x-request-id'));
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  test('signing in sets an httpOnly SameSite=Strict session cookie; me tells who it is', async () => {
    const res = await login('Guide', TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: 'guide', role: 'admin' });
    const setCookie = res.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^fishing_session=[A-Za-z0-9_-]{43}; Path=\/; Expires=.+; HttpOnly; SameSite=Strict$/);
    expect(setCookie).not.toContain('Secure'); // plain http here; Secure is set over https
    const me = await app.withCookie(sessionCookieOf(res)).request('GET', '/api/auth/me');
    expect(me.body).toEqual({ username: 'guide', role: 'admin' });
  });

  test('every sign-in gets a new session id, and ends the session it replaces', async () => {
    const first = sessionCookieOf(await login('guide', TEST_PASSWORD));
    const second = sessionCookieOf(await login('guide', TEST_PASSWORD, { Cookie: first }));
    expect(second).not.toBe(first);
    expect((await app.withCookie(first).request('GET', '/api/auth/me')).status).toBe(401);
    expect((await app.withCookie(second).request('GET', '/api/auth/me')).status).toBe(200);
  });

  test('logout ends the session on the server: the old cookie no longer works', async () => {
    const cookie = sessionCookieOf(await login('guide', TEST_PASSWORD));
    const client = app.withCookie(cookie);
    expect((await client.request('GET', '/api/bookings')).status).toBe(200);
    const out = await client.request('POST', '/api/auth/logout');
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(/^fishing_session=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect((await client.request('GET', '/api/bookings')).status).toBe(401);
    expect((await client.request('GET', '/api/auth/me')).status).toBe(401);
  });

  test('a session expires 12 hours after sign-in', async () => {
    const client = app.withCookie(sessionCookieOf(await login('guide', TEST_PASSWORD)));
    clock.advance(12 * 60 * 60 * 1000 - 1000);
    expect((await client.request('GET', '/api/bookings')).status).toBe(200);
    clock.advance(1000);
    expect((await client.request('GET', '/api/bookings')).status).toBe(401);
  });

  test('after 5 failures in 15 minutes a username is refused with 429 and Retry-After, then let in again', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('guide', `wrong ${i}`)).status).toBe(401);
      clock.advance(60_000);
    }
    const refused = await login('guide', TEST_PASSWORD); // even the right password
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(errorAnswer({ message: ACCOUNT_MESSAGES.throttled }));
    // Locked until 15 minutes after the latest attempt: asking again earlier starts the wait anew.
    expect(Number(refused.headers.get('retry-after'))).toBe(900);
    clock.advance(600_000);
    const again = await login('guide', TEST_PASSWORD);
    expect([again.status, Number(again.headers.get('retry-after'))]).toEqual([429, 900]);
    clock.advance(900_000);
    expect((await login('guide', TEST_PASSWORD)).status).toBe(200);
  });

  test('a successful sign-in resets the count', async () => {
    for (let i = 0; i < 4; i++) await login('guide', `wrong ${i}`);
    expect((await login('guide', TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('guide', `wrong again ${i}`)).status).toBe(401);
    expect((await login('guide', TEST_PASSWORD)).status).toBe(200);
  });

  test('failures from one address across usernames are throttled too', async () => {
    // Higher than the limit of one username from one address (5): the address limit is 20.
    for (let i = 0; i < 20; i++) expect((await login(`someone-${i}`, 'guessing')).status).toBe(401);
    const refused = await login('another-guess', 'guessing');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('sign-ins and failures are recorded with who, when and where, readable by an admin', async () => {
    const at = clock.now();
    await login('guide', 'a wrong password');
    const admin = app.withCookie(sessionCookieOf(await login('guide', TEST_PASSWORD)));
    const log = await admin.request('GET', '/api/auth/sign-ins');
    expect(log.status).toBe(200);
    const row = { id: expect.any(Number), username: 'guide', ip: expect.stringMatching(/127\.0\.0\.1/), at: at.toISOString() };
    expect(log.body.slice(0, 2)).toEqual([
      { ...row, outcome: 'success', count: 1, lastAt: at.toISOString() },
      { ...row, outcome: 'failure', count: 1, lastAt: at.toISOString() },
    ]);
    expect((await app.request('GET', '/api/auth/sign-ins')).status).toBe(401);
  });

  test('an auditor reads bookings but changes nothing', async () => {
    const auditor = await app.signIn('auditor', 'reader');
    expect((await auditor.request('GET', '/api/bookings')).status).toBe(200);
    const write = await auditor.request('POST', '/api/bookings', {});
    expect(write.status).toBe(403);
    expect(write.body).toEqual(errorAnswer({ message: 'Your account may look but not change anything.' }));
  });

  test('a state-changing call without JSON or X-Requested-With is refused (cross-site forms)', async () => {
    const form = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `username=guide&password=${encodeURIComponent(TEST_PASSWORD)}`,
    });
    expect(form.status).toBe(403);
    expect(await form.json()).toEqual(errorAnswer({ message: 'Refused: send JSON or the X-Requested-With header with this request.' }));
    const bare = await fetch(`${app.url}/api/auth/logout`, { method: 'POST' });
    expect(bare.status).toBe(403);
    const scripted = await fetch(`${app.url}/api/auth/logout`, { method: 'POST', headers: { 'X-Requested-With': 'fetch' } });
    expect(scripted.status).toBe(204);
  });

  test('pages and API answers carry the security headers and the Content-Security-Policy', async () => {
    for (const path of ['/', '/admin', '/api/health']) {
      const res = await app.request('GET', path);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    }
    // Swagger UI writes inline styles: only its pages may.
    expect((await app.request('GET', '/api/docs')).headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
  });
});
