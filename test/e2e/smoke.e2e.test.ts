import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { Database, openDatabase } from '../../adapters/persistence/database';
import { Browser, browserAvailable, launchBrowser } from '../support/browser';
import { startTestApp, TestApp } from '../support/test-app';

const suite = browserAvailable() ? describe : describe.skip;

/**
 * Runs against the app started in-process, or, with E2E_BASE_URL set, against a server that is
 * already running (CI starts the built server exactly as `npm start` does).
 */
suite('the built site in a real browser', () => {
  let database: Database | undefined;
  let app: Pick<TestApp, 'url' | 'close'>;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const external = process.env.E2E_BASE_URL;
    if (external) {
      app = { url: external.replace(/\/$/, ''), close: async () => {} };
    } else {
      database = await openDatabase({});
      app = await startTestApp({ database });
    }
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await database?.close();
  });

  test('the landing page shows the header, the hero and the footer', async () => {
    await page.goto(`${app.url}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Fishing Tips' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    await expect(page.getByText('500+').first().isVisible()).resolves.toBe(true);
    const footer = page.locator('footer#contact');
    await expect(footer.getByRole('link', { name: /Privacy/i }).getAttribute('href')).resolves.toBe('/privacy-policy');
    expect(pageErrors).toEqual([]);
  });

  test('an unknown path shows the fallback screen', async () => {
    await page.goto(`${app.url}/no/such/page`);
    await page.getByText('Page Not Found').waitFor();
    await expect(page.getByText('Did you forget to add the page to the router?').isVisible()).resolves.toBe(true);
  });

  test('/admin, also after a reload of a deep link, shows the sign-in screen', async () => {
    for (const path of ['/admin', '/admin/anything/deeper']) {
      await page.goto(`${app.url}${path}`);
      await page.getByLabel('Password').waitFor();
      await page.reload();
      await page.getByLabel('Password').waitFor();
      await expect(page.getByLabel('Username').isVisible()).resolves.toBe(true);
    }
    expect(pageErrors).toEqual([]);
  });

  test('a failed sign-in shows one toast at a time and clears the password', async () => {
    await page.goto(`${app.url}/admin`);
    for (const attempt of ['first wrong password', 'second wrong password']) {
      await page.getByLabel('Username').fill('guide');
      await page.getByLabel('Password').fill(attempt);
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.getByText('Authenticating...').waitFor();
      await page.getByText('Authenticating...').waitFor({ state: 'detached', timeout: 10_000 });
      await expect(page.getByLabel('Password').inputValue()).resolves.toBe('');
    }
    await expect(page.locator('li[data-state="open"]').count()).resolves.toBe(1);
  });
});
