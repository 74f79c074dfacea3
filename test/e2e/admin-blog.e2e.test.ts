import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { BLOG_MESSAGES, slugify } from '../../domain/blog/blog-rules';
import { browserAvailable } from '../support/browser';
import { useBrowserSite, VIEWPORTS, signInToDashboard } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;

const guide = { username: 'blog-guide', password: 'the blog guide has a long password' };
const TITLE = 'Ice-Out Pike on Wabamun: Where to Start';
const EXCERPT = 'The first open water brings pike into the shallow bays.';
const CONTENT = '## Shallow bays first\n\nLook for **dark bottoms** that warm fastest.\n\n- Slow jerkbaits\n- Dead bait under a float';

async function signIn(page: Page, url: string): Promise<void> {
  await signInToDashboard(page, url, guide);
}

/** The dashboard's Blog Posts tab, however the dashboard presents its tabs. */
async function openBlogTab(page: Page): Promise<void> {
  await page
    .getByRole('tab', { name: 'Blog Posts' })
    .or(page.getByRole('link', { name: 'Blog Posts', exact: true }))
    .or(page.getByRole('button', { name: 'Blog Posts', exact: true }))
    .first()
    .click();
  await page.getByRole('heading', { level: 2, name: 'Blog Posts' }).waitFor();
}

/**
 * The blog's acceptance (docs/product/content.md): the guide writes a post on a phone, publishes it
 * from the dashboard, and a reader finds it on /blog and opens it. Needs the in-process app to make
 * the admin account.
 */
suite('the admin Blog Posts tab in a real browser', () => {
  const site = useBrowserSite();
  const slug = slugify(TITLE);

  beforeAll(async () => {
    if (site.app) await site.app.app.get(AuthService).createUser({ ...guide, role: 'admin' });
  });

  const inProcess = () => site.app !== undefined;

  test('creates and publishes a post on a phone, then a reader finds it on /blog and opens it', async () => {
    if (!inProcess()) return;
    const page = await site.open(VIEWPORTS[0][1]);
    await signIn(page, site.url);
    await openBlogTab(page);

    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
    await dialog.waitFor();

    // Nothing filled in: the missing-fields message, and nothing is sent.
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await dialog.getByText(BLOG_MESSAGES.required).first().waitFor();

    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
    // The slug is left empty: the address shown is the one generated from the title.
    await dialog.getByText(`/blog/${slug}`).waitFor();
    await dialog.getByRole('textbox', { name: 'Excerpt', exact: true }).fill(EXCERPT);
    await dialog.getByRole('textbox', { name: 'Content', exact: true }).fill(CONTENT);
    await dialog.getByRole('textbox', { name: 'SEO title', exact: true }).fill('Ice-Out Pike on Wabamun Lake');

    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Content preview' });
    await preview.getByRole('heading', { name: 'Shallow bays first' }).waitFor();
    await expect(preview.locator('strong').textContent()).resolves.toBe('dark bottoms');
    await dialog.getByRole('button', { name: 'Write' }).click();

    await dialog.getByLabel('Publish immediately').check();
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await page.getByText('Blog post created', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: TITLE }) });
    await expect(card.getByText('Published').isVisible()).resolves.toBe(true);
    const open = card.getByRole('link', { name: /^Open/ });
    await expect(open.getAttribute('href')).resolves.toBe(`/blog/${slug}`);
    await expect(open.getAttribute('target')).resolves.toBe('_blank');

    await page.goto(`${site.url}/blog`);
    const listed = page
      .locator('article, li')
      .filter({ has: page.getByRole('heading', { name: TITLE }) })
      .first();
    await listed.getByText(EXCERPT).waitFor();
    await listed.getByRole('link', { name: /Read More/ }).click();
    await page.waitForURL(`${site.url}/blog/${slug}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expect(page.getByRole('heading', { name: 'Shallow bays first' }).isVisible()).resolves.toBe(true);
    await expect(page.title()).resolves.toBe('Ice-Out Pike on Wabamun Lake');
    await page.close();
  });

  test('deletes the post after the confirmation; it is gone from the public blog', async () => {
    if (!inProcess()) return;
    const page = await site.open(VIEWPORTS[1][1]);
    await signIn(page, site.url);
    await openBlogTab(page);

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: TITLE }) });
    await card.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete blog post' });
    await confirm.getByText('Are you sure you want to delete this blog post?').waitFor();
    // Keeping it changes nothing.
    await confirm.getByRole('button', { name: 'Keep Post' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(card.count()).resolves.toBe(1);

    await card.getByRole('button', { name: /^Delete/ }).click();
    await confirm.getByRole('button', { name: 'Delete Post' }).click();
    await page.getByText('Blog post deleted', { exact: true }).waitFor();
    await card.waitFor({ state: 'detached' });

    const answer = await fetch(`${site.url}/api/blog-posts/${slug}`);
    expect(answer.status).toBe(404);
    await page.close();
  });

  test('no page broke', () => {
    expect(site.pageErrors).toEqual([]);
  });
});
