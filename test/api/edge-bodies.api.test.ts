import { describe, expect, test } from '@jest/globals';
import { JSON_BODY_LIMITS, JSON_BODY_MESSAGES } from '../../adapters/http/json-body';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe.each(testDatabases().map((db) => [db.name, db] as const))('request bodies built to hurt on %s', (_name, db) => {
  const suite = useApiApp(db);

  const postRaw = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(suite.app.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', ...headers },
      body,
    });

  test('450,000 nested arrays (900 KB, from a signed-in admin, within the admin limit) are refused with 400 before parsing', async () => {
    const body = `{"title":${nested(450_000)}}`;
    expect(body.length).toBeGreaterThan(JSON_BODY_LIMITS.limit);
    const res = await postRaw('/api/blog-posts', body, { Cookie: suite.admin.cookie! });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(errorAnswer({ message: JSON_BODY_MESSAGES.tooDeep(JSON_BODY_LIMITS.maxDepth) }));
  });

  test('deep nesting within the public limit is refused with 400 on a public route', async () => {
    const res = await postRaw('/api/auth/login', `{"username":"guide","password":${nested(40_000)}}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(errorAnswer({ message: JSON_BODY_MESSAGES.tooDeep(JSON_BODY_LIMITS.maxDepth) }));
  });

  test('nesting up to the limit is read as usual', async () => {
    const res = await postRaw('/api/auth/login', `{"username":"guide","password":"x","extra":${nested(JSON_BODY_LIMITS.maxDepth - 1)}}`);
    expect(res.status).toBe(401);
  });

  test.each([
    ['a visitor', {}],
    ['a made-up session cookie', { Cookie: 'fishing_session=forged' }],
  ])('a 200 KB JSON body to a public route from %s is refused with 413', async (_who, headers) => {
    const body = JSON.stringify({ username: 'guide', password: 'p'.repeat(200 * 1024) });
    const res = await postRaw('/api/auth/login', body, headers);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(errorAnswer({ message: JSON_BODY_MESSAGES.tooLarge(JSON_BODY_LIMITS.limit) }));
  });

  test("an admin's long blog post (over 100 kB of UTF-8) is still taken", async () => {
    const content = `## Notes\n\n${'Pêche à la doré sur le lac. '.repeat(3_400)}`;
    const post = { title: 'Long Notes from the Lake', excerpt: 'Everything about the season.', content };
    expect(Buffer.byteLength(JSON.stringify(post))).toBeGreaterThan(JSON_BODY_LIMITS.limit);
    const res = await suite.admin.request('POST', '/api/blog-posts', post);
    expect(res.status).toBe(201);
  });

  test('JSON in another encoding than UTF-8 is refused with 415', async () => {
    const res = await postRaw('/api/auth/login', '{"username":"guide","password":"x"}', {
      'Content-Type': 'application/json; charset=utf-16',
    });
    expect(res.status).toBe(415);
  });
});
