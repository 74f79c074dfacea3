import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { SITE_CONTENT_MESSAGES } from '../../domain/content/site-content-rules';
import { DEFAULT_TEMPLATE_TEXTS } from '../../application/messaging/message-template-defaults';
import { MESSAGE_TEMPLATES, TEMPLATE_MESSAGES } from '../../domain/messaging/template-rules';
import { addDays, calendarDateOf, dayOfWeekOf } from '../../domain/shared/calendar';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';
import { seriousViolations } from '../support/axe';

const suite = browserAvailable() ? describe : describe.skip;
const [[, PHONE], [, DESKTOP]] = VIEWPORTS;
const PASSWORD = 'a long password for the sms settings suite';

interface OutboxRow {
  kind: string;
  bookingId: string | null;
  channel: 'email' | 'sms';
  audience: 'customer' | 'guide';
  recipient: string;
  body: string;
}

/** Weekdays on the lake from `from` days ahead, each a different day (the default week offers afternoons Monday to Friday). */
function weekdaysAhead(from: number, count: number): string[] {
  const today = calendarDateOf(new Date());
  const found: string[] = [];
  for (let days = from; found.length < count; days += 1) {
    const date = addDays(today, days);
    const weekday = dayOfWeekOf(date);
    if (weekday !== 0 && weekday !== 6) found.push(date);
  }
  return found;
}

/**
 * The Templates and Automation sub-tabs (docs/product/messaging.md) of SMS Communications, in a
 * real browser: an edited template is what the next confirmation says, a switch turned off stops
 * the customer's SMS, and an auditor reads both without a control to change them. SMS is not
 * configured here: the outbox records every message, which is what the test reads.
 */
