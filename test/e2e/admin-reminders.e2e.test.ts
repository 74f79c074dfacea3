import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { GUIDE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { REMINDER_MESSAGES } from '../../domain/reminders/reminder-rules';
import { addDays, calendarDateOf, dayOfWeekOf } from '../../domain/shared/calendar';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';
import { seriousViolations } from '../support/axe';

const suite = browserAvailable() ? describe : describe.skip;
const [[, PHONE], [, DESKTOP]] = VIEWPORTS;
const PASSWORD = 'a long password for the reminders suite';
const CUSTOMER = 'Morgan Lacombe';

interface Row {
  id: string;
  bookingId: string | null;
  reminderType: string;
  status: string;
  recipientName: string;
  delivery: string | null;
}

/** About five days ahead on the lake, on a weekday (the default week offers afternoons Monday to Friday). */
function tripDate(): string {
  const today = calendarDateOf(new Date());
  for (let days = 5; ; days += 1) {
    const date = addDays(today, days);
    const weekday = dayOfWeekOf(date);
    if (weekday !== 0 && weekday !== 6) return date;
  }
}

/**
 * The reminders' admin side (docs/product/reminders.md): the Reminders tab (Pending and All
 * Reminders, each reminder coloured by its status), 'Process Pending Reminders' and 'Send Daily
 * Summary' with their toasts, the auditor's read-only view, and the summary hour and guide email of
 * Settings.
 */
suite('admin: reminders in a real browser', () => {
  const site = useBrowserSite({ adminName: 'reminders-api' });
  const admin = { username: 'reminder-guide', password: PASSWORD };
  const auditor = { username: 'reminder-auditor', password: PASSWORD };
  let bookingId = '';

  beforeAll(async () => {
    if (!site.app) return;
    const auth = site.app.app.get(AuthService);
    await auth.createUser({ ...admin, role: 'admin' });
    await auth.createUser({ ...auditor, role: 'auditor' });
  });

  /** The booking's pending reminders, once the background planning has written them (within a second or so). */
  async function pendingOf(id: string, expected: number): Promise<Row[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const res = await site.admin.request('GET', '/api/pending-reminders');
      expect(res.status).toBe(200);
      const rows = (res.body as Row[]).filter((row) => row.bookingId === id);
      if (rows.length >= expected || Date.now() > deadline) return rows;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function openRemindersTab(page: Page): Promise<void> {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reminders', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Reminders' }).waitFor();
  }

  test('the admin sees a booking’s reminders under Pending and All Reminders, processes them and sends the daily summary', async () => {
    if (!site.app) return; // External mode has no way to make the UI account.
    const booked = await site.admin.request('POST', '/api/bookings', {
      package: 'Half-Day Adventure',
      date: tripDate(),
      time: 'afternoon',
      name: CUSTOMER,
      email: 'morgan@example.com',
      phone: '(780) 555-0110',
      people: 2,
    });
    expect(booked.status).toBe(201);
    bookingId = booked.body.id as string;
    const confirmed = await site.admin.request('PATCH', `/api/bookings/${bookingId}/status`, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    const planned = await pendingOf(bookingId, 4);
    expect(planned.map((row) => row.reminderType).sort()).toEqual([
      'customer_24h',
      'customer_48h',
      'customer_day_of',
      'guide_trip_reminder',
    ]);

    const page = await site.open(DESKTOP);
    await signInToDashboard(page, site.url, admin);
    await openRemindersTab(page);
    expect(new URL(page.url()).pathname).toBe('/admin/reminders/pending');

    // Pending: the customer's three reminders and the guide's trip reminder, each with its booking.
    const subTabs = page.getByRole('navigation', { name: 'Reminders' });
    await page.getByRole('article', { name: `Customer, 24 hours before, to ${CUSTOMER}` }).waitFor();
    await page.getByRole('article', { name: `Customer, 48 hours before, to ${CUSTOMER}` }).waitFor();
    await page.getByRole('article', { name: `Customer, on the day (2 hours before), to ${CUSTOMER}` }).waitFor();
    const tripReminder = page.getByRole('article', { name: `Guide, 1 hour before the trip, to ${GUIDE_DEFAULTS.name}` });
    await tripReminder.waitFor();
    await tripReminder.getByText(`Trip in 1 hour: Afternoon (1:00-5:00 PM), ${CUSTOMER}`, { exact: false }).waitFor();
    await expect(page.locator('.reminder--pending').count()).resolves.toBeGreaterThanOrEqual(4);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // All Reminders lists them too.
    await subTabs.getByRole('link', { name: 'All Reminders' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/reminders/all');
    await page.getByRole('article', { name: `Customer, 24 hours before, to ${CUSTOMER}` }).waitFor();
    await tripReminder.waitFor();

    // Nothing is due five days ahead: processing sends nothing, and says so.
    await page.getByRole('button', { name: 'Process Pending Reminders' }).click();
    await page.getByText('Reminders Processed', { exact: true }).first().waitFor();
    await page
      .getByText(/^\d+ sent, \d+ skipped, \d+ failed/)
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Send Daily Summary' }).click();
    await page.getByText('Daily Summary Sent', { exact: true }).first().waitFor();
    await page.getByText(`Daily schedule summary has been sent to ${GUIDE_DEFAULTS.name}`, { exact: true }).first().waitFor();

    // The summary is on record as sent: recorded only, as SMS is not configured in the tests.
    const summary = page
      .getByRole('article', { name: `Guide, daily summary of the next day's trips, to ${GUIDE_DEFAULTS.name}` })
      .filter({ hasText: 'recorded only: SMS not configured' })
      .first();
    await summary.waitFor();
    await expect(summary.evaluate((el) => el.classList.contains('reminder--sent'))).resolves.toBe(true);
    await summary.locator('.reminder-badge--sent').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // A reminder's booking opens from its card.
    await page
      .getByRole('article', { name: `Customer, 24 hours before, to ${CUSTOMER}` })
      .getByRole('link', { name: /Open the booking/ })
      .click();
    await page.getByRole('dialog', { name: `${CUSTOMER}'s booking` }).waitFor();

    const all = await site.admin.request('GET', '/api/scheduled-reminders?limit=500');
    expect(all.status).toBe(200);
    const summaries = (all.body as Row[]).filter((row) => row.reminderType === 'guide_daily_summary' && row.status === 'sent');
    expect(summaries.length).toBeGreaterThanOrEqual(1);
    expect(summaries[0]).toMatchObject({ recipientName: GUIDE_DEFAULTS.name, delivery: 'recorded', bookingId: null });

    expect(site.pageErrors).toEqual([]);
    await page.close();
  }, 60_000);

  test('an auditor reads both lists, with no button that sends anything', async () => {
    if (!site.app) return;
    const page = await site.open(PHONE);
    await signInToDashboard(page, site.url, auditor);
    await openRemindersTab(page);
    await page.getByRole('article', { name: `Customer, 24 hours before, to ${CUSTOMER}` }).waitFor();
    await expect(page.getByRole('main').getByRole('button').allTextContents()).resolves.toEqual(['Refresh']);
    await page.getByRole('navigation', { name: 'Reminders' }).getByRole('link', { name: 'All Reminders' }).click();
    await page.getByRole('article', { name: `Customer, 24 hours before, to ${CUSTOMER}` }).waitFor();
    await expect(page.getByRole('button', { name: 'Process Pending Reminders' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Send Daily Summary' }).count()).resolves.toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  }, 60_000);

  test('Settings: the daily summary hour and the guide email, checked as the server checks them', async () => {
    if (!site.app) return;
    const page = await site.open(PHONE);
    await signInToDashboard(page, site.url, admin);
    await page.goto(`${site.url}/admin/settings`);
    await page.getByRole('heading', { level: 2, name: 'Settings' }).waitFor();

    const hour = page.getByLabel('Daily summary hour');
    await expect(hour.inputValue()).resolves.toBe('20');
    await hour.fill('24');
    await page.getByRole('button', { name: 'Update Summary Hour' }).click();
    await page.getByText(REMINDER_MESSAGES.summaryHour).waitFor();
    await hour.fill('7');
    await page.getByRole('button', { name: 'Update Summary Hour' }).click();
    await page.getByText('Daily summary hour updated successfully', { exact: true }).first().waitFor();

    const email = page.getByLabel('Guide email');
    await expect(email.inputValue()).resolves.toBe('');
    await email.fill('not an email');
    await page.getByRole('button', { name: 'Update Guide Email' }).click();
    await page.getByText('Please enter a valid email address').first().waitFor();
    await email.fill('dale@example.com');
    await page.getByRole('button', { name: 'Update Guide Email' }).click();
    await page.getByText('Guide email updated successfully', { exact: true }).first().waitFor();

    const stored = (await site.admin.request('GET', '/api/site-content')).body as { section: string; key: string; value: string }[];
    const valueOf = (section: string, key: string) => stored.find((e) => e.section === section && e.key === key)?.value;
    expect(valueOf('reminders', 'summary_hour')).toBe('7');
    expect(valueOf('guide', 'email')).toBe('dale@example.com');

    // The info card: the guide phone is now given to customers in their reminders.
    await page.getByText("Customers' reminders", { exact: true }).waitFor();
    await page.getByText('Trip reminder (SMS)', { exact: true }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(site.pageErrors).toEqual([]);
    await page.close();
  }, 60_000);
});
