import { describe, expect, test } from '@jest/globals';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';

describe.each(testDatabases().map((db) => [db.name, db] as const))('robots.txt and sitemap.xml on %s', (_name, db) => {
  const suite = useApiApp(db);

  test('robots.txt keeps crawlers out of /admin and /api and names the sitemap', async () => {
    const res = await suite.app.request('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api', `Sitemap: ${suite.app.url}/sitemap.xml`]),
    );
  });

  test('the sitemap lists every public page and every published post, and no draft', async () => {
    const draft = await suite.admin.request('POST', '/api/blog-posts', {
      title: 'Unfinished Ice Fishing Notes',
      excerpt: 'Soon.',
      content: 'Draft.',
    });
    expect(draft.status).toBe(201);
    const res = await suite.app.request('GET', '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(suite.app.url.length));
    const published = (await suite.app.request('GET', '/api/blog-posts')).body.map((p: { slug: string }) => `/blog/${p.slug}`);
    expect(published.length).toBeGreaterThanOrEqual(3);
    expect(locs).toEqual([
      '/',
      '/blog',
      '/fishing-regulations',
      '/wabamun-lake-info',
      '/privacy-policy',
      '/terms-of-service',
      '/liability-waiver',
      '/gift-cards',
      ...published,
    ]);
    expect(locs).not.toContain(`/blog/${draft.body.slug}`);
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });
});
