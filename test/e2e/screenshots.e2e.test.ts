import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite } from '../support/browser-site';
import { bookPaidTrip, fillBookingForm, freeWeekdayMornings, manageLinkPath, openPayment, pay } from '../support/paid-trips';
import { TEST_PASSWORD } from '../support/test-app';

/** Where the pictures go; without it the suite is skipped (it checks nothing, it only shows). */
const DIR = process.env.SCREENSHOTS_DIR;
const suite = DIR && browserAvailable() ? describe : describe.skip;

const SIZES = [
  ['360', { width: 360, height: 780 }],
  ['390', { width: 390, height: 844 }],
  ['1366', { width: 1366, height: 900 }],
] as const;

/**
 * Pictures for reviewers, not a test: with SCREENSHOTS_DIR set (docs/screenshots.md), the site
 * starts as in the other browser suites and each page is saved full-page at 360, 390 and 1366 px
 * wide: the landing page, the booking form, its payment step and its confirmation, a real
 * booking's manage page, and every tab and sub-tab of the dashboard (found from its tab bars).
 */
suite('screenshots for reviewers', () => {
  const site = useBrowserSite({ adminName: 'screenshots-admin' });
  const out = resolve(DIR ?? '.');
  let dates: string[];
  let managePath: string;

  beforeAll(async () => {
    mkdirSync(out, { recursive: true });
    dates = await freeWeekdayMornings(site.url, 10);
    const bookingId = await bookPaidTrip(site.url, dates.pop()!, {
      name: 'Robin Reviewer',
      email: 'robin.reviewer@example.com',
      phone: '(780) 555-0142',
    });
    if (!site.app) throw new Error('The manage page needs the app in-process (no E2E_BASE_URL)');
    managePath = await manageLinkPath(site.app, bookingId);
  });

  const save = (page: Page, size: string, name: string) =>
    page.screenshot({ path: join(out, `${size}-${name}.png`), fullPage: true, animations: 'disabled' });
  /** An open dialog: the screen as the visitor sees it, and the whole dialog however far it scrolls. */
  const saveDialog = async (page: Page, size: string, name: string) => {
    await page.screenshot({ path: join(out, `${size}-${name}.png`), animations: 'disabled' });
    await page.getByRole('dialog').screenshot({ path: join(out, `${size}-${name}-whole.png`), animations: 'disabled' });
  };

  describe.each(SIZES)('at %s px', (size, viewport) => {
    test('the public site and the booking dialogs', async () => {
      const page = await site.open(viewport);
      await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
      await save(page, size, '01-home');

      await fillBookingForm(page, site.url, dates.shift()!, `Sam Screenshot ${size}`);
      await page.locator('#book').screenshot({ path: join(out, `${size}-02-booking-form.png`), animations: 'disabled' });
      await openPayment(page);
      await saveDialog(page, size, '03-payment');
      await pay(page);
      // With the 'Payment Successful' toast still showing.
      await page.locator('.toast').first().waitFor();
      await saveDialog(page, size, '04-confirmation');

      await page.goto(`${site.url}${managePath}`, { waitUntil: 'networkidle' });
      await save(page, size, '05-manage');
      await page.close();
    }, 120_000);

    test('every tab of the dashboard', async () => {
      const page = await site.open(viewport);
      await signInToDashboard(page, site.url, { username: 'screenshots-admin', password: TEST_PASSWORD });
      const seen = new Set<string>();
      const queue = ['/admin'];
      while (queue.length > 0) {
        const path = queue.shift()!;
        if (seen.has(path)) continue;
        seen.add(path);
        await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        // Where a tab leads on to its first sub-tab, the picture is named after the address shown.
        const shown = new URL(page.url()).pathname;
        seen.add(shown);
        const name = shown.replace(/^\/admin\/?/, '').replace(/\//g, '-') || 'bookings';
        await save(page, size, `10-admin-${name}`);
        for (const href of await page.locator('.dashboard-tabs a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
          if (href && !seen.has(href)) queue.push(href);
        }
      }
      await page.close();
    }, 300_000);
  });
});
