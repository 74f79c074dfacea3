import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { Database, openDatabase } from '../../adapters/persistence/database';
import { addDays, calendarDateOf, dayOfWeekOf } from '../../domain/shared/calendar';
import { messagesSettled } from '../support/api-suite';
import { Browser, browserAvailable, launchBrowser } from '../support/browser';
import { VIEWPORTS } from '../support/browser-site';
import { LocalMailServer } from '../support/message-stand-ins';
import { startTestApp, TestApp } from '../support/test-app';

const suite = browserAvailable() ? describe : describe.skip;
const [[, PHONE], [, DESKTOP]] = VIEWPORTS;
const SCRIPTED = { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' };
const CUSTOMER = { name: 'Mara Manager', email: `mara.${Date.now()}@example.com`, phone: '(780) 555-0193' };
const PACKAGE = 'Half-Day Adventure';
const MONDAY_TO_THURSDAY = [1, 2, 3, 4];
const FRIDAY_TO_SUNDAY = [5, 6, 0];

type Day = { date: string; slots: { timeSlot: string; status: string }[] };

const weekdayDate = new Intl.DateTimeFormat('en-CA', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const longDate = (date: string) => weekdayDate.format(new Date(`${date}T00:00:00Z`));

/**
 * Issue 20's manage link in a real browser: the site runs in-process with SMTP pointed at a local
 * mail server, a paid booking's confirmation email carries `/manage/{token}`, and the customer
 * opens it, is refused a dearer date (with the guide's phone), moves the trip to another open
 * weekday, then cancels it with the refund the page stated. A wrong token shows 'This link is
 * not valid'. axe runs on each state.
 */
suite('managing a booking from its link in a real browser', () => {
  const mail = new LocalMailServer();
  const pageErrors: string[] = [];
  let database: Database | undefined;
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  let url: string;
  let managePath: string;
  let token: string;
  let dates: { booked: string; dearer: string; moveTo: string };

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers: SCRIPTED, body: JSON.stringify(body) });
    const answer = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  /** Dates whose morning is free: the trip (three weeks ahead, Monday to Thursday), a dearer weekend date and another weekday a week ahead or more. */
  async function chooseDates(): Promise<typeof dates> {
    const tomorrow = addDays(calendarDateOf(new Date()), 1);
    const days = (await (await fetch(`${url}/api/availability?from=${tomorrow}&days=62`)).json()) as Day[];
    const freeMornings = days
      .filter((d) => d.slots.some((s) => s.timeSlot === 'morning' && s.status === 'available'))
      .map((d) => d.date)
      .sort();
    const threeWeeks = addDays(tomorrow, 20);
    const booked = freeMornings.find((d) => d >= threeWeeks && MONDAY_TO_THURSDAY.includes(dayOfWeekOf(d)));
    const dearer = freeMornings.find((d) => d > tomorrow && FRIDAY_TO_SUNDAY.includes(dayOfWeekOf(d)));
    // A week ahead at least: cancelled from there, the trip is refunded in full.
    const moveTo = freeMornings.find((d) => d >= addDays(tomorrow, 7) && d !== booked && MONDAY_TO_THURSDAY.includes(dayOfWeekOf(d)));
    if (!booked || !dearer || !moveTo) throw new Error(`No suitable free mornings in ${freeMornings.join(', ')}`);
    return { booked, dearer, moveTo };
  }

  beforeAll(async () => {
    await mail.start();
    database = await openDatabase({});
    app = await startTestApp({ database, env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}?ignoreTLS=true` } });
    url = app.url;
    dates = await chooseDates();

    // A paid booking through the API with the test gateway's success card, as the booking form makes it.
    const bookingData = { package: PACKAGE, date: dates.booked, time: 'morning', ...CUSTOMER, people: 2, hasKids: false, kidsCount: 0 };
    const started = await post('/api/create-payment-intent', { amount: 1, bookingData });
    const { paymentIntentId, clientSecret } = started as { paymentIntentId: string; clientSecret: string };
    await post(`/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    await post('/api/confirm-booking-payment', { paymentIntentId, clientSecret, bookingData });

    // The confirmation email goes out through the outbox: its manage link is what the customer follows.
    await messagesSettled(app, database);
    await app.app.get(OutboxDispatcher).dispatchDue();
    const deadline = Date.now() + 10_000;
    let link: string | undefined;
    while (!link) {
      link = mail
        .to(CUSTOMER.email)
        .map((m) => /\/manage\/[A-Za-z0-9_-]{16,}/.exec(m.text)?.[0])
        .find(Boolean);
      if (link) break;
      if (Date.now() > deadline) throw new Error(`No manage link in the confirmation: ${mail.to(CUSTOMER.email).map((m) => m.text)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    managePath = link;
    token = link.slice('/manage/'.length);
    browser = await launchBrowser();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await database?.close();
    await mail.stop();
  });

  async function open(viewport: (typeof VIEWPORTS)[number][1], path: string): Promise<Page> {
    const page = await browser!.context.newPage();
    await page.setViewportSize(viewport);
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    return page;
  }

  async function seriousViolations(page: Page): Promise<string[]> {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
  }

  test('the page is rendered on the server with the booking, kept out of search engines, and sends no Referer', async () => {
    const res = await fetch(`${url}${managePath}`);
    expect(res.status).toBe(200);
    // Its HTML holds the booking: no cache keeps it, and no link followed from it names its address.
    expect([res.headers.get('cache-control'), res.headers.get('referrer-policy')]).toEqual(['no-store', 'no-referrer']);
    const html = await res.text();
    expect(html).toContain('Manage Your Trip');
    expect(html).toContain(CUSTOMER.name);
    expect(html).toContain(longDate(dates.booked));
    expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);
    expect(html).toMatch(/<meta[^>]*name="referrer"[^>]*content="no-referrer"/);
    // The token is in the page's data (its query key) but in none of its head's addresses.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain(token);
  });

  test('on a phone: a dearer date is refused with the phone, another weekday is taken, then the booking is cancelled; axe passes', async () => {
    const page = await open(PHONE, managePath);
    try {
      await page.getByRole('heading', { level: 1, name: 'Manage Your Trip' }).waitFor();
      await page.getByText(/If you cancel now, you get \$[\d,.]+ back \(100% of what you paid\)\./).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);

      // Reschedule: only open dates are listed; the weekend costs more, so the server refuses it.
      await page.getByRole('button', { name: 'Reschedule' }).click();
      const dateSelect = page.getByLabel('New date');
      await expect(dateSelect.locator(`option[value="${dates.dearer}"]`).count()).resolves.toBe(1);
      await dateSelect.selectOption(dates.dearer);
      await page.getByLabel('New time').selectOption('morning');
      await page.getByRole('button', { name: 'Move my trip' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: /more/ });
      await refusal.waitFor();
      await expect(refusal.locator('a[href^="tel:"]').count()).resolves.toBeGreaterThan(0);
      await expect(seriousViolations(page)).resolves.toEqual([]);

      await dateSelect.selectOption(dates.moveTo);
      await page.getByLabel('New time').selectOption('morning');
      await page.getByRole('button', { name: 'Move my trip' }).click();
      await page.getByRole('heading', { name: 'Your trip is rescheduled' }).waitFor();
      await page.getByText(`Your trip is now on ${longDate(dates.moveTo)}, Morning (6:00-10:00 AM).`).waitFor();
      // The form is gone: the focus is on the result, which is read out.
      await expect(
        page.evaluate(
          () => (globalThis as unknown as { document: { activeElement: { className: string } } }).document.activeElement.className,
        ),
      ).resolves.toBe('manage-outcome');
      await expect(page.locator('.trip-summary').textContent()).resolves.toContain(longDate(dates.moveTo));
      await expect(seriousViolations(page)).resolves.toEqual([]);

      // Cancel: the confirmation states the refund first.
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByRole('heading', { name: 'Cancel your booking?' }).waitFor();
      await page
        .locator('.manage-panel')
        .getByText(/you get \$[\d,.]+ back \(100% of what you paid\)/)
        .waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
      await page.getByRole('heading', { name: 'Your booking is cancelled' }).waitFor();
      await page.getByText(/\$[\d,.]+ is being refunded to your card/).waitFor();
      await expect(page.getByRole('button', { name: 'Cancel booking' }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Reschedule' }).count()).resolves.toBe(0);
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('on a desktop, afterwards: the booking shows as cancelled, without actions; axe passes', async () => {
    const page = await open(DESKTOP, managePath);
    try {
      await page.getByRole('heading', { level: 2, name: 'This booking is cancelled' }).waitFor();
      await expect(page.getByRole('button', { name: 'Reschedule' }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Cancel booking' }).count()).resolves.toBe(0);
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("a wrong token: 'This link is not valid' with the phone, answered as a 404; axe passes", async () => {
    const res = await fetch(`${url}/manage/not-a-real-token-at-all`);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);
    const page = await open(DESKTOP, '/manage/not-a-real-token-at-all');
    try {
      await page.getByRole('heading', { level: 1, name: 'This link is not valid' }).waitFor();
      await expect(page.locator('main a[href^="tel:"]').count()).resolves.toBeGreaterThan(0);
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('no page threw', () => {
    expect(pageErrors).toEqual([]);
  });
});
