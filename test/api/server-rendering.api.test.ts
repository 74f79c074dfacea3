import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { serversLoader } from '../support/stored-xss';

/** The pages as a search engine or link preview gets them: HTML only, no script runs. */
const root = join(__dirname, '..', '..');

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tag = headOf(html).match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return tag?.[1];
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...headOf(html).matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

/** Scripts the browser would execute inline (the CSP forbids them): any <script> without src that is not data. */
/** Inline scripts that could run, but the server's own loader of the page's scripts (exactly its text). */
function inlineScripts(html: string): string[] {
  const loader = serversLoader();
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([^<]*)/g)]
    .filter((m) => m[1] !== loader)
    .map((m) => m[0]);
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('pages rendered on the server on %s', (_name, db) => {
  beforeAll(() => {
    // npm test builds the site first; a bare jest run needs `npm run build:web`.
    expect(existsSync(join(root, 'web', 'dist-server', 'entry-server.cjs'))).toBe(true);
  });
  const suite = useApiApp(db);

  test("a blog post's HTML carries its SEO title, description, canonical, Open Graph tags and its text", async () => {
    const created = await suite.admin.request('POST', '/api/blog-posts', {
      title: 'Ice-Out Pike & the $& Shallows',
      excerpt: 'Where the big pike go right after the ice leaves.',
      content: '## Where to look\n\nWarm, dark-bottomed bays hold the first fish of spring.',
      metaTitle: 'Ice-Out Pike on Wabamun <Lake> | Spring Guide',
      metaDescription: 'Find ice-out pike on Wabamun Lake: warm bays, slow baits & safe handling.',
      keywords: 'pike, ice-out, Wabamun',
      featuredImage: '/media/ice-out.jpg',
      published: true,
    });
    expect(created.status).toBe(201);
    const slug = created.body.slug as string;

    const res = await suite.app.request('GET', `/blog/${slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = res.text;
    const firstScript = html.search(/<script\b/);
    const head = headOf(html);
    expect(head).toContain('<title>Ice-Out Pike on Wabamun &lt;Lake&gt; | Spring Guide</title>');
    expect(head.indexOf('<title>')).toBeLessThan(firstScript);
    expect(metaContent(html, 'name', 'description')).toBe('Find ice-out pike on Wabamun Lake: warm bays, slow baits &amp; safe handling.');
    expect(metaContent(html, 'name', 'keywords')).toBe('pike, ice-out, Wabamun');
    expect(head).toContain(`<link rel="canonical" href="${suite.app.url}/blog/${slug}"`);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'property', 'og:url')).toBe(`${suite.app.url}/blog/${slug}`);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${suite.app.url}/media/ice-out.jpg`);
    // index.html's own title and description are replaced, not kept beside the post's.
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    // The post itself is in the body (the '$&' stays text), outlined from h2 under the title.
    expect(html).toContain('Ice-Out Pike &amp; the $&amp; Shallows</h1>');
    expect(html).toMatch(/<h2[^>]*>Where to look<\/h2>/);
    expect(html).toContain('Warm, dark-bottomed bays hold the first fish of spring.');
    expect(inlineScripts(html)).toEqual([]);
  });

  test('the landing page describes the business and its packages (CAD) as JSON-LD, from the current data', async () => {
    const packages = (await suite.app.request('GET', '/api/packages')).body as { name: string; price: number }[];
    expect(packages.length).toBeGreaterThan(0);
    const res = await suite.app.request('GET', '/');
    expect(res.status).toBe(200);
    const [business] = jsonLdOf(res.text);
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      url: `${suite.app.url}/`,
      telephone: expect.any(String),
    });
    const offers = business!.makesOffer as { name: string; price: string; priceCurrency: string; url: string }[];
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual(packages.map((p) => [p.name, p.price.toFixed(2), 'CAD']));
    expect(offers[0]!.url).toBe(`${suite.app.url}/?package=${encodeURIComponent(packages[0]!.name).replace(/%20/g, '+')}#book`);
    const reviews = (await suite.app.request('GET', '/api/reviews')).body as { rating: number }[];
    expect(business!.aggregateRating).toMatchObject({ reviewCount: reviews.length });
    // The sections are in the HTML: the packages' names and the booking form's anchor.
    for (const pkg of packages) expect(res.text).toContain(pkg.name);
    expect(res.text).toContain('id="book"');
  });

  test("an edit of the hero title is in the next page's HTML", async () => {
    const saved = await suite.admin.request('POST', '/api/site-content', {
      section: 'hero',
      key: 'title',
      value: 'Pike Season Is Open on Wabamun',
    });
    expect(saved.status).toBeLessThan(300);
    const res = await suite.app.request('GET', '/');
    expect(res.text).toMatch(/<h1[^>]*>Pike Season Is Open on Wabamun<\/h1>/);
  });

  test("the admin's logo replaces the site's mark in the header and footer, and is the business's picture", async () => {
    const logo = 'https://cdn.example.com/wabamun-logo.png';
    expect((await suite.admin.request('POST', '/api/site-content', { section: 'branding', key: 'logo', value: logo })).status).toBe(200);
    try {
      const res = await suite.app.request('GET', '/blog');
      expect(res.text.match(new RegExp(`<img class="logo-mark logo-mark--image" src="${logo}"`, 'g'))).toHaveLength(2);
      const home = await suite.app.request('GET', '/');
      expect(jsonLdOf(home.text)[0]).toMatchObject({ image: logo });
      expect(metaContent(home.text, 'property', 'og:image')).toBe(logo);
    } finally {
      await suite.admin.request('POST', '/api/site-content', { section: 'branding', key: 'logo', value: '' });
    }
    // The class is in the page's stylesheet; no picture is in its markup.
    expect((await suite.app.request('GET', '/blog')).text).not.toContain('<img class="logo-mark logo-mark--image"');
  });

  test('the page is sent with the data it was rendered with, and no draft is in it', async () => {
    const draft = await suite.admin.request('POST', '/api/blog-posts', {
      title: 'Secret Spot Notes',
      excerpt: 'Not yet.',
      content: 'Draft.',
    });
    expect(draft.status).toBe(201);
    const res = await suite.app.request('GET', '/blog');
    const data = res.text.match(/<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/);
    expect(data).not.toBeNull();
    const state = JSON.parse(data![1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    const posts = state.queries.find((q) => q.queryKey.join('/') === '/api/blog-posts');
    expect(Array.isArray(posts?.state.data)).toBe(true);
    expect(res.text).not.toContain('Secret Spot Notes');
  });

  test('/liability-waiver carries the current terms as text beside the form, and the version it will sign', async () => {
    const terms = (await suite.app.request('GET', '/api/waiver-terms')).body as { id: number; sha256: string; text: string };
    const res = await suite.app.request('GET', '/liability-waiver?booking=Zm9yZ2VkLXJlZmVyZW5jZQ');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(headOf(html)).toMatch(/<title>Liability Waiver \| [^<]+<\/title>/);
    expect(headOf(html)).toContain(`<link rel="canonical" href="${suite.app.url}/liability-waiver"`);
    expect(metaContent(html, 'name', 'description')).toMatch(/liability waiver/);
    expect(html).toMatch(/<h1[^>]*>Liability Waiver<\/h1>/);
    // Every paragraph of the stored text is in the page, as text.
    const paragraphs = terms.text.split('\n\n');
    expect(paragraphs.length).toBeGreaterThan(5);
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    for (const paragraph of paragraphs) expect(html).toContain(`>${escaped(paragraph).replace(/'/g, '&#x27;')}</p>`);
    expect(html).toContain('For participants under 18');
    // The form, with the link's booking reference filled in (an old link's bare booking id is not).
    expect(html).toContain('id="waiver-form"');
    expect(html).toMatch(/<input[^>]*id="waiver-bookingReference"[^>]*value="Zm9yZ2VkLXJlZmVyZW5jZQ"/);
    const bareId = await suite.app.request('GET', '/liability-waiver?booking=5c0e7a2d-1b3f-4e6a-9d8c-7b6a5f4e3d2c');
    expect(bareId.text).toMatch(/<input[^>]*id="waiver-bookingReference"[^>]*value=""/);
    // Sent by the browser itself (before the scripts run, or without them) it would put the answers
    // in an address: it posts, and its button waits for the scripts; the page says what to do without them.
    const form = /<form[^>]*id="waiver-form"[^>]*>/.exec(html)![0];
    expect(form).toMatch(/method="post"/);
    expect(form).toMatch(/action="\/liability-waiver"/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>[\s\S]*?Submit Waiver/);
    expect(html).toMatch(/<noscript>[\s\S]*?JavaScript[\s\S]*?<\/noscript>/);
    // The browser starts from the same terms, version and hash, and reads nothing twice.
    const data = html.match(/<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/);
    const state = JSON.parse(data![1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    expect(state.queries.find((q) => q.queryKey.join('/') === '/api/waiver-terms')?.state.data).toMatchObject({
      id: terms.id,
      sha256: terms.sha256,
      text: terms.text,
    });
    expect(inlineScripts(html)).toEqual([]);
  });

  test("the booking form posts, and its button waits for the scripts: the browser never sends it with the visitor's details in an address", async () => {
    const html = (await suite.app.request('GET', '/?date=2026-12-17&time=morning&package=Half-Day%20Adventure')).text;
    const form = /<form[^>]*class="card booking-form"[^>]*>/.exec(html)![0];
    expect(form).toMatch(/method="post"/);
    expect(/<button[^>]*id="booking-submit"[^>]*>/.exec(html)?.[0]).toMatch(/disabled=""/);
  });

  test('an unknown path and a missing or draft post answer 404 with their page, kept out of search engines', async () => {
    const draft = await suite.admin.request('POST', '/api/blog-posts', {
      title: 'Unpublished Walleye Draft',
      excerpt: 'Soon.',
      content: 'Draft.',
    });
    for (const [path, text] of [
      ['/no/such/page', 'Page Not Found'],
      ['/blog/no-such-post', 'Post Not Found'],
      [`/blog/${draft.body.slug}`, 'Post Not Found'],
    ] as const) {
      const res = await suite.app.request('GET', path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.text).toContain(text);
      expect(metaContent(res.text, 'name', 'robots')).toBe('noindex');
      expect(headOf(res.text)).not.toContain('rel="canonical"');
    }
  });

  test('/book answers a redirect to the booking form, keeping the choice and the referral', async () => {
    const res = await fetch(`${suite.app.url}/book?date=2026-12-03&package=Half%20Day&ref=FRIEND50`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?date=2026-12-03&package=Half+Day&ref=FRIEND50#book');
  });

  test('text answers are compressed for clients that accept it', async () => {
    const res = await fetch(`${suite.app.url}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('</html>');
    const list = await fetch(`${suite.app.url}/api/blog-posts`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(list.headers.get('content-encoding')).toBe('gzip');
    // A command's few hundred bytes are sent as they are.
    const quote = await fetch(`${suite.app.url}/api/quote`, {
      method: 'POST',
      headers: { 'Accept-Encoding': 'gzip', 'Content-Type': 'application/json' },
      body: JSON.stringify({ package: 'Half-Day Adventure', date: '2026-12-05', people: 2 }),
    });
    expect(quote.status).toBe(200);
    expect(quote.headers.get('content-encoding')).toBeNull();
  });

  test('the stylesheet is in the page itself, allowed by its hash alone; the admin app keeps its link', async () => {
    const res = await fetch(`${suite.app.url}/`);
    const html = await res.text();
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(css?.length).toBeGreaterThan(1000);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    const hash = createHash('sha256').update(css!).digest('base64');
    const styleSrc = /style-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(styleSrc).toBe(`'self' 'sha256-${hash}'`);
    const admin = await (await fetch(`${suite.app.url}/admin`)).text();
    expect(admin).toMatch(/<link rel="stylesheet"/);
    expect(admin).not.toContain('<style>');
  });
});
