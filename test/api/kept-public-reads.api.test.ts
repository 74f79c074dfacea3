import { existsSync } from 'node:fs';
import { IncomingHttpHeaders, request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { PublicReads, KEPT_JSON_LIMITS } from '../../adapters/public-reads/public-reads';
import { PublicChangeFeeds } from '../../adapters/public-reads/public-reads.module';
import { PROJECTION_RUNNER } from '../../adapters/shared/tokens';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { startTestApp, TestApp, TestClient } from '../support/test-app';
import { TestClock } from '../support/test-clock';
import { untilLogVisible } from '../support/visible-log';

/**
 * The public reads kept in memory (issue 21): every change shows on the very next request of the
 * JSON read and of the rendered page, whoever made it; a kept answer is revalidated by its ETag and
 * sent as the client accepts it; private pages, signed-in answers and made-up addresses are not
 * kept (or not beyond the bound). Each test first checks that the answer is kept, so that it would
 * fail if the change did not drop it.
 */
const root = join(__dirname, '..', '..');
const clock = new TestClock(new Date('2026-11-23T15:00:00Z')); // Monday 09:00 on the lake
const DATE = '2026-12-01'; // a Tuesday within the landing page's 14 days: morning and afternoon
/** The package the tests book; the edits rename another one. */
const BOOKED_PACKAGE = 'Half-Day Adventure';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET (or HEAD) as it goes over the wire: no decoding, no headers but those given. */
function raw(url: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url + path, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The data a rendered page was made with (the dehydrated queries in its server-data script). */
function pageQueries(html: string): { queryKey: unknown[]; state: { data: unknown } }[] {
  const script = html.match(/<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/);
  expect(script).not.toBeNull();
  return (JSON.parse(script![1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
}

function slotsOf(days: unknown, date: string): Record<string, string> {
  const day = (days as { date: string; slots: { timeSlot: string; status: string }[] }[]).find((d) => d.date === date);
  expect(day).toBeDefined();
  return Object.fromEntries(day!.slots.map((s) => [s.timeSlot, s.status]));
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('public reads kept in memory on %s', (_name, db) => {
  beforeAll(() => {
    // npm test builds the site first; a bare jest run needs `npm run build:web`.
    expect(existsSync(join(root, 'web', 'dist-server', 'entry-server.cjs'))).toBe(true);
  });
  const suite = useApiApp(db, { clock });
  const kept = () => suite.app.app.get(PublicReads);
  const jsonKept = (path: string) => kept().json.get(path) !== undefined;
  const pageKept = (path: string) => kept().pageAnswers.get(suite.app.url + path) !== undefined;

  /**
   * Asks for each address until its answer is kept, then checks that it is. Just after start-up
   * the projections may still be catching up, and each change they make rightly drops what was kept
   * (on a busy machine that can come after the first request): a few rounds, not one.
   */
  async function primed(json: readonly string[], pages: readonly string[] = []): Promise<void> {
    const keptAll = () => json.every(jsonKept) && pages.every(pageKept);
    for (let round = 0; round < 5 && (round === 0 || !keptAll()); round++) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      for (const path of [...json, ...pages]) expect((await suite.app.request('GET', path)).status).toBe(200);
    }
    for (const path of json) expect([path, jsonKept(path)]).toEqual([path, true]);
    for (const path of pages) expect([path, pageKept(path)]).toEqual([path, true]);
  }

  const landingSlots = async () => {
    const html = (await suite.app.request('GET', '/')).text;
    const calendar = pageQueries(html).find((q) => q.queryKey.length === 1 && q.queryKey[0] === '/api/availability');
    return slotsOf(calendar!.state.data, DATE);
  };
  const apiSlots = async () => slotsOf((await suite.app.request('GET', '/api/availability')).body, DATE);

  test('a hold and its release show on the next / and /api/availability', async () => {
    await primed(['/api/availability'], ['/']);
    expect(await apiSlots()).toEqual({ morning: 'available', afternoon: 'available' });
    expect(await landingSlots()).toEqual({ morning: 'available', afternoon: 'available' });

    const held = await suite.app.request('POST', '/api/create-payment-intent', {
      amount: 1,
      bookingData: {
        package: BOOKED_PACKAGE,
        date: DATE,
        time: 'morning',
        name: 'Kept Reader',
        email: 'kept@example.com',
        phone: '(780) 555-0410',
        people: 2,
      },
    });
    expect(held.status).toBe(201);
    expect(await apiSlots()).toEqual({ morning: 'booked', afternoon: 'available' });
    expect(await landingSlots()).toEqual({ morning: 'booked', afternoon: 'available' });

    expect(jsonKept('/api/availability') && pageKept('/')).toBe(true);
    const release = { paymentIntentId: held.body.paymentIntentId, clientSecret: held.body.clientSecret };
    expect((await suite.app.request('POST', '/api/release-payment-hold', release)).status).toBe(204);
    expect(await apiSlots()).toEqual({ morning: 'available', afternoon: 'available' });
    expect(await landingSlots()).toEqual({ morning: 'available', afternoon: 'available' });
  });

  test("the admin's override and weekly template show on the next / and /api/availability", async () => {
    await primed(['/api/availability'], ['/']);
    expect((await suite.admin.request('PUT', '/api/availability', { date: DATE, timeSlot: 'afternoon', status: 'booked' })).status).toBe(
      200,
    );
    expect((await apiSlots()).afternoon).toBe('booked');
    expect((await landingSlots()).afternoon).toBe('booked');

    expect(jsonKept('/api/availability') && pageKept('/')).toBe(true);
    expect((await suite.admin.request('DELETE', `/api/availability/${DATE}/afternoon`)).status).toBe(204);
    expect((await apiSlots()).afternoon).toBe('available');
    expect((await landingSlots()).afternoon).toBe('available');

    const template = (await suite.admin.request('GET', '/api/availability/template')).body as { days: Record<string, string[]> };
    expect(jsonKept('/api/availability') && pageKept('/')).toBe(true);
    expect(
      (await suite.admin.request('PUT', '/api/availability/template', { days: { ...template.days, tuesday: ['afternoon'] } })).status,
    ).toBe(200);
    try {
      expect(await apiSlots()).toEqual({ afternoon: 'available' });
      expect(await landingSlots()).toEqual({ afternoon: 'available' });
    } finally {
      expect((await suite.admin.request('PUT', '/api/availability/template', template)).status).toBe(200);
    }
    expect(await apiSlots()).toEqual({ morning: 'available', afternoon: 'available' });
  });

  test('a site content edit shows on the next /api/site-content and /', async () => {
    await primed(['/api/site-content'], ['/']);
    const title = 'Walleye Evenings on Wabamun';
    expect((await suite.admin.request('POST', '/api/site-content', { section: 'hero', key: 'title', value: title })).status).toBe(200);
    const entries = (await suite.app.request('GET', '/api/site-content')).body as { section: string; key: string; value: string }[];
    expect(entries.find((e) => e.section === 'hero' && e.key === 'title')?.value).toBe(title);
    expect((await suite.app.request('GET', '/')).text).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  });

  test('a package edit shows on the next /api/packages and /', async () => {
    await primed(['/api/packages'], ['/']);
    const other = ((await suite.app.request('GET', '/api/packages')).body as Record<string, unknown>[]).find(
      (p) => p.name !== BOOKED_PACKAGE,
    );
    const { id, name, price, duration, description, features, featured, timeSlots } = other!;
    const renamed = `${String(name)} Deluxe`;
    const saved = await suite.admin.request('PUT', `/api/packages/${String(id)}`, {
      name: renamed,
      price,
      duration,
      description,
      features,
      featured,
      timeSlots,
    });
    expect(saved.status).toBe(200);
    expect(((await suite.app.request('GET', '/api/packages')).body as { name: string }[]).map((p) => p.name)).toContain(renamed);
    expect((await suite.app.request('GET', '/')).text).toContain(renamed);
  });

  test('a published post shows on the next /api/blog-posts, its own read, /blog and its page', async () => {
    const created = await suite.admin.request('POST', '/api/blog-posts', {
      title: 'Perch Under the Ice',
      excerpt: 'Small jigs, patient hands.',
      content: 'First ice is perch time.',
    });
    expect(created.status).toBe(201);
    const slug = created.body.slug as string;
    await primed(['/api/blog-posts'], ['/blog']);
    expect((await suite.app.request('GET', `/api/blog-posts/${slug}`)).status).toBe(404);
    expect((await suite.app.request('GET', `/blog/${slug}`)).status).toBe(404);
    expect(pageKept(`/blog/${slug}`)).toBe(true);

    expect((await suite.admin.request('PATCH', `/api/blog-posts/${created.body.id}`, { published: true })).status).toBe(200);
    expect(((await suite.app.request('GET', '/api/blog-posts')).body as { slug: string }[]).map((p) => p.slug)).toContain(slug);
    expect((await suite.app.request('GET', `/api/blog-posts/${slug}`)).status).toBe(200);
    expect((await suite.app.request('GET', '/blog')).text).toContain('Perch Under the Ice');
    const page = await suite.app.request('GET', `/blog/${slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('First ice is perch time.');
  });

  test('a review change shows on the next /api/reviews and /', async () => {
    await primed(['/api/reviews'], ['/']);
    const review = { name: 'Kept Reviewer', location: 'Stony Plain, AB', rating: 5, comment: 'The pike came right to the boat.' };
    const created = await suite.admin.request('POST', '/api/reviews', review);
    expect(created.status).toBe(201);
    expect(((await suite.app.request('GET', '/api/reviews')).body as { comment: string }[]).map((r) => r.comment)).toContain(
      review.comment,
    );
    expect((await suite.app.request('GET', '/')).text).toContain(review.comment);

    expect(jsonKept('/api/reviews') && pageKept('/')).toBe(true);
    const comment = 'The walleye came right to the boat.';
    expect((await suite.admin.request('PUT', `/api/reviews/${created.body.id}`, { ...review, comment })).status).toBe(200);
    expect(((await suite.app.request('GET', '/api/reviews')).body as { comment: string }[]).map((r) => r.comment)).toContain(comment);
    expect((await suite.app.request('GET', '/')).text).toContain(comment);
  });

  test('a catch change shows on the next /api/catches and /', async () => {
    await primed(['/api/catches'], ['/']);
    const fish = {
      fishType: 'Northern Pike',
      angler: 'Kept Angler',
      date: '2026-11-20',
      imageUrl: 'https://cdn.example.com/kept-pike.jpg',
    };
    const created = await suite.admin.request('POST', '/api/catches', fish);
    expect(created.status).toBe(201);
    expect(((await suite.app.request('GET', '/api/catches')).body as { angler: string }[]).map((c) => c.angler)).toContain('Kept Angler');
    expect((await suite.app.request('GET', '/')).text).toContain('Kept Angler');

    expect(jsonKept('/api/catches') && pageKept('/')).toBe(true);
    expect((await suite.admin.request('DELETE', `/api/catches/${created.body.id}`)).status).toBe(204);
    expect(((await suite.app.request('GET', '/api/catches')).body as { angler: string }[]).map((c) => c.angler)).not.toContain(
      'Kept Angler',
    );
    expect((await suite.app.request('GET', '/')).text).not.toContain('Kept Angler');
  });

  test('a write of anything the public reads do not show keeps them', async () => {
    await primed(['/api/packages'], ['/']);
    const saved = await suite.admin.request('PUT', '/api/message-templates/confirmation', {
      body: '{business}: {name}, see you on {date}.',
    });
    expect(saved.status).toBe(200);
    expect(jsonKept('/api/packages') && pageKept('/')).toBe(true);
  });

  test('a started slot leaves the kept calendar at the next minute on the lake', async () => {
    const today = '2026-11-23';
    const path = `/api/availability?from=${today}&days=1`;
    clock.set(new Date('2026-11-23T18:59:30Z')); // 12:59:30 on the lake: the afternoon starts at 13:00
    try {
      expect(slotsOf((await suite.app.request('GET', path)).body, today).afternoon).toBe('available');
      expect(jsonKept(path)).toBe(true);
      clock.set(new Date('2026-11-23T19:00:00Z'));
      expect(slotsOf((await suite.app.request('GET', path)).body, today).afternoon).not.toBe('available');
    } finally {
      clock.set(new Date('2026-11-23T15:00:00Z'));
    }
  });

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

describe.each(testDatabases().map((db) => [db.name, db] as const))('public reads kept by two servers on %s', (_name, db) => {
  let database: Awaited<ReturnType<typeof db.open>>;
  let app: TestApp;
  let other: TestApp;

  beforeAll(async () => {
    database = await db.open();
    app = await startTestApp({ database, clock });
    other = await startTestApp({ database, clock });
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await app?.close();
    await database?.close();
  });

  test("another server's package edit and booking show here once this server has read the audit rows and the log", async () => {
    const reads = app.app.get(PublicReads);
    const names = async () => ((await app.request('GET', '/api/packages')).body as { name: string }[]).map((p) => p.name);
    const first = ((await app.request('GET', '/api/packages')).body as Record<string, unknown>[]).find((p) => p.name !== BOOKED_PACKAGE);
    await app.request('GET', '/');
    expect(reads.json.get('/api/packages')).toBeDefined();
    expect(reads.pageAnswers.get(`${app.url}/`)).toBeDefined();

    const admin = await other.signIn('admin', 'guide');
    const { id, name, price, duration, description, features, featured, timeSlots } = first!;
    const renamed = `${String(name)} (Other Server)`;
    const body = { name: renamed, price, duration, description, features, featured, timeSlots };
    expect((await admin.request('PUT', `/api/packages/${String(id)}`, body)).status).toBe(200);
    await app.app.get(PublicChangeFeeds).poll();
    expect(await names()).toContain(renamed);
    expect((await app.request('GET', '/')).text).toContain(renamed);

    const calendar = `/api/availability?from=${DATE}&days=1`;
    expect(slotsOf((await app.request('GET', calendar)).body, DATE).afternoon).toBe('available');
    const held = await other.request('POST', '/api/create-payment-intent', {
      amount: 1,
      bookingData: {
        package: BOOKED_PACKAGE,
        date: DATE,
        time: 'afternoon',
        name: 'Other Server',
        email: 'other-server@example.com',
        phone: '(780) 555-0420',
        people: 2,
      },
    });
    expect(held.status).toBe(201);
    await untilLogVisible(database);
    await app.app.get<ProjectionRunner>(PROJECTION_RUNNER).catchUp();
    expect(slotsOf((await app.request('GET', calendar)).body, DATE).afternoon).toBe('booked');
  });
});
