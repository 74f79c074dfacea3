import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import type { Database } from '../../adapters/persistence/database';
import { openTestPglite } from '../support/databases';
import { addDays, calendarDateOf, dayOfWeekOf } from '../../domain/shared/calendar';
import { formatCad } from '../../browser-kit/src/format/money-format';
import { messagesSettled } from '../support/api-suite';
import { Browser, browserAvailable, launchBrowser } from '../support/browser';
import { seriousViolations } from '../support/axe';
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
 * The manage link (docs/product/self-service.md) in a real browser: the site runs in-process with
 * SMTP pointed at a local mail server, a paid booking's confirmation email carries
 * `/manage/{token}`, and the customer opens it, moves the trip to another open weekday at the same
 * price, then to a dearer weekend date whose difference they pay in the booking form's payment
 * dialog (a declined card, the dialog closed unpaid, then the test card), and cancels it: the
 * refund covers both payments. A wrong token shows 'This link is not valid'. axe runs on each
 * state, and in the open dialog on a phone and a desktop.
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
  /** What the booking was paid, and what the dearer date costs more (the server's own quotes). */
  let tripCents: number;
  let differenceCents: number;

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers: SCRIPTED, body: JSON.stringify(body) });
    const answer = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  /**
   * Dates whose morning is free: the trip (three weeks ahead, Monday to Thursday), another weekday
   * and a dearer weekend date, each a week ahead or more (cancelled from there, a trip is refunded
   * in full).
   */
  async function chooseDates(): Promise<typeof dates> {
    const tomorrow = addDays(calendarDateOf(new Date()), 1);
    const days = (await (await fetch(`${url}/api/availability?from=${tomorrow}&days=62`)).json()) as Day[];
    const freeMornings = days
      .filter((d) => d.slots.some((s) => s.timeSlot === 'morning' && s.status === 'available'))
      .map((d) => d.date)
      .sort();
    const threeWeeks = addDays(tomorrow, 20);
    const booked = freeMornings.find((d) => d >= threeWeeks && MONDAY_TO_THURSDAY.includes(dayOfWeekOf(d)));
    const dearer = freeMornings.find((d) => d >= addDays(tomorrow, 7) && FRIDAY_TO_SUNDAY.includes(dayOfWeekOf(d)));
    const moveTo = freeMornings.find((d) => d >= addDays(tomorrow, 7) && d !== booked && MONDAY_TO_THURSDAY.includes(dayOfWeekOf(d)));
    if (!booked || !dearer || !moveTo) throw new Error(`No suitable free mornings in ${freeMornings.join(', ')}`);
    return { booked, dearer, moveTo };
  }

  beforeAll(async () => {
    await mail.start();
    database = await openTestPglite();
    app = await startTestApp({ database, env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}?ignoreTLS=true` } });
    url = app.url;
    dates = await chooseDates();

    // A paid booking through the API with the test gateway's success card, as the booking form makes it.
    const bookingData = { package: PACKAGE, date: dates.booked, time: 'morning', ...CUSTOMER, people: 2, hasKids: false, kidsCount: 0 };
    const started = await post('/api/create-payment-intent', { amount: 1, bookingData });
    const { paymentIntentId, clientSecret, amountCents } = started as {
      paymentIntentId: string;
      clientSecret: string;
      amountCents: number;
    };
    tripCents = amountCents;
    const weekend = await post('/api/quote', { package: PACKAGE, date: dates.dearer, time: 'morning', people: 2, kidsCount: 0 });
    differenceCents = (weekend as { totalCents: number }).totalCents - tripCents;
    if (differenceCents <= 0) throw new Error(`${dates.dearer} does not cost more than ${dates.booked}`);
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

  const focusedClass = (page: Page) =>
    page.evaluate(() => (globalThis as unknown as { document: { activeElement: { className: string } } }).document.activeElement.className);
  const focusedId = (page: Page) =>
    page.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string } } }).document.activeElement.id);

  async function chooseMorning(page: Page, date: string): Promise<void> {
    const dateSelect = page.getByLabel('New date');
    // The choices come from the availability the page reads after it opens: wait for the date to be one.
    await dateSelect.locator(`option[value="${date}"]`).waitFor({ state: 'attached' });
    await dateSelect.selectOption(date);
    await page.getByLabel('New time').selectOption('morning');
  }

  async function fillCard(page: Page, cardNumber: string): Promise<void> {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Card number').fill(cardNumber);
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
    await dialog.getByLabel('CVC').fill('123');
  }

  test('on a phone: another weekday at the same price is taken at once; axe passes', async () => {
    const page = await open(PHONE, managePath);
    try {
      await page.getByRole('heading', { level: 1, name: 'Manage Your Trip' }).waitFor();
      await page.getByText(/If you cancel now, you get \$[\d,.]+ back \(100% of what you paid\)\./).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);

      // Reschedule: only open dates are listed; the form says a dearer date asks for the difference.
      await page.getByRole('button', { name: 'Reschedule' }).click();
      await page.getByText('a dearer date asks you to pay the difference before your trip moves').waitFor();
      await chooseMorning(page, dates.moveTo);
      await page.getByRole('button', { name: 'Move my trip' }).click();
      await page.getByRole('heading', { name: 'Your trip is rescheduled' }).waitFor();
      await page.getByText(`Your trip is now on ${longDate(dates.moveTo)}, Morning (6:00-10:00 AM).`).waitFor();
      // The form is gone: the focus is on the result, which is read out.
      await expect(focusedClass(page)).resolves.toBe('manage-outcome');
      await expect(page.locator('.trip-summary').textContent()).resolves.toContain(longDate(dates.moveTo));
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
  });

  test(
    'on a phone: a dearer date asks for the difference in the payment dialog; a declined card, Cancel, then the test card moves the trip; ' +
      'axe passes on the page and in the dialog (phone and desktop)',
    async () => {
      const page = await open(PHONE, managePath);
      const difference = formatCad(differenceCents);
      const dearer = `${longDate(dates.dearer)}, Morning (6:00-10:00 AM)`;
      try {
        await page.getByRole('heading', { level: 1, name: 'Manage Your Trip' }).waitFor();
        await page.getByRole('button', { name: 'Reschedule' }).click();
        await chooseMorning(page, dates.dearer);
        await page.getByRole('button', { name: 'Move my trip' }).click();

        // The dialog says what is paid for: the difference and the new date; the form behind it says it too.
        const dialog = page.getByRole('dialog', { name: 'Complete Your Payment' });
        await dialog.getByText('Test mode - no real charge').waitFor();
        await expect(dialog.locator('.modal__lead').textContent()).resolves.toBe(
          `Difference due today: ${difference} (CAD) to move your trip to ${dearer}. Your trip moves once it is paid.`,
        );
        await page
          .locator('.manage-due')
          .getByText(`The new date costs ${difference} CAD more. Pay the difference to move your trip to ${dearer}.`)
          .waitFor();
        await expect(focusedId(page)).resolves.toMatch(/cardNumber$/);
        await expect(seriousViolations(page)).resolves.toEqual([]);
        await page.setViewportSize(DESKTOP);
        await expect(seriousViolations(page)).resolves.toEqual([]);
        await page.setViewportSize(PHONE);

        // A declined card: the dialog stays for another try.
        await fillCard(page, '4000 0000 0000 0002');
        await dialog.getByRole('button', { name: `Pay ${difference}` }).click();
        await page.getByText('Your card was declined.').first().waitFor();
        await expect(dialog.isVisible()).resolves.toBe(true);

        // Closed without paying: the trip as it was, the chosen time held, the focus back on the form.
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page
          .getByText(/^Your trip has not moved\. The time you chose is held for you until \d{1,2}:\d{2} [AP]M \(Wabamun Lake time\)/)
          .waitFor();
        await expect(focusedId(page)).resolves.toBe('manage-move-submit');
        await expect(page.locator('.trip-summary').textContent()).resolves.toContain(longDate(dates.moveTo));
        await expect(seriousViolations(page)).resolves.toEqual([]);

        // The same choice again reopens the payment (its time is still held for the customer): the test card pays.
        await page.getByRole('button', { name: 'Move my trip' }).click();
        await fillCard(page, '4242 4242 4242 4242');
        await dialog.getByRole('button', { name: `Pay ${difference}` }).click();
        await page.getByRole('heading', { name: 'Your trip is rescheduled' }).waitFor({ timeout: 15_000 });
        await expect(dialog.count()).resolves.toBe(0);
        await page.getByText(`Your trip is now on ${dearer}.`).waitFor();
        await page.getByText(`Difference paid: ${difference} (CAD), charged to your card.`).waitFor();
        await expect(focusedClass(page)).resolves.toBe('manage-outcome');
        const summary = await page.locator('.trip-summary').textContent();
        expect(summary).toContain(longDate(dates.dearer));
        expect(summary).toContain(`Paid${formatCad(tripCents + differenceCents)}`);
        await expect(seriousViolations(page)).resolves.toEqual([]);
      } finally {
        await page.close();
      }
    },
    60_000,
  );

  test('on a phone, the page opened again: cancelling refunds both payments in full; axe passes', async () => {
    const page = await open(PHONE, managePath);
    const both = formatCad(tripCents + differenceCents);
    try {
      await page.getByRole('heading', { level: 1, name: 'Manage Your Trip' }).waitFor();
      await expect(page.locator('.trip-summary').textContent()).resolves.toContain(longDate(dates.dearer));
      await page.getByText(`If you cancel now, you get ${both} back (100% of what you paid).`).waitFor();

      // Cancel: the confirmation states the refund first.
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByRole('heading', { name: 'Cancel your booking?' }).waitFor();
      await page.locator('.manage-panel').getByText(`you get ${both} back (100% of what you paid)`).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
      await page.getByRole('heading', { name: 'Your booking is cancelled' }).waitFor();
      await page.getByText(`${both} is being refunded to your card`).waitFor();
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