suite('admin: SMS templates and automation in a real browser', () => {
  const site = useBrowserSite({ adminName: 'sms-settings-api' });
  const admin = { username: 'sms-settings-guide', password: PASSWORD };
  const auditor = { username: 'sms-settings-auditor', password: PASSWORD };
  const [firstTrip, secondTrip] = weekdaysAhead(6, 2) as [string, string];

  beforeAll(async () => {
    if (!site.app) return;
    const auth = site.app.app.get(AuthService);
    await auth.createUser({ ...admin, role: 'admin' });
    await auth.createUser({ ...auditor, role: 'auditor' });
  });

  /** A phone booking the admin then confirms, as the bookings tab does; its id. */
  async function confirmedPhoneBooking(name: string, phone: string, date: string): Promise<string> {
    const booked = await site.admin.request('POST', '/api/bookings', {
      package: 'Half-Day Adventure',
      date,
      time: 'afternoon',
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      phone,
      people: 2,
    });
    expect(booked.status).toBe(201);
    const id = booked.body.id as string;
    const confirmed = await site.admin.request('PATCH', `/api/bookings/${id}/status`, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    return id;
  }

  /** The booking's confirmation messages, once the background process has written them (within a second or so). */
  async function confirmationMessages(bookingId: string): Promise<OutboxRow[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const res = await site.admin.request('GET', '/api/outbox?limit=200');
      expect(res.status).toBe(200);
      const rows = (res.body as OutboxRow[]).filter((row) => row.bookingId === bookingId && row.kind === 'booking-confirmed');
      // The guide's text is always written, with the others in one go.
      if (rows.some((row) => row.audience === 'guide') || Date.now() > deadline) return rows;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const subTabs = (page: Page) => page.getByRole('navigation', { name: 'SMS Communications' });

  test('the confirmation SMS template: an unknown placeholder is refused, the fixed text saved and sent, then reset', async () => {
    if (!site.app) return; // External mode has no way to make the UI accounts.
    const page = await site.open(DESKTOP);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/message-templates') && request.method() !== 'GET') writes.push(request.method());
    });
    await signInToDashboard(page, site.url, admin);
    await page.goto(`${site.url}/admin/sms/templates`);
    await page.getByRole('heading', { level: 3, name: 'SMS templates' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Email templates' }).waitFor();
    const links = await subTabs(page).getByRole('link').allTextContents();
    expect(links.slice(links.indexOf('Inbox'))).toEqual(['Inbox', 'Automation', 'Templates']);

    const card = page.getByRole('article', { name: 'Booking confirmation' });
    await card.getByText('Default text', { exact: true }).waitFor();
    // The list shows the first 100 characters of an SMS template.
    await card.getByText(`${DEFAULT_TEMPLATE_TEXTS.confirmation.body.slice(0, 100)}...`, { exact: true }).waitFor();
    await expect(card.getByText('Customised', { exact: true }).count()).resolves.toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await card.getByRole('button', { name: 'Edit Booking confirmation' }).click();
    const form = page.getByRole('form', { name: 'Edit Booking confirmation' });
    const message = form.getByRole('textbox', { name: 'Message' });
    await expect(message.evaluate((el) => el.matches(':focus'))).resolves.toBe(true);
    await expect(message.inputValue()).resolves.toBe(DEFAULT_TEMPLATE_TEXTS.confirmation.body);
    await form.getByRole('button', { name: 'Insert {meetingPlace}' }).waitFor();
    // The default with a sample booking: its booking reference takes it to three parts.
    await form.getByText(/^\d+ characters, 3 SMS/).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // A typo: the server's own rule says so as it is typed, and Save sends nothing.
    await message.fill('{business}: hi {nme}, your {package} trip on {date}, {time}, is confirmed.');
    const unknown = TEMPLATE_MESSAGES.unknownPlaceholders(['nme'], MESSAGE_TEMPLATES.confirmation.placeholders);
    await form.getByText(unknown, { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Save Template' }).click();
    await expect(message.evaluate((el) => el.matches(':focus'))).resolves.toBe(true);
    await expect(message.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(writes).toEqual([]);
    const stored = await site.admin.request('GET', '/api/message-templates');
    expect(stored.body.find((t: { key: string }) => t.key === 'confirmation')).toMatchObject({ customised: false });

    // Fixed, with a placeholder inserted where the cursor is (the end).
    await message.fill('Hi {name}, your {package} trip on {date}, {time}, is confirmed. [Paid {amountPaid}.] Meet at ');
    await form.getByText(unknown, { exact: true }).waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Insert {meetingPlace}' }).click();
    const edited = 'Hi {name}, your {package} trip on {date}, {time}, is confirmed. [Paid {amountPaid}.] Meet at {meetingPlace}';
    await expect(message.inputValue()).resolves.toBe(edited);
    await form.getByRole('button', { name: 'Save Template' }).click();
    await page.getByText('Template saved', { exact: true }).first().waitFor();
    await card.getByText('Customised', { exact: true }).waitFor();
    await card.getByText(new RegExp(`^Changed by ${admin.username}, `)).waitFor();
    // The card cuts it at 100 characters.
    expect(edited.length).toBeGreaterThan(100);
    await card.getByText(`${edited.slice(0, 100)}...`, { exact: true }).waitFor();
    expect(writes).toEqual(['PUT']);
    await expect(card.getByRole('button', { name: 'Edit Booking confirmation' }).evaluate((el) => el.matches(':focus'))).resolves.toBe(
      true,
    );

    // The next confirmation says it: a phone booking paid nothing online, so the bracketed part is left out.
    const bookingId = await confirmedPhoneBooking('Pat Gill', '(780) 555-0161', firstTrip);
    const messages = await confirmationMessages(bookingId);
    const customerSms = messages.find((row) => row.channel === 'sms' && row.audience === 'customer');
    expect(customerSms?.body).toMatch(/^Hi Pat Gill, your Half-Day Adventure trip on .+, is confirmed\. Meet at \S/);
    expect(customerSms?.body).not.toContain('Paid');
    expect(customerSms?.body).not.toContain('{');
    expect(messages.some((row) => row.channel === 'email' && row.audience === 'customer')).toBe(true);

    // Reset to default, after a confirmation.
    await card.getByRole('button', { name: 'Edit Booking confirmation' }).click();
    await form.getByRole('button', { name: 'Reset to default' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset to default?' });
    await dialog.waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Keep my text' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(writes).toEqual(['PUT']);
    await form.getByRole('button', { name: 'Reset to default' }).click();
    await dialog.getByRole('button', { name: 'Reset template' }).click();
    await page.getByText('Template reset', { exact: true }).first().waitFor();
    await card.getByText('Default text', { exact: true }).waitFor();
    await expect(card.getByText('Customised', { exact: true }).count()).resolves.toBe(0);
    expect(writes).toEqual(['PUT', 'DELETE']);
    const after = await site.admin.request('GET', '/api/message-templates');
    expect(after.body.find((t: { key: string }) => t.key === 'confirmation')).toMatchObject({
      customised: false,
      body: DEFAULT_TEMPLATE_TEXTS.confirmation.body,
    });

    // An email template has its subject too.
    await page.getByRole('article', { name: 'Promotion' }).getByRole('button', { name: 'Edit Promotion' }).click();
    const emailForm = page.getByRole('form', { name: 'Edit Promotion' });
    await expect(emailForm.getByRole('textbox', { name: 'Subject' }).inputValue()).resolves.toBe(DEFAULT_TEMPLATE_TEXTS.promotion.subject);
    await emailForm.getByRole('textbox', { name: 'Subject' }).fill('');
    await emailForm.getByText(TEMPLATE_MESSAGES.subjectRequired, { exact: true }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await emailForm.getByRole('button', { name: 'Cancel' }).click();
    await emailForm.waitFor({ state: 'detached' });
    expect(writes).toEqual(['PUT', 'DELETE']);
    expect(site.pageErrors).toEqual([]);
    await page.close();
  }, 90_000);

  test('automation: the confirmation SMS turned off is not sent (the email and the guide’s text are); a bad guide phone is refused', async () => {
    if (!site.app) return;
    const page = await site.open(PHONE);
    await signInToDashboard(page, site.url, admin);
    await page.goto(`${site.url}/admin/sms/automation`);
    const confirmationSms = page.getByRole('switch', { name: 'Text customers their booking confirmation' });
    await confirmationSms.waitFor();
    await expect(confirmationSms.isChecked()).resolves.toBe(true);
    await expect(page.getByRole('switch', { name: 'Email customers their booking confirmation and receipt' }).isChecked()).resolves.toBe(
      true,
    );
    await expect(
      page.getByRole('switch', { name: 'Text customers reminders before their trip (48 h, 24 h and on the day)' }).isChecked(),
    ).resolves.toBe(true);
    const phone = page.getByRole('textbox', { name: 'Guide notification phone' });
    const stored = await site.admin.request('GET', '/api/automation-settings');
    await expect(phone.inputValue()).resolves.toBe(stored.body.guideNotificationPhone);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // A bad number: the (XXX) XXX-XXXX message under the field, nothing saved.
    await phone.fill('780-555-0199');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText(SITE_CONTENT_MESSAGES.phone, { exact: true }).waitFor();
    await expect(phone.evaluate((el) => el.matches(':focus'))).resolves.toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await phone.fill(stored.body.guideNotificationPhone);
    await expect(page.getByText(SITE_CONTENT_MESSAGES.phone, { exact: true }).count()).resolves.toBe(0);

    await confirmationSms.uncheck();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Automation settings saved', { exact: true }).first().waitFor();
    await expect(confirmationSms.isChecked()).resolves.toBe(false);
    const saved = await site.admin.request('GET', '/api/automation-settings');
    expect(saved.body).toEqual({ ...stored.body, bookingConfirmationSms: false });

    // The next confirmation: the email and the guide's text, no SMS to the customer.
    const bookingId = await confirmedPhoneBooking('Robin Ouellette', '(780) 555-0162', secondTrip);
    const messages = await confirmationMessages(bookingId);
    expect(messages.filter((row) => row.audience === 'guide' && row.channel === 'sms')).toHaveLength(1);
    expect(messages.filter((row) => row.audience === 'customer' && row.channel === 'email')).toHaveLength(1);
    expect(messages.filter((row) => row.audience === 'customer' && row.channel === 'sms')).toEqual([]);

    // Back on, as it was.
    await page.reload();
    await confirmationSms.check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Automation settings saved', { exact: true }).first().waitFor();
    await expect(site.admin.request('GET', '/api/automation-settings').then((res) => res.body)).resolves.toEqual(stored.body);
    expect(site.pageErrors).toEqual([]);
    await page.close();
  }, 90_000);

  test('an auditor reads the templates and the automation settings with nothing to change them', async () => {
    if (!site.app) return;
    const page = await site.open(PHONE);
    await signInToDashboard(page, site.url, auditor);
    await page.goto(`${site.url}/admin/sms/templates`);
    await page.getByRole('article', { name: 'Booking confirmation' }).waitFor();
    await page.getByRole('article', { name: 'Promotion' }).waitFor();
    await expect(page.getByRole('button', { name: /^Edit/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Save Template' }).count()).resolves.toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await subTabs(page).getByRole('link', { name: 'Automation' }).click();
    await page.getByText('Text customers their booking confirmation', { exact: true }).waitFor();
    await expect(page.getByRole('switch').count()).resolves.toBe(0);
    await expect(page.getByRole('textbox').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Save Settings' }).count()).resolves.toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(site.pageErrors).toEqual([]);
    await page.close();
  }, 60_000);
});
