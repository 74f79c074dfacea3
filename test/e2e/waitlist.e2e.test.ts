import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import type { Database } from '../../adapters/persistence/database';
import { openTestPglite } from '../support/databases';
import { addDays, calendarDateOf, dayOfWeekOf } from '../../domain/shared/calendar';
import { messagesSettled } from '../support/api-suite';
import { seriousViolations } from '../support/axe';
import { Browser, browserAvailable, launchBrowser } from '../support/browser';
import { VIEWPORTS } from '../support/browser-site';
import { startTestApp, TestApp, TestClient } from '../support/test-app';

const suite = browserAvailable() ? describe : describe.skip;
const [[, PHONE], [, DESKTOP]] = VIEWPORTS;
const SCRIPTED = { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' };
const PACKAGE = 'Half-Day Adventure';
const FIRST = { name: 'Fern First', email: `fern.${Date.now()}@example.com`, phone: '(780) 555-0171' };
const VISITOR = { name: 'Wren Waiter', email: `wren.${Date.now()}@example.com`, phone: '(780) 555-0172' };
const MONDAY_TO_THURSDAY = [1, 2, 3, 4];

type Day = { date: string; slots: { timeSlot: string; status: string }[] };
type Entry = { status: string; position: number | null; offer: { expiresAt: string; bookLink: string } | null };

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Waits until a field holds `value` (a string predicate in the page would break the site's CSP). */
async function valueOf(field: Locator, value: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await field.inputValue().catch(() => null)) !== value) {
    if (Date.now() > deadline) throw new Error(`The field never held ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The waitlist (docs/product/self-service.md) in a real browser: a weekday morning is booked
 * through the API; a visitor picks that date in the booking form, chooses the booked morning and
 * joins its waitlist in one click with the details typed in the form. The guide cancels the first
 * booking; the freed place is offered to the visitor, whose private page shows until when it is
 * held and 'Book now'; the link opens the form with the trip chosen and the held place is paid for
 * with the test gateway. Leaving is one click; a wrong token is 'Waitlist entry not found'. axe
 * runs on each state, at phone and desktop widths.
 */
suite('the waitlist of a booked time in a real browser', () => {
  const pageErrors: string[] = [];
  let database: Database | undefined;
  let app: TestApp | undefined;
  let admin: TestClient;
  let browser: Browser | undefined;
  let url: string;
  let date: string;
  let firstBookingId: string;
  let waitlistPath: string;
  let token: string;

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers: SCRIPTED, body: JSON.stringify(body) });
    const answer = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  async function entry(): Promise<Entry> {
    const res = await fetch(`${url}/api/waitlist/${token}`);
    if (!res.ok) throw new Error(`GET /api/waitlist/{token}: ${res.status}`);
    return (await res.json()) as Entry;
  }

  /** The entry once it has `status`: the waitlist's process and read model follow the bookings a moment later. */
  async function entryWhen(status: string): Promise<Entry> {
    const deadline = Date.now() + 20_000;
    let current = await entry();
    while (current.status !== status) {
      if (Date.now() > deadline) throw new Error(`The entry never became ${status}: ${JSON.stringify(current)}`);
      await messagesSettled(app!, database!);
      await new Promise((resolve) => setTimeout(resolve, 200));
      current = await entry();
    }
    return current;
  }

  /** A Monday-to-Thursday date three weeks ahead or more whose morning is free: offers are held well before the 12-hour cut-off. */
  async function freeMorning(): Promise<string> {
    const from = addDays(calendarDateOf(new Date()), 21);
    const days = (await (await fetch(`${url}/api/availability?from=${from}&days=30`)).json()) as Day[];
    const found = days.find(
      (d) => MONDAY_TO_THURSDAY.includes(dayOfWeekOf(d.date)) && d.slots.some((s) => s.timeSlot === 'morning' && s.status === 'available'),
    );
    if (!found) throw new Error('No free weekday morning three weeks ahead');
    return found.date;
  }

  beforeAll(async () => {
    database = await openTestPglite();
    app = await startTestApp({ database });
    url = app.url;
    admin = await app.signIn('admin', 'waitlist-admin');
    date = await freeMorning();

    // The morning is booked and paid through the API, as the booking form does it.
    const bookingData = { package: PACKAGE, date, time: 'morning', ...FIRST, people: 2, hasKids: false, kidsCount: 0 };
    const started = await post('/api/create-payment-intent', { amount: 1, bookingData });
    const { paymentIntentId, clientSecret } = started as { paymentIntentId: string; clientSecret: string };
    await post(`/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    const booking = await post('/api/confirm-booking-payment', { paymentIntentId, clientSecret, bookingData });
    firstBookingId = booking.id as string;
    browser = await launchBrowser();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await database?.close();
  });

  async function open(viewport: (typeof VIEWPORTS)[number][1], path: string): Promise<Page> {
    const page = await browser!.context.newPage();
    await page.setViewportSize(viewport);
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    return page;
  }

  async function fillDetails(page: Page, who: typeof VISITOR, people: string): Promise<void> {
    const form = page.locator('#book');
    await form.getByLabel('Full name').fill(who.name);
    await form.getByRole('textbox', { name: 'Email' }).fill(who.email);
    await form.getByLabel('Phone').fill(who.phone);
    await form.getByLabel('Number of people').selectOption(people);
  }

  test("on a desktop, the booked morning offers 'Join the waitlist' in place of payment; axe passes", async () => {
    const page = await open(DESKTOP, `/?date=${date}&package=${encodeURIComponent(PACKAGE)}&time=morning#book`);
    try {
      const form = page.locator('#book');
      await form.getByRole('button', { name: 'Join the waitlist' }).waitFor();
      await expect(form.getByRole('button', { name: 'Book Now & Pay' }).count()).resolves.toBe(0);
      await expect(form.getByText('Morning (6:00-10:00 AM) is booked on this date.').count()).resolves.toBe(1);
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('on a phone: the visitor picks the booked date and time, is asked for the details first, then joins in one click', async () => {
    const page = await open(PHONE, `/?package=${encodeURIComponent(PACKAGE)}#book`);
    try {
      const form = page.locator('#book');
      await form.getByLabel('Date').fill(date);
      const time = form.getByRole('combobox', { name: /^Time/ });
      await time.locator('option[value="morning"]', { hasText: 'booked, join the waitlist' }).waitFor({ state: 'attached' });
      await time.selectOption('morning');
      await valueOf(time, 'morning');
      const join = form.getByRole('button', { name: 'Join the waitlist' });
      await join.waitFor();

      // The form's own rules first: nothing typed yet, so the details are asked for.
      await join.click();
      await form.getByText('Name must be at least 2 characters', { exact: true }).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);

      await fillDetails(page, VISITOR, '2');
      await join.click();
      const confirmation = form.getByText(
        `You're on the waitlist for ${PACKAGE} on ${longDate(date)}, Morning (6:00-10:00 AM). We'll text and email you if a place opens.`,
      );
      await confirmation.waitFor();
      await form.getByText('You are first in line.').waitFor();
      await expect(form.getByRole('button', { name: 'Join the waitlist' }).count()).resolves.toBe(0);
      const link = await form.getByRole('link', { name: 'See or leave your place on the waitlist' }).getAttribute('href');
      waitlistPath = new URL(link!, url).pathname;
      expect(waitlistPath).toMatch(/^\/waitlist\/[A-Za-z0-9_-]{16,}$/);
      token = waitlistPath.slice('/waitlist/'.length);
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
    await expect(entry()).resolves.toMatchObject({ status: 'waiting', position: 1 });
  });

  test('joining twice is refused with the reason beside the button', async () => {
    const page = await open(DESKTOP, `/?date=${date}&package=${encodeURIComponent(PACKAGE)}&time=morning#book`);
    try {
      await fillDetails(page, VISITOR, '2');
      await page.locator('#book').getByRole('button', { name: 'Join the waitlist' }).click();
      await page.getByRole('alert').filter({ hasText: 'You are already on the waitlist for this time.' }).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('the private page is rendered on the server, kept out of caches and search engines, and sends no Referer', async () => {
    const res = await fetch(`${url}${waitlistPath}`);
    expect(res.status).toBe(200);
    expect([res.headers.get('cache-control'), res.headers.get('referrer-policy'), res.headers.get('x-robots-tag')]).toEqual([
      'no-store',
      'no-referrer',
      'noindex, nofollow',
    ]);
    const html = await res.text();
    expect(html).toContain('Your Waitlist Place');
    expect(html).toContain('You are first in line.');
    expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);
    expect(html).toMatch(/<meta[^>]*name="referrer"[^>]*content="no-referrer"/);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain(token);
  });

  test("the first booking is cancelled: the place is offered, the page says until when it is held, and 'Book now' books it", async () => {
    const cancelled = await admin.request('PATCH', `/api/bookings/${firstBookingId}/status`, {
      status: 'cancelled',
      reason: 'Plans changed',
    });
    expect(cancelled.status).toBe(200);
    // The offer is made by a process behind the cancellation: wait for it.
    const offered = await entryWhen('offered');
    expect(offered.offer?.bookLink).toContain(`waitlist=${token}`);

    const phonePage = await open(PHONE, waitlistPath);
    try {
      await phonePage
        .getByText(/^A place opened for you: held until \d{1,2}:\d{2} [AP]M on \w+day, \w+ \d{1,2} \(Wabamun Lake time\)\.$/)
        .waitFor();
      await phonePage.getByRole('link', { name: 'Book now' }).waitFor();
      await expect(seriousViolations(phonePage)).resolves.toEqual([]);
    } finally {
      await phonePage.close();
    }

    const page = await open(DESKTOP, waitlistPath);
    try {
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await page.getByRole('link', { name: 'Book now' }).click();
      await page.waitForURL((address) => address.searchParams.get('waitlist') === token);
      const form = page.locator('#book');
      // The trip is chosen from the link, and the place held for the visitor can be paid for.
      await valueOf(form.getByLabel('Package'), PACKAGE);
      await valueOf(form.getByLabel('Date'), date);
      await valueOf(form.getByRole('combobox', { name: /^Time/ }), 'morning');
      await form.getByRole('button', { name: 'Book Now & Pay' }).waitFor();
      await expect(form.getByRole('button', { name: 'Join the waitlist' }).count()).resolves.toBe(0);

      await fillDetails(page, VISITOR, '2');
      await form.getByRole('button', { name: 'Book Now & Pay' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Test mode - no real charge').waitFor();
      await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
      await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
      await dialog.getByLabel('CVC').fill('123');
      await dialog.getByRole('button', { name: /^Pay / }).click();
      await page.getByText('Booking Confirmed!').waitFor({ timeout: 15_000 });
    } finally {
      await page.close();
    }

    const listed = (await admin.request('GET', `/api/bookings?q=${encodeURIComponent(VISITOR.name)}`)).body as unknown[];
    expect(listed).toMatchObject([{ name: VISITOR.name, date, time: 'morning', status: 'confirmed' }]);
    // Booking took the entry off the waitlist.
    await expect(entryWhen('booked')).resolves.toMatchObject({ status: 'booked', offer: null });
  });

  test('on a phone, another visitor leaves the waitlist in one click; axe passes', async () => {
    const joined = await post('/api/waitlist', {
      date,
      time: 'morning',
      package: PACKAGE,
      name: 'Lee Leaver',
      email: `lee.${Date.now()}@example.com`,
      phone: '(780) 555-0173',
      people: 1,
    });
    const path = new URL(joined.link as string, url).pathname;
    const page = await open(PHONE, path);
    try {
      await page.getByText(/^You are (first|number \d+) in line\.$/).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await page.getByRole('button', { name: 'Leave the waitlist' }).click();
      await page.getByRole('heading', { name: 'You have left the waitlist' }).waitFor();
      await expect(page.getByRole('button', { name: 'Leave the waitlist' }).count()).resolves.toBe(0);
      await expect(page.getByText('Left the waitlist').count()).resolves.toBeGreaterThan(0);
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("a wrong token: 'Waitlist entry not found' with a link home, answered as a 404; axe passes", async () => {
    const res = await fetch(`${url}/waitlist/not-a-real-token-at-all`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);
    const page = await open(DESKTOP, '/waitlist/not-a-real-token-at-all');
    try {
      await page.getByRole('heading', { level: 1, name: 'Waitlist entry not found' }).waitFor();
      await page.getByRole('link', { name: 'Back to the home page' }).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("a time that freed while the form was open: the join is refused and the form offers 'Book Now & Pay' instead", async () => {
    // Someone's unpaid checkout holds the afternoon: the page offers its waitlist.
    const holder = { name: 'Hal Holder', email: `hal.${Date.now()}@example.com`, phone: '(780) 555-0174' };
    const bookingData = { package: PACKAGE, date, time: 'afternoon', ...holder, people: 2, hasKids: false, kidsCount: 0 };
    const { paymentIntentId, clientSecret } = (await post('/api/create-payment-intent', { amount: 1, bookingData })) as {
      paymentIntentId: string;
      clientSecret: string;
    };
    const page = await open(DESKTOP, `/?date=${date}&package=${encodeURIComponent(PACKAGE)}&time=afternoon#book`);
    try {
      const form = page.locator('#book');
      const join = form.getByRole('button', { name: 'Join the waitlist' });
      await join.waitFor();
      // The holder gives the time up before the visitor sends the form.
      const released = await fetch(`${url}/api/release-payment-hold`, {
        method: 'POST',
        headers: SCRIPTED,
        body: JSON.stringify({ paymentIntentId, clientSecret }),
      });
      expect(released.status).toBe(204);
      await fillDetails(page, { name: 'Ivy Late', email: `ivy.${Date.now()}@example.com`, phone: '(780) 555-0175' }, '2');
      await join.click();
      await form.getByText('This time is still available: book it now.').waitFor();
      await form.getByRole('button', { name: 'Book Now & Pay' }).waitFor();
      await expect(form.getByRole('button', { name: 'Join the waitlist' }).count()).resolves.toBe(0);
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('no page threw', () => {
    expect(pageErrors).toEqual([]);
  });
});
