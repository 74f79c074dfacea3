import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { AuthService } from '../../application/auth/auth-service';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';
import { startTestApp, TEST_PASSWORD, TestApp, TestResponse } from '../support/test-app';

const PRODUCTION = { NODE_ENV: 'production', PAYMENTS: 'test', PUBLIC_ORIGIN: 'https://example.com' };

/** `name=value` of the first cookie a response sets. */
const cookieOf = (res: TestResponse) => res.headers.getSetCookie()[0]!.split(';')[0]!;

describe.each(testDatabases().map((db) => [db.name, db] as const))('the session cookie on %s', (_name, db) => {
  let database: Database;
  beforeAll(async () => {
    database = await db.open();
    const app = await startTestApp({ database });
    await app.app.get(AuthService).createUser({ username: 'guide', password: TEST_PASSWORD, role: 'admin' });
    await app.close();
  }, 60_000);
  afterAll(() => database.close());

  describe('in production', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ database, env: PRODUCTION });
    }, 60_000);
    afterAll(() => app.close());

    test('is __Host-fishing_session: Secure even when the request came over plain http, Path=/, no Domain', async () => {
      const res = await app.request('POST', '/api/auth/login', { username: 'guide', password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      const setCookie = res.headers.getSetCookie();
      expect(setCookie).toHaveLength(1);
      expect(setCookie[0]).toMatch(/^__Host-fishing_session=[A-Za-z0-9_-]{43}; Path=\/; Expires=.+; HttpOnly; Secure; SameSite=Strict$/);
      expect(setCookie[0]).not.toMatch(/Domain=/i);
    });

    test('is read under that name only: a planted plain fishing_session signs nobody in', async () => {
      const cookie = cookieOf(await app.request('POST', '/api/auth/login', { username: 'guide', password: TEST_PASSWORD }));
      expect((await app.withCookie(cookie).request('GET', '/api/auth/me')).body).toEqual({ username: 'guide', role: 'admin' });
      const plain = cookie.replace(/^__Host-fishing_session=/, 'fishing_session=');
      expect((await app.withCookie(plain).request('GET', '/api/auth/me')).status).toBe(401);
    });

    test('logout ends the session and clears the cookie under its own name, with Secure', async () => {
      const client = app.withCookie(cookieOf(await app.request('POST', '/api/auth/login', { username: 'guide', password: TEST_PASSWORD })));
      const out = await client.request('POST', '/api/auth/logout');
      expect(out.status).toBe(204);
      expect(out.headers.getSetCookie()[0]).toMatch(
        /^__Host-fishing_session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict$/,
      );
      expect((await client.request('GET', '/api/auth/me')).status).toBe(401);
    });
  });

  describe('outside production', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ database, env: { TRUST_PROXY: 'loopback' } });
    }, 60_000);
    afterAll(() => app.close());

    test('is fishing_session, Secure only when the request came over https', async () => {
      const credentials = { username: 'guide', password: TEST_PASSWORD };
      const overHttp = await app.request('POST', '/api/auth/login', credentials);
      expect(overHttp.headers.getSetCookie()[0]).toMatch(
        /^fishing_session=[A-Za-z0-9_-]{43}; Path=\/; Expires=.+; HttpOnly; SameSite=Strict$/,
      );
      const overHttps = await app.request('POST', '/api/auth/login', credentials, { 'X-Forwarded-Proto': 'https' });
      expect(overHttps.headers.getSetCookie()[0]).toMatch(
        /^fishing_session=[A-Za-z0-9_-]{43}; Path=\/; Expires=.+; HttpOnly; Secure; SameSite=Strict$/,
      );
      expect((await app.withCookie(cookieOf(overHttps)).request('GET', '/api/auth/me')).status).toBe(200);
    });
  });
});
