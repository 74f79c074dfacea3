import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { startTestApp, TestApp } from '../support/test-app';
import { ALL_LEASES } from '../support/lease-names';

describe.each(testDatabases().map((db) => [db.name, db] as const))('health, docs, errors and static apps on %s', (name, db) => {
  let database: Database;
  let app: TestApp;
  beforeAll(async () => {
    database = await db.open();
    app = await startTestApp({ database });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  test('health answers 200 with the active adapters and the leases this server holds (all of them, alone)', async () => {
    const res = await app.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      adapters: { events: name, readModels: name, payments: 'test', sms: 'outbox-only', email: 'outbox-only' },
      leases: ALL_LEASES,
      alerts: [],
    });
  });

  test('serves the OpenAPI description', async () => {
    const json = await app.request('GET', '/api/docs/openapi.json');
    expect(json.status).toBe(200);
    expect(Object.keys(json.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/bookings', '/api/bookings/{id}/status', '/api/bookings/{id}/history']),
    );
    const page = await app.request('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger');
  });

  test.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/nothing/here'],
    ['GET', '/api'],
  ])('an unknown API path (%s %s) gets a JSON 404', async (method, path) => {
    const res = await app.request(method, path, method === 'POST' ? {} : undefined);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual(errorAnswer({ message: `No API route ${method} ${path}` }));
  });

  test('malformed JSON gets a JSON 400', async () => {
    const res = await fetch(`${app.url}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(errorAnswer({ message: expect.any(String) }));
  });

  // A page that does not exist is still the app (its 'Page Not Found' screen), answered as a 404.
  test.each([
    ['/', 200],
    ['/blog/some-post', 404],
    ['/no/such/page', 404],
  ])('GET %s serves the public app with status %d', async (path, status) => {
    const res = await app.request('GET', path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toMatch(/<div id="root">/);
    expect(res.text).not.toContain('/admin/assets/');
  });

  test.each(['/admin', '/admin/', '/admin/anything', '/admin/bookings/123?tab=history'])(
    'GET %s serves the admin app (history fallback)',
    async (path) => {
      const res = await app.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('/admin/assets/');
    },
  );

  test('built assets are served with their type and a long cache; a missing one is a 404', async () => {
    const index = (await app.request('GET', '/')).text;
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(app.url + script!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${app.url}/assets/missing-file.js`);
    expect(missing.status).toBe(404);
  });
});
