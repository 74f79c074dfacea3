import { beforeAll, describe, expect, test } from '@jest/globals';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { useApiApp } from '../support/api-suite';
import { TestClient } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const REQUIRED = 'Missing required fields: Please fill in title, content, and excerpt.';
const SLUG_TAKEN = 'This slug is already used by another post. Please choose a different slug.';
const SLUG_FORMAT = 'Slug may only contain lowercase letters, numbers and hyphens';

let serial = 0;
/** A valid post with a slug no other test uses. */
const post = (extra: Record<string, unknown> = {}) => ({
  title: 'Spring Walleye Tips',
  slug: `spring-walleye-${++serial}`,
  excerpt: 'Where the walleye hold after ice-out.',
  content: '# Ice-out\n\nFish the **north shore** breaks with a *slow* jig.\n\n- Rods\n- Minnows\n',
  metaTitle: 'Spring Walleye on Wabamun',
  metaDescription: 'How to find walleye on Wabamun Lake in spring.',
  keywords: 'walleye, wabamun, spring',
  ...extra,
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('blog posts API on %s', (_name, db) => {
  const clock = new TestClock(new Date('2026-11-22T18:00:00Z'));
  const ids = (res: { body: { id: number }[] }) => res.body.map((p) => p.id);

  const suite = useApiApp(db, { clock });
  let auditor: TestClient;
  beforeAll(async () => {
    auditor = await suite.app.signIn('auditor', 'reader');
  });

  test('a draft is hidden from the public and shown to any signed-in account', async () => {
    const created = await suite.admin.request('POST', '/api/blog-posts', post({ slug: 'draft-only' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      slug: 'draft-only',
      published: false,
      publishedAt: null,
      featuredImage: null,
      createdAt: clock.now().toISOString(),
    });
    const { id } = created.body;

    expect(ids(await suite.app.request('GET', '/api/blog-posts'))).not.toContain(id);
    const hidden = await suite.app.request('GET', '/api/blog-posts/draft-only');
    expect([hidden.status, hidden.body]).toEqual([404, errorAnswer({ message: 'Post not found' })]);

    for (const staff of [suite.admin, auditor]) {
      expect(ids(await staff.request('GET', '/api/blog-posts'))).toContain(id);
      const read = await staff.request('GET', '/api/blog-posts/draft-only');
      expect([read.status, read.body.id]).toEqual([200, id]);
    }
    expect((await suite.app.request('GET', '/api/blog-posts/no-such-post')).body).toEqual(errorAnswer({ message: 'Post not found' }));
  });

  test('publishing sets publishedAt once; unpublishing hides the post and keeps the date', async () => {
    const { id, slug } = (await suite.admin.request('POST', '/api/blog-posts', post())).body;
    const publishedAt = clock.advance(3_600_000).toISOString();
    const published = await suite.admin.request('PATCH', `/api/blog-posts/${id}`, { published: true });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ published: true, publishedAt, updatedAt: publishedAt, title: 'Spring Walleye Tips' });
    expect(ids(await suite.app.request('GET', '/api/blog-posts'))).toContain(id);
    expect((await suite.app.request('GET', `/api/blog-posts/${slug}`)).body).toMatchObject({ id, publishedAt });

    clock.advance(60_000);
    const unpublished = await suite.admin.request('PATCH', `/api/blog-posts/${id}`, { published: false });
    expect(unpublished.body).toMatchObject({ published: false, publishedAt });
    expect(ids(await suite.app.request('GET', '/api/blog-posts'))).not.toContain(id);
    expect((await suite.app.request('GET', `/api/blog-posts/${slug}`)).status).toBe(404);

    clock.advance(60_000);
    const again = await suite.admin.request('PATCH', `/api/blog-posts/${id}`, { published: true });
    expect(again.body).toMatchObject({ published: true, publishedAt });

    const immediate = await suite.admin.request('POST', '/api/blog-posts', post({ published: true }));
    expect(immediate.body).toMatchObject({ published: true, publishedAt: clock.now().toISOString() });
  });

  test('PATCH changes only the fields sent', async () => {
    const { id } = (await suite.admin.request('POST', '/api/blog-posts', post({ featuredImage: '/media/walleye-1.jpg' }))).body;
    const res = await suite.admin.request('PATCH', `/api/blog-posts/${id}`, { excerpt: '  A new excerpt. ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...post(),
      slug: res.body.slug,
      excerpt: 'A new excerpt.',
      featuredImage: '/media/walleye-1.jpg',
      published: false,
    });
    const cleared = await suite.admin.request('PATCH', `/api/blog-posts/${id}`, { featuredImage: null, metaTitle: '' });
    expect(cleared.body).toMatchObject({ featuredImage: null, metaTitle: '', keywords: 'walleye, wabamun, spring' });
  });

  test('the public list is newest publication first; signed in, drafts come first, last edited on top', async () => {
    const make = async (title: string, published: boolean) => {
      clock.advance(60_000);
      return (await suite.admin.request('POST', '/api/blog-posts', post({ title, published }))).body.id as number;
    };
    const older = await make('Older published', true);
    const draftA = await make('Draft A', false);
    const newer = await make('Newer published', true);
    const draftB = await make('Draft B', false);
    clock.advance(60_000);
    await suite.admin.request('PATCH', `/api/blog-posts/${draftA}`, { title: 'Draft A, edited' });
    const mine = new Set([older, draftA, newer, draftB]);
    const publicOrder = ids(await suite.app.request('GET', '/api/blog-posts')).filter((id) => mine.has(id));
    expect(publicOrder).toEqual([newer, older]);
    const staffOrder = ids(await suite.admin.request('GET', '/api/blog-posts')).filter((id) => mine.has(id));
    expect(staffOrder).toEqual([draftA, draftB, newer, older]);
    const all = (await suite.admin.request('GET', '/api/blog-posts')).body as { published: boolean }[];
    const firstPublished = all.findIndex((p) => p.published);
    expect(all.slice(firstPublished).every((p) => p.published)).toBe(true);
  });

  test('an empty slug is generated from the title; a new title keeps the slug unless slug is sent empty', async () => {
    const created = await suite.admin.request('POST', '/api/blog-posts', post({ title: 'Pêche à Wabamun: Top 5 -- Tips!', slug: '' }));
    expect(created.body.slug).toBe('peche-a-wabamun-top-5-tips');
    const withoutSlug = await suite.admin.request('POST', '/api/blog-posts', {
      ...post({ title: '  Pike & Perch   Derby ' }),
      slug: undefined,
    });
    expect(withoutSlug.body).toMatchObject({ title: 'Pike & Perch   Derby', slug: 'pike-perch-derby' });
    const symbols = await suite.admin.request('POST', '/api/blog-posts', post({ title: '!!!', slug: '   ' }));
    expect(symbols.body.slug).toBe('post');

    const { id } = created.body;
    const retitled = await suite.admin.request('PATCH', `/api/blog-posts/${id}`, { title: 'Ice Fishing Safety' });
    expect(retitled.body).toMatchObject({ title: 'Ice Fishing Safety', slug: 'peche-a-wabamun-top-5-tips' });
    const regenerated = await suite.admin.request('PATCH', `/api/blog-posts/${id}`, { slug: '' });
    expect(regenerated.body.slug).toBe('ice-fishing-safety');
    const both = await suite.admin.request('PATCH', `/api/blog-posts/${id}`, { title: 'First Ice 2026', slug: '' });
    expect(both.body.slug).toBe('first-ice-2026');
    expect((await suite.app.request('GET', '/api/blog-posts/first-ice-2026')).status).toBe(404); // still a draft
    expect((await suite.admin.request('GET', '/api/blog-posts/first-ice-2026')).body.id).toBe(id);
  });

  test('an explicit slug must be lowercase words joined by hyphens', async () => {
    for (const slug of ['Walleye-Tips', 'walleye tips', 'walleye--tips', '-walleye', 'pêche', 42]) {
      const res = await suite.admin.request('POST', '/api/blog-posts', post({ slug }));
      expect([slug, res.status, res.body]).toEqual([slug, 400, errorAnswer({ message: SLUG_FORMAT, errors: { slug: SLUG_FORMAT } })]);
    }
    const { id } = (await suite.admin.request('POST', '/api/blog-posts', post())).body;
    const patched = await suite.admin.request('PATCH', `/api/blog-posts/${id}`, { slug: 'Not OK!' });
    expect([patched.status, patched.body.errors]).toEqual([400, { slug: SLUG_FORMAT }]);
  });

  test('a taken slug is a conflict on create and on PATCH, even when generated or racing', async () => {
    const first = await suite.admin.request('POST', '/api/blog-posts', post({ slug: 'perch-derby-results' }));
    expect(first.status).toBe(201);
    const again = await suite.admin.request('POST', '/api/blog-posts', post({ slug: 'perch-derby-results' }));
    expect([again.status, again.body]).toEqual([409, errorAnswer({ message: SLUG_TAKEN })]);
    const generated = await suite.admin.request('POST', '/api/blog-posts', post({ title: 'Perch Derby Results', slug: '' }));
    expect([generated.status, generated.body]).toEqual([409, errorAnswer({ message: SLUG_TAKEN })]);

    const other = (await suite.admin.request('POST', '/api/blog-posts', post())).body;
    const patched = await suite.admin.request('PATCH', `/api/blog-posts/${other.id}`, { slug: 'perch-derby-results' });
    expect([patched.status, patched.body]).toEqual([409, errorAnswer({ message: SLUG_TAKEN })]);
    expect((await suite.admin.request('GET', `/api/blog-posts/${other.slug}`)).body.id).toBe(other.id);
    // Re-sending its own slug is no conflict.
    expect((await suite.admin.request('PATCH', `/api/blog-posts/${other.id}`, { slug: other.slug })).status).toBe(200);

    const race = await Promise.all([1, 2].map(() => suite.admin.request('POST', '/api/blog-posts', post({ slug: 'race-for-a-slug' }))));
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(race.find((r) => r.status === 409)!.body).toEqual(errorAnswer({ message: SLUG_TAKEN }));
  });

  test('title, content and excerpt are required, each with the one missing-fields message', async () => {
    const all = await suite.admin.request('POST', '/api/blog-posts', { slug: 'nothing-here' });
    expect(all.status).toBe(400);
    expect(all.body).toEqual(errorAnswer({ message: REQUIRED, errors: { title: REQUIRED, excerpt: REQUIRED, content: REQUIRED } }));
    for (const field of ['title', 'content', 'excerpt']) {
      for (const value of [undefined, '', '   \n ', null, 5]) {
        const res = await suite.admin.request('POST', '/api/blog-posts', post({ [field]: value }));
        expect([field, value, res.status, res.body]).toEqual([
          field,
          value,
          400,
          errorAnswer({ message: REQUIRED, errors: { [field]: REQUIRED } }),
        ]);
      }
    }
    const { id } = (await suite.admin.request('POST', '/api/blog-posts', post())).body;
    for (const field of ['title', 'content', 'excerpt']) {
      const res = await suite.admin.request('PATCH', `/api/blog-posts/${id}`, { [field]: '' });
      expect([field, res.status, res.body]).toEqual([field, 400, errorAnswer({ message: REQUIRED, errors: { [field]: REQUIRED } })]);
    }
    expect((await suite.admin.request('PATCH', `/api/blog-posts/${id}`, { published: null })).body).toEqual(
      errorAnswer({
        message: 'Published must be true or false',
        errors: { published: 'Published must be true or false' },
      }),
    );
  });

  test('lengths and the featured image are checked', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'T'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
      [{ excerpt: 'E'.repeat(501) }, 'excerpt', 'Excerpt must be at most 500 characters'],
      [{ content: 'C'.repeat(100_001) }, 'content', 'Content must be at most 100,000 characters'],
      [{ metaTitle: 'M'.repeat(71) }, 'metaTitle', 'SEO title must be text of at most 70 characters (search engines cut longer ones)'],
      [
        { metaDescription: 'D'.repeat(171) },
        'metaDescription',
        'Meta description must be text of at most 170 characters (search engines cut longer ones)',
      ],
      [{ keywords: 'k'.repeat(301) }, 'keywords', 'Keywords must be text of at most 300 characters'],
      [{ featuredImage: 'http://example.com/pike.png' }, 'featuredImage', 'Featured image must be an uploaded image or an https:// link'],
      [{ featuredImage: '/media/../secret.png' }, 'featuredImage', 'Featured image must be an uploaded image or an https:// link'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await suite.admin.request('POST', '/api/blog-posts', post(extra));
      expect([field, res.status, res.body.errors]).toEqual([field, 400, { [field]: message }]);
    }
    const ok = await suite.admin.request(
      'POST',
      '/api/blog-posts',
      post({ title: 'T'.repeat(200), metaTitle: 'M'.repeat(70), featuredImage: 'https://images.example.com/pike.webp' }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.featuredImage).toBe('https://images.example.com/pike.webp');
  });

  test('content is stored and returned verbatim, markup included', async () => {
    const content = '  Intro <script>alert(1)</script>\n\n![pike](/media/pike-1.jpg) & [regs](https://www.alberta.ca)\n\n';
    const created = await suite.admin.request('POST', '/api/blog-posts', post({ content, published: true }));
    expect(created.body.content).toBe(content);
    const read = await suite.app.request('GET', `/api/blog-posts/${created.body.slug}`);
    expect(read.body.content).toBe(content);
    expect(read.headers.get('content-type')).toMatch(/^application\/json/);
  });

  test('answers 404 for a missing post id, 401 without a session and 403 to an auditor', async () => {
    for (const [method, body] of [['PATCH', { title: 'x' }], ['DELETE']] as const) {
      const res = await suite.admin.request(method, '/api/blog-posts/999999', body);
      expect([method, res.status, res.body]).toEqual([method, 404, errorAnswer({ message: 'Post not found' })]);
    }
    const { id } = (await suite.admin.request('POST', '/api/blog-posts', post())).body;
    expect((await suite.app.request('POST', '/api/blog-posts', post())).status).toBe(401);
    expect((await suite.app.request('PATCH', `/api/blog-posts/${id}`, { title: 'Hacked' })).status).toBe(401);
    expect((await suite.app.request('DELETE', `/api/blog-posts/${id}`)).status).toBe(401);
    expect((await auditor.request('POST', '/api/blog-posts', post())).status).toBe(403);
    expect((await auditor.request('DELETE', `/api/blog-posts/${id}`)).status).toBe(403);
    expect((await suite.admin.request('PATCH', `/api/blog-posts/abc`, { title: 'x' })).status).toBe(400);

    const deleted = await suite.admin.request('DELETE', `/api/blog-posts/${id}`);
    expect(deleted.status).toBe(204);
    expect(ids(await suite.admin.request('GET', '/api/blog-posts'))).not.toContain(id);
    expect((await suite.admin.request('DELETE', `/api/blog-posts/${id}`)).status).toBe(404);
  });

  test('every change is in the audit: who, when and what changed', async () => {
    const created = (await suite.admin.request('POST', '/api/blog-posts', post())).body;
    const publishedAt = clock.advance(60_000).toISOString();
    await suite.admin.request('PATCH', `/api/blog-posts/${created.id}`, { published: true, title: 'Audited Title' });
    await suite.admin.request('PATCH', `/api/blog-posts/${created.id}`, { title: 'Audited Title' }); // no change
    clock.advance(60_000);
    await suite.admin.request('DELETE', `/api/blog-posts/${created.id}`);

    const audit = await suite.admin.request('GET', `/api/content-changes?area=blog-posts&recordId=${created.id}`);
    expect(audit.status).toBe(200);
    expect(audit.body.map((c: any) => [c.action, c.actor.username, Object.keys(c.changes).sort()])).toEqual([
      ['deleted', 'guide', expect.arrayContaining(['title', 'slug', 'content', 'published'])],
      ['updated', 'guide', ['published', 'publishedAt', 'title']],
      ['created', 'guide', expect.arrayContaining(['title', 'slug', 'excerpt', 'content', 'published'])],
    ]);
    expect(audit.body[1].changes).toEqual({
      title: { from: 'Spring Walleye Tips', to: 'Audited Title' },
      published: { from: false, to: true },
      publishedAt: { from: null, to: publishedAt },
    });
    expect(audit.body[1].at).toBe(publishedAt);
    expect(audit.body[0].at).toBe(clock.now().toISOString());
  });
});
