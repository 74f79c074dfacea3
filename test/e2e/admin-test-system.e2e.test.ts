import { describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { browserAvailable } from '../support/browser';
import { useBrowserSite, VIEWPORTS, signInToDashboard } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;

const ADMIN = { username: 'test-system-admin', password: 'the test system admin password' };

async function signIn(page: Page, url: string): Promise<void> {
  await signInToDashboard(page, url, ADMIN);
}

/** A dashboard tab or sub-tab (links in the dashboard's navigation) by its name. */
async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();
}

/**
 * The admin's Test System and Schedule in a real browser: a 1.00 CAD test booking paid in the
 * public site's dialog with the test gateway's success card, and a slot cycled on the schedule
 * showing on the public availability. Needs an account made in-process (skipped in external mode).
 */
suite("the admin's Test System and Schedule", () => {
  const site = useBrowserSite({ adminName: 'test-system-api-admin' });
  const inProcess = () => site.app !== undefined;
  let created = false;
  const ensureAdmin = async () => {
    if (created) return;
    await site.app!.app.get(AuthService).createUser({ username: ADMIN.username, password: ADMIN.password, role: 'admin' });
    created = true;
  };

  test.each(VIEWPORTS)('on %s: a test booking paid with 4242 4242 4242 4242 shows the success message', async (_name, viewport) => {
    if (!inProcess()) return;
    await ensureAdmin();
    const page = await site.open(viewport);
    await signIn(page, site.url);
    await openTab(page, 'Test System');
    await page.getByRole('heading', { level: 2, name: 'Test System' }).waitFor();

    await page.getByRole('button', { name: /Create Test Booking/ }).click();
    await expect(page.getByText('Name is required', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Please select a time', { exact: true }).isVisible()).resolves.toBe(true);

    await page.getByLabel('Name').fill('Test Guide');
    await page.getByLabel('Email').fill('guide@example.com');
    await page.getByLabel('Phone').fill('(780) 555-0142');
    await page.getByLabel('Package').selectOption({ index: 1 });
    await page.getByLabel('Date').fill('2030-06-04');
    await page.getByLabel('Time').selectOption('8:00 AM');
    await page.getByLabel('Number of people').selectOption('2');
    await page.getByRole('button', { name: /Create Test Booking/ }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText('$1.00').first().waitFor();
    // A declined card: 'Test Payment Failed', and the dialog stays for another card.
    await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: /pay/i }).click();
    await page.getByText('Test Payment Failed', { exact: true }).first().waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);

    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: /pay/i }).click();

    await page.getByText('Test Booking Successful!').first().waitFor({ timeout: 15_000 });
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    const bookings = (await site.admin.request('GET', '/api/bookings?q=Test%20Guide')).body as { test: boolean; amountCents: number }[];
    expect(bookings.some((b) => b.test && b.amountCents === 100)).toBe(true);
    expect(site.pageErrors).toEqual([]);
    await page.close();
  });

  test('the schedule shows 14 days, and cycling a slot changes the public availability', async () => {
    if (!inProcess()) return;
    await ensureAdmin();
    const page = await site.open(VIEWPORTS[0][1]);
    await signIn(page, site.url);
    await openTab(page, 'Website Content');
    await openTab(page, 'Schedule');
    await page.getByRole('heading', { level: 2, name: 'Schedule' }).waitFor();

    await page.getByRole('button', { name: 'List', exact: true }).click();
    const days = page.locator('.schedule-list__day');
    await days.first().waitFor();
    await expect(days.count()).resolves.toBe(14);

    const publicDays = async () =>
      (await site.app!.request('GET', '/api/availability')).body as { date: string; slots: { timeSlot: string; status: string }[] }[];
    const before = await publicDays();
    const target = before.flatMap((d) =>
      d.slots.filter((s) => s.status === 'available').map((s) => ({ date: d.date, timeSlot: s.timeSlot })),
    )[0]!;
    const button = page.getByRole('button', { name: new RegExp(`: Available\\. Change to limited$`) }).first();
    const label = (await button.getAttribute('aria-label'))!;
    await button.click();
    await page.getByText('Schedule Updated').first().waitFor();
    // The name starts with the button's words ('Full day Available'), then the date and slot.
    const slot = label.slice(label.indexOf(', ') + 2).replace('Available. Change to limited', 'Limited. Change to booked');
    await page.getByRole('button', { name: slot }).waitFor();

    const after = await publicDays();
    const changed = after.flatMap((d) => d.slots.map((s) => ({ date: d.date, ...s }))).filter((s) => s.status === 'limited');
    expect(changed).toEqual([expect.objectContaining({ date: target.date, timeSlot: target.timeSlot, status: 'limited' })]);
    expect(site.pageErrors).toEqual([]);
    await page.close();
  });
});
