import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { Database } from '../../adapters/persistence/database';
import { openTestPglite } from '../support/databases';
import { Browser, browserAvailable, launchBrowser } from '../support/browser';
import { signInExternally } from '../support/external-admin';
import { dangerousNodes as dangerousNodesOf, FORMAT_PAYLOADS, HTML_PAYLOADS, ScriptWatch, watchForScript } from '../support/stored-xss';
import { startTestApp, TestApp, TestClient } from '../support/test-app';

const suite = browserAvailable() ? describe : describe.skip;

suite('stored content cannot run script on the public pages', () => {
  const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  let database: Database | undefined;
  let app: TestApp | undefined;
  let url: string;
  let admin: TestClient;
  let browser: Browser;
  let page: Page;
  let watch: ScriptWatch;
  let postId: number;
  let reviewId: number;
  const slug = `xss-check-${Date.now()}`;

  beforeAll(async () => {
    if (external) {
      url = external;
      admin = await signInExternally(url, process.env.E2E_ADMIN_USERNAME!, process.env.E2E_ADMIN_PASSWORD!);
    } else {
      database = await openTestPglite();
      app = await startTestApp({ database });
      url = app.url;
      admin = await app.signIn('admin', 'xss-admin');
    }
    const review = await admin.request('POST', '/api/reviews', {
      name: `Mallory <img src=x onerror="window.__xss('review-name')">`,
      location: `<svg/onload=window.__xss('review-location')>`,
      rating: 5,
      comment: HTML_PAYLOADS.join(' '),
    });
    expect(review.status).toBe(201);
    reviewId = review.body.id;
    const post = await admin.request('POST', '/api/blog-posts', {
      title: `Walleye <img src=x onerror="window.__xss('post-title')"> tips`,
      slug,
      excerpt: `<script>window.__xss('excerpt')</script> An excerpt`,
      content: ['## Payloads as text', ...HTML_PAYLOADS, '## Payloads in the format', ...FORMAT_PAYLOADS].join('\n\n'),
      metaTitle: `</title><script>window.__xss('meta-title')</script>`,
      metaDescription: `"><script>window.__xss('meta-description')</script>`,
      keywords: `<script>window.__xss('keywords')</script>`,
      published: true,
    });
    expect(post.status).toBe(201);
    postId = post.body.id;

    browser = await launchBrowser();
    watch = await watchForScript(browser.context);
    page = await browser.context.newPage();
  }, 90_000);

  afterAll(async () => {
    if (postId) await admin.request('DELETE', `/api/blog-posts/${postId}`);
    if (reviewId) await admin.request('DELETE', `/api/reviews/${reviewId}`);
    await browser?.close();
    await app?.close();
    await database?.close();
  });

  const dangerousNodes = () => dangerousNodesOf(page);

  test('the blog post page shows every payload as text and runs none', async () => {
    await page.goto(`${url}/blog/${slug}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      `<img src=x onerror="window.__xss('post-title')">`,
    );
    const article = await page.locator('main').innerText();
    for (const payload of HTML_PAYLOADS) expect(article).toContain(payload);
    // Refused links keep their words, as text.
    for (const words of ['plain js', 'mixed case', 'entity', 'spaced', 'data']) expect(article).toContain(words);
    for (const words of ['plain js', 'mixed case', 'entity', 'spaced', 'data']) {
      await expect(page.getByRole('link', { name: words, exact: true }).count()).resolves.toBe(0);
    }
    await expect(page.title()).resolves.toBe(`</title><script>window.__xss('meta-title')</script>`);
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
      `"><script>window.__xss('meta-description')</script>`,
    );
    expect(await dangerousNodes()).toEqual([]);
  });

  test('the blog list shows the title and excerpt as text', async () => {
    await page.goto(`${url}/blog`);
    await page.getByText(`Walleye <img src=x onerror="window.__xss('post-title')"> tips`).waitFor();
    await expect(page.getByText(`<script>window.__xss('excerpt')</script> An excerpt`).count()).resolves.toBe(1);
    expect(await dangerousNodes()).toEqual([]);
  });

  test('the landing page shows the review as text', async () => {
    await page.goto(`${url}/`);
    const reviews = page.locator('#reviews');
    await reviews.getByText(`Mallory <img src=x onerror="window.__xss('review-name')">`).waitFor();
    await expect(reviews.getByText(`<svg/onload=window.__xss('review-location')>`).count()).resolves.toBe(1);
    await expect(reviews.innerText()).resolves.toContain(HTML_PAYLOADS[0]);
    expect(await dangerousNodes()).toEqual([]);
  });

  test('nothing ran, no dialog opened, and the Content-Security-Policy had nothing to block', () => {
    expect(watch.executed).toEqual([]);
    expect(watch.dialogs).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
  });
});
