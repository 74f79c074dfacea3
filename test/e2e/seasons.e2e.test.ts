import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Locator } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { seriousViolations } from '../support/axe';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;

/** Waits until a field holds `value` (booking-journey.e2e.test.ts: no string predicate runs in the page). */
async function valueOf(field: Locator, value: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await field.inputValue().catch(() => null)) !== value) {
    if (Date.now() > deadline) throw new Error(`The field never held ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const PHONE = VIEWPORTS[0][1];

/**
 * The month calendar and the guide's closed days in a real browser: a visitor books from the
 * calendar on a phone through payment, and a day the admin closes in the Schedule tab leaves the
 * landing page's offers. axe on both.
 */
suite('seasons, closures and the month calendar in a real browser', () => {
  const site = useBrowserSite({ adminName: 'seasons-admin' });
  const account = {
    username: process.env.E2E_ADMIN_USERNAME ?? 'seasons-dashboard',
    password: process.env.E2E_ADMIN_PASSWORD ?? 'the seasons admin has a long password',
  };

  beforeAll(async () => {
    if (site.app) await site.app.app.get(AuthService).createUser({ ...account, role: 'admin' });
  });

  test('on a phone: the month calendar shows bookable days from their price, moves by arrow keys, and a time books through payment', async () => {
    const page = await site.open(PHONE);
    await page.goto(`${site.url}/`);
    await page.getByRole('button', { name: 'View Full Calendar & Book' }).click();
    const calendar = page.locator('#month-calendar');
    await calendar.getByRole('heading', { name: 'Full calendar' }).waitFor();
    await calendar.getByLabel('Package').selectOption('Half-Day Adventure');
    // Next month: whole weeks ahead, every weekday open on the default week.
    await calendar.getByRole('button', { name: /^Next month/ }).click();
    const weekday = calendar.getByRole('button', { name: /: can be booked, from \$207 per person$/ }).first();
    await weekday.waitFor();
    // Weekends run the full day only: a half day cannot be booked then.
    await expect(calendar.getByRole('button', { name: /^Saturday, .*: not available$/ }).count()).resolves.toBeGreaterThan(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // The month fits the phone: nothing scrolls sideways, and each day is a finger-sized target.
    await expect(page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).resolves.toBe(true);
    const box = (await weekday.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);

    await weekday.focus();
    const first = (await weekday.getAttribute('data-date'))!;
    await page.keyboard.press('ArrowRight');
    await expect(calendar.locator('button:focus').getAttribute('data-date')).resolves.not.toBe(first);
    await page.keyboard.press('ArrowLeft');
    await expect(calendar.locator('button:focus').getAttribute('data-date')).resolves.toBe(first);
    await page.keyboard.press('Enter');
    await calendar.getByRole('link', { name: 'Book Morning (6:00-10:00 AM), $207 per person' }).click();

    const form = page.locator('#book');
    // The form takes the choice from the URL on the navigation's next render.
    await valueOf(form.getByLabel('Package'), 'Half-Day Adventure');
    await valueOf(form.getByLabel('Date'), first);
    await valueOf(form.getByRole('combobox', { name: /^Time/ }), 'morning');
    await page.getByLabel('Number of people').selectOption('2');
    const visitor = `Calendar Visitor ${Date.now()}`;
    await page.getByLabel('Full name').fill(visitor);
    await page.getByRole('textbox', { name: 'Email' }).fill('calendar@example.com');
    await page.getByLabel('Phone').fill('(780) 555-0177');
    await page.locator('.price-summary').getByText('$414.00').first().waitFor();
    await page.getByRole('button', { name: 'Book Now & Pay' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Pay $414.00' }).click();
    await page.getByText('Booking Confirmed!').waitFor({ timeout: 15_000 });
    const listed = (await site.admin.request('GET', `/api/bookings?q=${encodeURIComponent(visitor)}`)).body;
    expect(listed).toMatchObject([{ name: visitor, date: first, time: 'morning', status: 'confirmed' }]);
    await page.close();
  });

  test('the admin closes a day in the Schedule tab and the landing page stops offering it', async () => {
    const page = await site.open(PHONE);
    await page.goto(`${site.url}/`);
    const firstCard = page.locator('#availability').getByRole('link', { name: 'Book This Date' }).first();
    const href = (await firstCard.getAttribute('href'))!;
    const date = new URLSearchParams(href.slice(href.indexOf('?'), href.indexOf('#'))).get('date')!;

    await signInToDashboard(page, site.url, account);
    await page.goto(`${site.url}/admin/content/schedule`, { waitUntil: 'networkidle' });
    const closures = page.getByRole('region', { name: 'Closed days' });
    await closures.getByLabel('First day closed').fill(date);
    await closures.getByLabel('Reason').fill('Holiday');
    await closures.getByRole('button', { name: 'Close these days' }).click();
    await closures.getByRole('button', { name: /^Reopen .*\(Holiday\)$/ }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.goto(`${site.url}/`);
    await page.locator('#availability').getByRole('link', { name: 'Book This Date' }).first().waitFor();
    const offered = await page
      .locator('#availability')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(offered.some((link) => link.includes(`date=${date}`))).toBe(false);
    await page.close();
  });

  test('the admin creates an Ice Fishing package that runs December to March, with no code change', async () => {
    const page = await site.open(PHONE);
    await signInToDashboard(page, site.url, account);
    await page.goto(`${site.url}/admin/content/packages`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add Package', exact: true }).click();
    const form = page.locator('#package-form');
    await form.getByLabel('Package name').fill('Ice Fishing');
    await form.getByLabel('Price per person (CAD)').fill('199');
    await form.getByLabel('Duration').fill('8 hours');
    await form.getByLabel('Description').fill('Jigging for perch and walleye through the ice, from a heated shack.');
    await form.getByLabel('Features').fill('Heated shack\nAugers and rods');
    await form.getByLabel('Full day', { exact: true }).check();
    await form.getByRole('button', { name: 'Add season period' }).click();
    const period = form.getByRole('group', { name: 'Season period 1' });
    await expect(period.getByRole('combobox', { name: 'From', exact: true }).inputValue()).resolves.toBe('12');
    await expect(period.getByRole('combobox', { name: 'To', exact: true }).inputValue()).resolves.toBe('3');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Create Package', exact: true }).click();
    await page.getByRole('heading', { name: 'Ice Fishing' }).waitFor();
    await page.getByText('Season: December to March').waitFor();
    const packages = (await site.admin.request('GET', '/api/packages')).body as { name: string; season: unknown }[];
    expect(packages.find((p) => p.name === 'Ice Fishing')?.season).toEqual([{ kind: 'months', from: 12, to: 3 }]);
    await page.close();
  });

  test('in winter (no package runs in the next weeks) the landing page shows the coming season’s first open dates', async () => {
    // Every package runs from two months ahead: the next two weeks offer nothing.
    const ahead = new Date(Date.now() + 62 * 86_400_000);
    const month = ahead.getUTCMonth() + 1;
    const season = [{ kind: 'months', from: month, to: month }];
    const packages = (await site.admin.request('GET', '/api/packages')).body as Record<string, unknown>[];
    for (const { id, createdAt: _c, updatedAt: _u, ...pkg } of packages) {
      expect((await site.admin.request('PUT', `/api/packages/${id}`, { ...pkg, season })).status).toBe(200);
    }
    const page = await site.open(PHONE);
    await page.goto(`${site.url}/`);
    await page.getByText('No trips in the next two weeks. The next open dates:').waitFor();
    const first = page.locator('#availability').getByRole('link', { name: 'Book This Date' }).first();
    const href = (await first.getAttribute('href'))!;
    const date = new URLSearchParams(href.slice(href.indexOf('?'), href.indexOf('#'))).get('date')!;
    expect(Number(date.slice(5, 7))).toBe(month);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  });

  test('nothing broke in any page', () => {
    expect(site.pageErrors).toEqual([]);
  });
});
