import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserAvailable } from '../support/browser';
import { useBrowserSite, VIEWPORTS, type Viewport } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;

interface Post {
  slug: string;
  title: string;
  excerpt: string;
  metaTitle: string | null;
  metaDescription: string | null;
}

/**
 * The blog as a reader uses it (list, then a post, in one page session whose <head> follows
 * along), and the pages as a browser without scripts gets them: rendered by the server.
 */
suite('the blog and server-rendered pages in a real browser', () => {
  const site = useBrowserSite();
  let url: string;
  let posts: Post[];

  beforeAll(async () => {
    url = site.url;
    posts = (await (await fetch(`${url}/api/blog-posts`)).json()) as Post[];
  });
  const open = (viewport: Viewport) => site.open(viewport);

  const head = (page: Page) =>
    page.evaluate(`({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.content ?? null,
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      canonical: document.querySelector('link[rel="canonical"]')?.href ?? null,
      ogType: document.querySelector('meta[property="og:type"]')?.content ?? null,
    })`) as Promise<{ title: string; description: string | null; descriptions: number; canonical: string | null; ogType: string | null }>;

  test.each(VIEWPORTS)('on %s: from the blog list to a post and back, the head follows each page', async (_name, viewport) => {
    const page = await open(viewport);
    await page.goto(`${url}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Wabamun Lake Fishing Blog' }).waitFor();
    expect((await head(page)).canonical).toBe(`${url}/blog`);

    const post = posts[0]!;
    const card = page
      .locator('article, li')
      .filter({ has: page.getByRole('heading', { name: post.title }) })
      .first();
    await card.getByRole('link', { name: /Read More/ }).click();
    await page.waitForURL(`${url}/blog/${post.slug}`);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    await expect(page.getByText('5 min read').first().isVisible()).resolves.toBe(true);
    expect(await head(page)).toEqual({
      title: post.metaTitle?.trim() || `${post.title} | Wabamun Lake Fishing Tours`,
      description: post.metaDescription?.trim() || post.excerpt,
      descriptions: 1,
      canonical: `${url}/blog/${post.slug}`,
      ogType: 'article',
    });

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Wabamun Lake Fishing Blog' }).waitFor();
    expect(await head(page)).toMatchObject({ canonical: `${url}/blog`, ogType: 'website', descriptions: 1 });
    await page.close();
  });

  test('without any script, the landing page and a post are already there', async () => {
    const packages = (await (await fetch(`${url}/api/packages`)).json()) as { name: string }[];
    // A render waits a few seconds for its data, then sends loading in its place (and is not kept):
    // on a loaded test machine the first one may, so the page is asked for until one is whole.
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const html = await (await fetch(`${url}/`)).text();
      if (packages.every((pkg) => html.includes(escaped(pkg.name)))) break;
    }
    const page = await open(VIEWPORTS[0][1]);
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.goto(`${url}/`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    for (const pkg of packages) await expect(page.locator('#packages').getByText(pkg.name).first().isVisible()).resolves.toBe(true);
    await expect(page.locator('#book').count()).resolves.toBe(1);

    const post = posts[1] ?? posts[0]!;
    await page.goto(`${url}/blog/${post.slug}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(post.title);
    const { content } = (await (await fetch(`${url}/api/blog-posts/${post.slug}`)).json()) as { content: string };
    const firstParagraph = content.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#'))!;
    await expect(page.locator('article').innerText()).resolves.toContain(firstParagraph.slice(0, 40));
    await page.close();
  });

  test('no page broke (a hydration mismatch would show here)', () => {
    expect(site.pageErrors).toEqual([]);
  });
});
