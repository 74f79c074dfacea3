import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Database } from '../../adapters/persistence/database';
import { AppLogger } from '../../adapters/logging/app-logger';
import { SmsService } from '../../application/messaging/sms-service';
import { testDatabases } from '../support/databases';
import { startTestApp, TEST_PASSWORD, TestApp, TestResponse } from '../support/test-app';

/** The fields of a JSON log line that these tests read. */
interface LogLine {
  level: string;
  message: string;
  context?: string;
  stack?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  bytes?: number;
  client?: string;
  requestId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CLIENT_SECRET = 'pi_3Qx7Lw_secret_Yz9Kq2';
const QUERY_TOKEN = 'query-token-4471';
const BEARER_TOKEN = 'bearer-token-9925';
const WRONG_PASSWORD = 'not the right horse 1987';

describe.each(testDatabases().map((db) => [db.name, db] as const))('log lines on %s', (_name, db) => {
  const lines: string[] = [];
  let database: Database;
  let app: TestApp;

  beforeAll(async () => {
    database = await db.open();
    const logger = new AppLogger({ format: 'json', level: 'log', write: (line) => lines.push(line) });
    app = await startTestApp({ database, logger });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const parsed = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);

  /** The access line is written when the answer has gone out, which can be just after the client read it. */
  async function accessLineOf(res: TestResponse): Promise<LogLine> {
    const id = res.headers.get('x-request-id');
    for (let tries = 0; tries < 200; tries++) {
      const line = parsed().find((l) => l.requestId === id && l.status !== undefined && l.level === 'log');
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`No access line for request ${id}`);
  }

  test('every request has an id, in the X-Request-Id header, its access line and its error body', async () => {
    const invalid = await app.request('POST', '/api/auth/login', {});
    expect(invalid.status).toBe(400);
    const id = invalid.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(invalid.body).toMatchObject({ message: expect.any(String), errors: expect.any(Object), requestId: id });

    const access = await accessLineOf(invalid);
    expect(access).toMatchObject({
      level: 'log',
      context: 'HTTP',
      method: 'POST',
      path: '/api/auth/login',
      status: 400,
      client: '127.0.0.1',
      requestId: id,
    });
    expect(access.durationMs).toEqual(expect.any(Number));
    expect(access.bytes).toBeGreaterThan(0);

    const ok = await app.request('GET', '/api/reviews');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-request-id')).toMatch(UUID);
    expect(ok.headers.get('x-request-id')).not.toBe(id);
  });

  test("a proxy's short, safe X-Request-Id is kept; anything else is replaced", async () => {
    const kept = await app.request('GET', '/api/reviews', undefined, { 'X-Request-Id': 'edge-7f3a.1_b' });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a.1_b');
    expect((await accessLineOf(kept)).requestId).toBe('edge-7f3a.1_b');

    for (const forged of ['x'.repeat(65), 'a"b', 'id with spaces', '{"level":"fatal"}']) {
      const res = await app.request('GET', '/api/reviews', undefined, { 'X-Request-Id': forged });
      expect(res.headers.get('x-request-id')).toMatch(UUID);
      expect(lines.some((line) => line.includes(forged))).toBe(false);
    }
  });

  test('a 500 is logged as an error line with the request id; the answer carries the same id and nothing more', async () => {
    await database.dataSource.query('ALTER TABLE reviews RENAME TO reviews_away');
    let failed: TestResponse;
    try {
      failed = await app.request('GET', `/api/reviews?token=${QUERY_TOKEN}`);
    } finally {
      await database.dataSource.query('ALTER TABLE reviews_away RENAME TO reviews');
    }
    expect(failed.status).toBe(500);
    const id = failed.headers.get('x-request-id');
    expect(failed.body).toEqual({ message: 'Something went wrong on our side. Please try again.', requestId: id });
    const error = parsed().find((l) => l.level === 'error' && l.requestId === id);
    expect(error).toMatchObject({ context: 'HTTP', method: 'GET', path: '/api/reviews?token=[REDACTED]', status: 500 });
    expect(error?.stack).toContain('reviews');
    expect(await accessLineOf(failed)).toMatchObject({ status: 500, path: '/api/reviews?token=[REDACTED]' });
  });

  test("a page's query string never reaches a line: whatever a form or a link put there, only the page is logged", async () => {
    const typed = 'firstName=Dana&lastName=Whitford&dateOfBirth=1988-06-14&email=dana%40example.com&phone=7805550199';
    const pages = [
      [`/liability-waiver?${typed}&emergencyContactName=Sam+Whitford&booking=Zm9yZ2VkLXJlZmVyZW5jZQ`, '/liability-waiver?[REDACTED]'],
      [`/?name=Dana+Whitford&email=dana%40example.com&phone=7805550199`, '/?[REDACTED]'],
      ['/manage/AAAAAAAAAAAAAAAAAAAAAA?name=Dana', '/manage/[REDACTED]?[REDACTED]'],
      ['/waiver-copy/AAAAAAAAAAAAAAAAAAAAAA', '/waiver-copy/[REDACTED]'],
      ['/liability-waiver', '/liability-waiver'],
    ] as const;
    for (const [path, logged] of pages) {
      const res = await app.request('GET', path);
      expect([path, (await accessLineOf(res)).path]).toEqual([path, logged]);
    }
    for (const line of lines) {
      for (const secret of [
        'Whitford',
        'dana%40example.com',
        '7805550199',
        '1988-06-14',
        'Zm9yZ2VkLXJlZmVyZW5jZQ',
        'AAAAAAAAAAAAAAAAAAAAAA',
      ]) {
        expect(line).not.toContain(secret);
      }
    }
    // An API call's parameters are named by the API: those stay, but for the sensitive ones.
    const api = await app.request('GET', '/api/reviews?page=2&token=x');
    expect((await accessLineOf(api)).path).toBe('/api/reviews?page=2&token=[REDACTED]');
  });

  test('no line holds a password, a session cookie, an Authorization header or a client secret', async () => {
    const admin = await app.signIn('admin', 'guide');
    const token = admin.cookie!.split('=')[1]!;
    expect(token.length).toBeGreaterThan(10);
    expect((await app.request('POST', '/api/auth/login', { username: 'guide', password: WRONG_PASSWORD })).status).toBe(401);
    expect((await admin.request('GET', '/api/media')).status).toBe(200);

    const withSecret = await app.request('GET', `/api/reviews?clientSecret=${CLIENT_SECRET}&page=2`, undefined, {
      Authorization: `Bearer ${BEARER_TOKEN}`,
    });
    expect(withSecret.status).toBe(200);
    expect((await accessLineOf(withSecret)).path).toBe('/api/reviews?clientSecret=[REDACTED]&page=2');
    // A secret under a harmless name is known by its shape.
    const underOtherName = await app.request('GET', `/api/reviews?q=${CLIENT_SECRET}`);
    expect((await accessLineOf(underOtherName)).path).toBe('/api/reviews?q=[REDACTED]');

    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(() => JSON.parse(line)).not.toThrow();
      for (const secret of [TEST_PASSWORD, WRONG_PASSWORD, token, CLIENT_SECRET, QUERY_TOKEN, BEARER_TOKEN]) {
        expect(line).not.toContain(secret);
      }
    }
  });

  test('no access line holds a phone number or an email address: conversations go by id, and a number or address put in a path is masked', async () => {
    const admin = await app.signIn('admin', 'guide');
    await app.app.get(SmsService).receive({
      source: 'sms',
      providerId: 'SM-log-test',
      from: '+17805550123',
      to: '+17805550100',
      body: 'Is the lake calm today?',
      receivedAt: new Date(),
    });
    const list = await admin.request('GET', '/api/sms-threads');
    const thread = (list.body as { id: string; phone: string }[]).find((t) => t.phone === '+17805550123')!;
    const answers = [
      list,
      await admin.request('GET', `/api/sms-threads/${thread.id}`),
      await admin.request('POST', `/api/sms-threads/${thread.id}/read`),
      await admin.request('POST', `/api/sms-threads/${thread.id}/reply`, { message: 'Calm as glass.' }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 201]);
    // A client that still puts a number or an address in the address: masked all the same.
    for (const path of [
      '/api/sms-threads/%2B17805550123',
      `/api/sms-threads/${encodeURIComponent('(780) 555-0123')}/read`,
      '/api/sms-threads/780.555.0123/reply',
      '/api/bookings?q=dana%40example.com',
      '/api/bookings?q=780-555-0123',
      '/api/customers/dana@example.com',
      '/admin/sms/inbox?thread=%2B17805550123',
    ]) {
      answers.push(await admin.request(path.endsWith('/read') || path.endsWith('/reply') ? 'POST' : 'GET', path, undefined));
    }
    for (const res of answers) {
      const line = await accessLineOf(res);
      expect(line.path).toBeDefined();
      expect(JSON.stringify(line)).not.toMatch(/555\D{0,3}0123|dana|%40/i);
    }
  });
});
