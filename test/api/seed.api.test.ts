import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';
import { startTestApp } from '../support/test-app';

describe.each(testDatabases().map((db) => [db.name, db] as const))('starting content on %s', (_name, db) => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await db.open();
    dataDir = mkdtempSync(join(tmpdir(), 'fishing-seed-'));
  }, 30_000);
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the first start seeds a consistent site; the second start seeds nothing, even what the admin deleted', async () => {
    const first = await startTestApp({ database, env: { DATA_DIR: dataDir } });
    const admin = await first.signIn('admin', 'guide');
    const packages = (await first.request('GET', '/api/packages')).body;
    expect(packages.map((p: any) => [p.name, p.price, p.duration, p.featured])).toEqual([
      ['Half-Day Adventure', 249, '4 hours', false],
      ['Full-Day Adventure', 399, '8 hours', true],
      ['Trophy Hunter', 599, '8 hours', false],
    ]);
    const reviews = (await first.request('GET', '/api/reviews')).body;
    expect(reviews).toHaveLength(3);
    expect(reviews.every((r: any) => /^[A-Z]{2}$/.test(r.initials))).toBe(true);
    const catches = (await first.request('GET', '/api/catches')).body;
    expect(catches.map((c: any) => c.fishType).sort()).toEqual(['Northern Pike', 'Walleye', 'Yellow Perch']);
    for (const c of catches) {
      const image = await fetch(first.url + c.imageUrl);
      expect([c.imageUrl, image.status, image.headers.get('content-type')]).toEqual([c.imageUrl, 200, 'image/jpeg']);
    }
    const posts = (await first.request('GET', '/api/blog-posts')).body;
    expect(posts).toHaveLength(3);
    expect(posts.every((p: any) => p.published && p.publishedAt && p.metaDescription.length >= 100)).toBe(true);
    const content = (await first.request('GET', '/api/site-content')).body;
    const value = (section: string, key: string) => content.find((e: any) => e.section === section && e.key === key)?.value;
    expect([value('claims', 'experience'), value('claims', 'rating'), value('claims', 'clients'), value('claims', 'fish')]).toEqual([
      '10+',
      '4.9',
      '500+',
      '3K+',
    ]);
    expect(value('guide', 'phone')).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    const audit = (await admin.request('GET', '/api/content-changes?area=packages')).body;
    expect(audit.filter((c: any) => c.actor.kind === 'system' && c.actor.process === 'seed')).toHaveLength(3);

    // The guide removes a sample review, then the server restarts.
    expect((await admin.request('DELETE', `/api/reviews/${reviews[0].id}`)).status).toBe(204);
    await first.close();

    const second = await startTestApp({ database, env: { DATA_DIR: dataDir } });
    try {
      expect((await second.request('GET', '/api/reviews')).body).toHaveLength(2);
      expect((await second.request('GET', '/api/packages')).body).toHaveLength(3);
      expect((await second.request('GET', '/api/catches')).body).toHaveLength(3);
      expect((await second.request('GET', '/api/blog-posts')).body).toHaveLength(3);
      expect((await second.request('GET', '/api/site-content')).body).toHaveLength(content.length);
    } finally {
      await second.close();
    }
  });
});
