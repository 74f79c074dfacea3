import { describe, expect, test } from '@jest/globals';
import sharp from 'sharp';
import { CROSS_SITE_MESSAGES } from '../../adapters/http/cross-site';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { TEST_PASSWORD } from '../support/test-app';

/** What another site's page can make a visitor's browser send: a plain HTML form, no script. */
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

const pkg = { name: 'Cross-Site Pike Special', price: '289', duration: '4 hours', description: 'Made by another site.', features: 'None' };

describe.each(testDatabases().map((db) => [db.name, db] as const))('requests from other sites on %s', (_name, db) => {
  const suite = useApiApp(db);

  const packageNames = async () => ((await suite.app.request('GET', '/api/packages')).body as { name: string }[]).map((p) => p.name);

  test.each(['/API/packages', '/Api/Packages', '/api/packages'])(
    'a form POST to %s with the admin cookie is refused and creates nothing',
    async (path) => {
      const res = await fetch(suite.app.url + path, { method: 'POST', headers: { ...FORM, Cookie: suite.admin.cookie! }, body: form(pkg) });
      expect(res.status).toBe(403);
      const body = (await res.json()) as { requestId?: string };
      expect(body).toEqual(errorAnswer({ message: CROSS_SITE_MESSAGES.unscripted }));
      // Refused by a middleware, before Nest's error filter: still the id of the X-Request-Id header.
      expect(body.requestId).toBe(res.headers.get('x-request-id'));
      expect(await packageNames()).not.toContain(pkg.name);
    },
  );

  test.each(['/API/auth/login', '/api/AUTH/LOGIN'])('a form POST to %s signs nobody in', async (path) => {
    const res = await fetch(suite.app.url + path, {
      method: 'POST',
      headers: FORM,
      body: form({ username: 'guide', password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  test('even with X-Requested-With a form body is never read: the API takes JSON only', async () => {
    const res = await fetch(`${suite.app.url}/api/auth/login`, {
      method: 'POST',
      headers: { ...FORM, 'X-Requested-With': 'fetch' },
      body: form({ username: 'guide', password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  test.each([
    ['Origin: https://evil.example', { Origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame)', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (another origin of the same site)', { 'Sec-Fetch-Site': 'same-site' }],
    ['Sec-Fetch-Site: none', { 'Sec-Fetch-Site': 'none' }],
  ])('a JSON POST with %s is refused', async (_label, headers) => {
    const res = await suite.admin.request('POST', '/API/packages', { ...pkg, name: 'Scripted Elsewhere', price: 289 }, headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(errorAnswer({ message: CROSS_SITE_MESSAGES.foreign }));
    expect(await packageNames()).not.toContain('Scripted Elsewhere');
  });

  test("a JSON POST from the site's own page still works", async () => {
    const headers = { Origin: suite.app.url, 'Sec-Fetch-Site': 'same-origin' };
    const res = await suite.admin.request('POST', '/api/packages', { ...pkg, name: 'Own Page Special', price: 289 }, headers);
    expect(res.status).toBe(201);
    const login = await suite.app.request('POST', '/api/auth/login', { username: 'guide', password: TEST_PASSWORD }, headers);
    expect(login.status).toBe(200);
  });

  test('an upload (multipart) from the admin page still works', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'lake.png');
    const res = await fetch(`${suite.app.url}/api/media`, {
      method: 'POST',
      headers: { Cookie: suite.admin.cookie!, 'X-Requested-With': 'fetch', Origin: suite.app.url, 'Sec-Fetch-Site': 'same-origin' },
      body,
    });
    expect(res.status).toBe(201);
  });

  test("Stripe's server-to-server webhook (JSON, no browser headers) passes the check", async () => {
    const res = await fetch(`${suite.app.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"id":"evt_1"}',
    });
    // Not refused as cross-site: it reaches routing (the webhook is only mounted with Stripe, see stripe.api.test.ts).
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(errorAnswer({ message: 'No API route POST /api/stripe/webhook' }));
  });
});
