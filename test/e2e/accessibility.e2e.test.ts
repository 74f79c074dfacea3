import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserAvailable } from '../support/browser';
import { useBrowserSite, VIEWPORTS, type Viewport } from '../support/browser-site';
import { seriousViolations } from '../support/axe';

const suite = browserAvailable() ? describe : describe.skip;

/** Every public route (the blog post is the first published one). */
const ROUTES = [
  '/',
  '/blog',
  'a blog post',
  '/fishing-regulations',
  '/wabamun-lake-info',
  '/privacy-policy',
  '/terms-of-service',
  '/liability-waiver',
  '/gift-cards',
  '/booking-success',
  '/no/such/page',
];

/**
 * axe-core on every public route, at phone and desktop sizes, after the page has hydrated and
 * its data arrived: no serious or critical violation of WCAG 2.1 A/AA. Also the states a visitor
 * brings about: the booking form showing its messages, and the mobile menu open.
 */
suite('public pages pass axe', () => {
  const site = useBrowserSite();
  let postPath: string;

  beforeAll(async () => {
    const posts = (await (await fetch(`${site.url}/api/blog-posts`)).json()) as { slug: string }[];
    postPath = `/blog/${posts[0]!.slug}`;
  });

  async function open(viewport: Viewport, path: string): Promise<Page> {
    const page = await site.open(viewport);
    await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
    return page;
  }

  /** Serious and critical violations, one line each: rule, impact, and where. */

  describe.each(VIEWPORTS)('on %s', (_name, viewport) => {
    test.each(ROUTES)('%s', async (route) => {
      const page = await open(viewport, route === 'a blog post' ? postPath : route);
      try {
        await expect(seriousViolations(page)).resolves.toEqual([]);
      } finally {
        await page.close();
      }
    });

    test('the booking form showing its messages', async () => {
      const page = await open(viewport, '/#book');
      try {
        await page.getByRole('button', { name: 'Book Now & Pay' }).click();
        await page.getByText('Name must be at least 2 characters').first().waitFor();
        await expect(seriousViolations(page)).resolves.toEqual([]);
      } finally {
        await page.close();
      }
    });
  });

  test('the mobile menu, open', async () => {
    const page = await open(VIEWPORTS[0][1], '/');
    try {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation').getByRole('link', { name: 'Fishing Tips' }).first().waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
  });

  /** The check itself: a page that breaks the rules, in its own document and in a frame, is reported. */
  test('the check itself reports a serious violation of the page and of a same-origin frame, and nothing of a clean page', async () => {
    const page = await site.open(VIEWPORTS[1][1]);
    // A page of the site's origin that the site does not have, answered by the browser itself.
    await page.route(`${site.url}/axe-check`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
          <h1>Broken</h1><img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
          <iframe title="inner" srcdoc='<!doctype html><html lang="en"><title>Inner</title><body><button id="empty"></button></body></html>'></iframe>
        </main></body></html>`,
      }),
    );
    try {
      await page.goto(`${site.url}/privacy-policy`, { waitUntil: 'networkidle' });
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await page.goto(`${site.url}/axe-check`, { waitUntil: 'load' });
      await expect(seriousViolations(page)).resolves.toEqual(['button-name (critical): iframe #empty', 'image-alt (critical): #no-alt']);
    } finally {
      await page.close();
    }
  });
});
