import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { CROSS_SITE_MESSAGES } from '../../adapters/http/cross-site';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';

const SITE = 'https://wabamun.example';
/** What a client aiming to poison a shared cache sends: someone else's Host (fetch cannot set Host). */
const FORGED = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' };

function get(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(base + path, { headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('behind a proxy, with PUBLIC_ORIGIN, on %s', (_name, db) => {
  beforeAll(() => {
    // npm test builds the site first; a bare jest run needs `npm run build:web`.
    expect(existsSync(join(__dirname, '..', '..', 'web', 'dist-server', 'entry-server.cjs'))).toBe(true);
  });
  const suite = useApiApp(db, { env: { TRUST_PROXY: '1', PUBLIC_ORIGIN: SITE } });

  test('TRUST_PROXY=1 takes the address the proxy saw, not one the client put first in X-Forwarded-For', async () => {
    for (const forged of ['6.6.6.6', '7.7.7.7']) {
      const res = await suite.app.request(
        'POST',
        '/api/auth/login',
        { username: 'proxied-guess', password: 'wrong password' },
        { 'X-Forwarded-For': `${forged}, 1.2.3.4` },
      );
      expect(res.status).toBe(401);
    }
    const log = (await suite.admin.request('GET', '/api/auth/sign-ins')).body as { username: string; ip: string; count?: number }[];
    const mine = log.filter((row) => row.username === 'proxied-guess');
    expect(mine.length).toBeGreaterThan(0);
    for (const row of mine) expect(row.ip).toBe('1.2.3.4');
  });

  test('robots.txt and the sitemap name PUBLIC_ORIGIN whatever Host the request carries', async () => {
    const robots = await get(suite.app.url, '/robots.txt', FORGED);
    expect(robots.status).toBe(200);
    expect(robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await get(suite.app.url, '/sitemap.xml', FORGED);
    expect(sitemap.status).toBe(200);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(5);
    for (const loc of locs) expect(loc.startsWith(`${SITE}/`)).toBe(true);
    expect(robots.text + sitemap.text).not.toContain('evil.example');
  });

  test('canonical and Open Graph addresses of a rendered page are on PUBLIC_ORIGIN, not the forged Host', async () => {
    const post = await suite.admin.request('POST', '/api/blog-posts', {
      title: 'Origin Check Walleye',
      excerpt: 'Where they bite.',
      content: 'North shore.',
      featuredImage: '/media/walleye.jpg',
      published: true,
    });
    expect(post.status).toBe(201);
    const page = await get(suite.app.url, `/blog/${post.body.slug}`, FORGED);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<link rel="canonical" href="${SITE}/blog/${post.body.slug}"`);
    expect(page.text).toContain(`<meta property="og:url" content="${SITE}/blog/${post.body.slug}"`);
    expect(page.text).toContain(`<meta property="og:image" content="${SITE}/media/walleye.jpg"`);
    const landing = await get(suite.app.url, '/', FORGED);
    expect(landing.text).toContain(`<link rel="canonical" href="${SITE}/"`);
    expect(page.text + landing.text).not.toContain('evil.example');
  });

  test('a state-changing request is taken only from PUBLIC_ORIGIN, not from the origin its Host names', async () => {
    const own = await suite.admin.request(
      'POST',
      '/api/packages',
      { name: 'Public Origin Special', price: 150, duration: '2 hours', description: 'Fine.', features: 'Rods' },
      { Origin: SITE },
    );
    expect(own.status).toBe(201);
    const hostOrigin = await suite.admin.request(
      'POST',
      '/api/packages',
      { name: 'Host Origin Special', price: 150, duration: '2 hours', description: 'No.', features: 'Rods' },
      { Origin: suite.app.url },
    );
    expect(hostOrigin.status).toBe(403);
    expect(hostOrigin.body).toEqual(errorAnswer({ message: CROSS_SITE_MESSAGES.foreign }));
  });
});
