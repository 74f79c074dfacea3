import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import type { Database } from '../../adapters/persistence/database';
import { seriousViolations } from '../support/axe';
import { browserAvailable, Browser, launchBrowser } from '../support/browser';
import { signInToDashboard } from '../support/browser-site';
import { openTestPglite } from '../support/databases';
import { STARTUP_CEILING_MS } from '../support/startup-ceiling';
import { startTestApp, TestApp } from '../support/test-app';

const suite = browserAvailable() ? describe : describe.skip;
const SIZES = [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1366, height: 900 }],
] as const;

/**
 * A guide's first day: the site started with sample content (as `npm start` seeds it on a fresh
 * data directory), and the dashboard lists what is left before the first customers, each item
 * leading to where it is done, and marks the sample reviews and catches until they are replaced.
 */
suite("a guide's first day: the setup checklist", () => {
  let database: Database;
  let dataDir: string;
  let app: TestApp;
  let browser: Browser;
  const account = { username: 'first-day-guide', password: 'first-day-guide has a long password' };

  beforeAll(async () => {
    database = await openTestPglite();
    dataDir = mkdtempSync(join(tmpdir(), 'fishing-first-day-'));
    app = await startTestApp({ database, env: { DATA_DIR: dataDir } });
    await app.app.get(AuthService).createUser({ ...account, role: 'admin' });
    browser = await launchBrowser();
  }, STARTUP_CEILING_MS);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async (size: { width: number; height: number }): Promise<Page> => {
    const page = await browser.context.newPage();
    await page.setViewportSize(size);
    page.setDefaultTimeout(20_000);
    await signInToDashboard(page, app.url, account);
    return page;
  };
  const checklist = (page: Page) => page.getByRole('region', { name: 'Set up your site' });
  const itemNamed = (page: Page, title: string) =>
    checklist(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: title }) });

  test.each(SIZES)('on %s: every item is listed with what is left, and its link leads to where it is done', async (_name, size) => {
    const page = await open(size);
    const list = checklist(page);
    await list.waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(10);
    await expect(list.getByText(/^\d of 10 done$/).textContent()).resolves.toMatch(/of 10 done/);
    await expect(itemNamed(page, 'Business phone and email').textContent()).resolves.toContain(
      'Replace the sample business phone and business email with yours',
    );
    // Every item's link is inside the viewport's width: nothing runs off a phone's screen.
    for (const link of await list.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    }
    expect(await seriousViolations(page)).toEqual([]);

    await list.getByRole('link', { name: 'Your own reviews and catches' }).click();
    await page.getByRole('heading', { level: 2, name: 'Reviews' }).waitFor();
    await page.getByText('Sample', { exact: true }).first().waitFor();
    await page.close();
  });

  test('the guide gives the real phone and email, and confirms the packages: both items are ticked', async () => {
    const page = await open(SIZES[1][1]);
    await itemNamed(page, 'Business phone and email').getByRole('link').click();
    const contact = page.getByRole('article', { name: 'Contact' });
    await contact.getByLabel('Phone', { exact: true }).fill('(780) 963-2211');
    await contact.getByLabel('Email', { exact: true }).fill('dale@wabamun-trips.ca');
    await contact.getByRole('button', { name: /^Save/ }).click();
    await page.getByText('Content Updated', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Manage Bookings', exact: true }).click();
    // The checklist is read again when the tab shows it.
    await itemNamed(page, 'Business phone and email').getByText('(done)').waitFor();

    const packages = itemNamed(page, 'Packages and prices');
    await packages.getByRole('button', { name: /mark as done/ }).click();
    await packages.getByText('(done)').waitFor();
    await expect(packages.getByRole('button').count()).resolves.toBe(0);
    await page.close();
  });

  test('folded away, the checklist stays folded on the next visit, its count still in sight', async () => {
    const page = await open(SIZES[0][1]);
    const list = checklist(page);
    await list.getByText(/of 10 done$/).click();
    await list.getByRole('listitem').first().waitFor({ state: 'hidden' });
    await page.waitForFunction("window.localStorage.getItem('setup-checklist') === 'folded'");
    await page.reload();
    await list.getByText(/of 10 done$/).waitFor();
    await expect(list.locator('details').evaluate((details) => (details as { open: boolean }).open)).resolves.toBe(false);
    await list.getByText(/of 10 done$/).click();
    await list.getByRole('listitem').first().waitFor();
    await page.close();
  });

  test('a sample review the guide rewrites loses its Sample mark', async () => {
    const page = await open(SIZES[0][1]);
    await page.goto(`${app.url}/admin/content/reviews`);
    const cards = page.getByRole('article').filter({ has: page.locator('.sample-badge') });
    await cards.first().waitFor();
    const before = await cards.count();
    const first = cards.first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent())!.replace(/Sample$/, '').trim();
    await first.getByRole('button', { name: /^Edit/ }).click();
    await page.getByLabel('Comment', { exact: true }).fill('Our own customer wrote this after a windy but great morning on the lake.');
    await page.getByRole('button', { name: 'Update Review' }).click();
    await page.getByRole('article').filter({ hasText: 'Our own customer wrote this' }).waitFor();
    for (let tries = 0; (await cards.count()) !== before - 1 && tries < 50; tries++) await page.waitForTimeout(100);
    expect(await cards.count()).toBe(before - 1);
    expect(name.length).toBeGreaterThan(0);
    await page.close();
  });
});
