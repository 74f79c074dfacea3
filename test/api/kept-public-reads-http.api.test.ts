import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, test } from '@jest/globals';
import { KEPT_JSON_LIMITS } from '../../adapters/public-reads/public-reads';
import { testDatabases } from '../support/databases';
import { TestClient } from '../support/test-app';
import { raw, usePublicReadsApi } from '../support/kept-public-reads';

describe.each(testDatabases().map((db) => [db.name, db] as const))('public reads kept in memory on %s', (_name, db) => {
  const { suite, kept, jsonKept, pageKept, primed } = usePublicReadsApi(db);

  test('drafts and staff settings never go into the public copy, nor the public copy to the admin', async () => {
    const draft = await suite.admin.request('POST', '/api/blog-posts', { title: 'Draft Of Kept', excerpt: 'x', content: 'Not yet.' });
    expect(draft.status).toBe(201);
    const slugs = async (client: TestClient) =>
      ((await client.request('GET', '/api/blog-posts')).body as { slug: string }[]).map((p) => p.slug);
    // The admin asks first, then the public, then the admin again.
    expect(await slugs(suite.admin)).toContain(draft.body.slug);
    expect(await slugs(suite.app)).not.toContain(draft.body.slug);
    expect(jsonKept('/api/blog-posts')).toBe(true);
    expect(await slugs(suite.admin)).toContain(draft.body.slug);
    expect((await suite.admin.request('GET', `/api/blog-posts/${draft.body.slug}`)).status).toBe(200);
    expect((await suite.app.request('GET', `/api/blog-posts/${draft.body.slug}`)).status).toBe(404);
    expect((await suite.admin.request('GET', `/api/blog-posts/${draft.body.slug}`)).status).toBe(200);

    expect(
      (await suite.admin.request('POST', '/api/site-content', { section: 'guide', key: 'email', value: 'guide@example.com' })).status,
    ).toBe(200);
    const staffKeys = async (client: TestClient) =>
      ((await client.request('GET', '/api/site-content')).body as { section: string; key: string }[]).map((e) => `${e.section}.${e.key}`);
    expect(await staffKeys(suite.admin)).toContain('guide.email');
    expect(await staffKeys(suite.app)).not.toContain('guide.email');
    expect(jsonKept('/api/site-content')).toBe(true);
    expect(await staffKeys(suite.admin)).toContain('guide.email');

    const signedIn = await raw(suite.app.url, '/api/site-content', { Cookie: suite.admin.cookie! });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.vary).toMatch(/Cookie/);
    const anonymous = await raw(suite.app.url, '/api/site-content');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(anonymous.headers.vary).toMatch(/Cookie/);
  });

  test('a kept answer carries its ETag, answers If-None-Match with 304 and is sent in the encoding asked for', async () => {
    // Kept first: a page rendered anew carries its data's fetch times, so two renders differ.
    await primed(['/api/packages'], ['/']);
    for (const path of ['/api/packages', '/']) {
      const plain = await raw(suite.app.url, path);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
      const etag = plain.headers.etag!;
      expect(etag).toMatch(/^W\/".+"$/);
      const reference = plain.body;

      const gzipped = await raw(suite.app.url, path, { 'Accept-Encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.etag).toBe(etag);
      expect(gunzipSync(gzipped.body).equals(reference)).toBe(true);
      const brotli = await raw(suite.app.url, path, { 'Accept-Encoding': 'br;q=1, gzip;q=0.5' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).equals(reference)).toBe(true);

      const head = await raw(suite.app.url, path, { 'Accept-Encoding': 'gzip' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers['content-length']).toBe(gzipped.headers['content-length']);

      const unchanged = await raw(suite.app.url, path, { 'If-None-Match': etag, 'Accept-Encoding': 'gzip' });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body.length).toBe(0);
      expect(unchanged.headers.etag).toBe(etag);
      expect((await raw(suite.app.url, path, { 'If-None-Match': `"other", ${etag.slice(2)}` })).status).toBe(304);
      expect((await raw(suite.app.url, path, { 'If-None-Match': 'W/"other"' })).status).toBe(200);
    }

    // A change: the old ETag gets the new answer and a new ETag.
    const before = (await raw(suite.app.url, '/api/reviews')).headers.etag!;
    expect(
      (await suite.admin.request('POST', '/api/reviews', { name: 'Etag Reader', location: 'Edmonton', rating: 4, comment: 'New.' })).status,
    ).toBe(201);
    const after = await raw(suite.app.url, '/api/reviews', { 'If-None-Match': before });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  test('private pages, the admin app, a referral share page and bad queries are never kept', async () => {
    await primed([], ['/']);
    const pagesBefore = kept().pageAnswers.size;
    for (const path of ['/manage/abcdefghijklmnopqrstuvwxyz012345', '/waitlist/abcdefghijklmnopqrstuvwxyz012345']) {
      for (let i = 0; i < 2; i++) {
        const res = await raw(suite.app.url, path);
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect(pageKept(path)).toBe(false);
    }
    for (const path of ['/admin', '/admin/bookings']) {
      await raw(suite.app.url, path);
      await raw(suite.app.url, path);
      expect(kept().pageAnswers.get(suite.app.url + path)).toBeUndefined();
    }
    await suite.app.request('GET', '/share?ref=NOSUCHCODE');
    expect(pageKept('/share?ref=NOSUCHCODE')).toBe(false);
    expect(kept().pageAnswers.size).toBe(pagesBefore);

    const bad = await suite.app.request('GET', '/api/availability?days=9999');
    expect(bad.status).toBe(400);
    expect(jsonKept('/api/availability?days=9999')).toBe(false);
    expect((await suite.app.request('GET', '/api/availability?days=9999')).status).toBe(400);
  });

  test('made-up query strings cannot grow the kept answers past their bound', async () => {
    const total = KEPT_JSON_LIMITS.maxEntries + 100;
    for (let start = 0; start < total; start += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, total - start) }, (_, i) => suite.app.request('GET', `/api/packages?n=${start + i}`)),
      );
    }
    expect(kept().json.size).toBeLessThanOrEqual(KEPT_JSON_LIMITS.maxEntries);
    expect(kept().json.byteSize).toBeLessThanOrEqual(KEPT_JSON_LIMITS.maxBytes);
    // The least recently asked went first.
    expect(jsonKept(`/api/packages?n=${total - 1}`)).toBe(true);
    expect(jsonKept('/api/packages?n=0')).toBe(false);
    expect((await suite.app.request('GET', '/api/packages')).status).toBe(200);
    // A ceiling for a busy CI machine, not a speed check: about 8 s on a quiet one.
  }, 60_000);
});
