import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import type { Database } from '../../adapters/persistence/database';
import { DATABASE } from '../../adapters/shared/tokens';
import { formatCad } from '../../browser-kit/src/format/money-format';
import { addDays, calendarDateOf, dayOfWeekOf } from '../../domain/shared/calendar';
import { seriousViolations } from '../support/axe';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, type Viewport } from '../support/browser-site';

const suite = browserAvailable() ? describe : describe.skip;
const DESKTOP: { width: number; height: number } = { width: 1366, height: 900 };
const PHONE: Viewport = { width: 390, height: 844 };
const PASSWORD = 'a long password for the booking history suite';
const SCRIPTED = { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' };
const PACKAGE = 'Half-Day Adventure';
const CUSTOMER = { name: 'Harper Historian', email: `harper.${Date.now()}@example.com`, phone: '(780) 555-0177' };

type Day = { date: string; slots: { timeSlot: string; status: string }[] };

/** What a guide must never read in a booking's history: field names, ids, rule codes, dates and slots as stored. */
const INTERNAL = [
  /packageId/,
  /\bpi_/,
  /Cents\b/,
  /48h-or-more|24-to-48h|under-24h/,
  /\d{4}-\d{2}-\d{2}/,
  /\b(morning|afternoon|full-day)\b/,
];

/**
 * A booking's history after the customer moved it to a dearer date: 'Booking as it was' shows, at
 * each point, the price the booking had then (the new price once moved), the timeline tells each
 * change in words (the package by its name, dates and money as people read them), and the cancel
 * dialog states the refund truthfully: its amount and its share of what was paid.
 */
suite('admin: a moved booking’s history, as-it-was price and refund line', () => {
  const site = useBrowserSite();
  const admin = { username: 'history-guide', password: PASSWORD };
  let bookingId = '';
  let token = '';
  let dates: { booked: string; dearer: string };
  let tripCents = 0;
  let movedCents = 0;

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await fetch(`${site.url}${path}`, { method: 'POST', headers: SCRIPTED, body: JSON.stringify(body) });
    const answer = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  const pay = (payment: { paymentIntentId: string; clientSecret: string }) =>
    post(`/api/test-gateway/payment-intents/${payment.paymentIntentId}/confirm`, {
      clientSecret: payment.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });

  /** A Monday-to-Thursday morning three weeks ahead, and a dearer Friday-to-Sunday morning a week or more ahead. */
  async function chooseDates(): Promise<typeof dates> {
    const tomorrow = addDays(calendarDateOf(new Date()), 1);
    const days = (await (await fetch(`${site.url}/api/availability?from=${tomorrow}&days=62`)).json()) as Day[];
    const free = days.filter((d) => d.slots.some((s) => s.timeSlot === 'morning' && s.status === 'available')).map((d) => d.date);
    const booked = free.find((d) => d >= addDays(tomorrow, 20) && [1, 2, 3, 4].includes(dayOfWeekOf(d)));
    const dearer = free.find((d) => d >= addDays(tomorrow, 7) && [5, 6, 0].includes(dayOfWeekOf(d)));
    if (!booked || !dearer) throw new Error(`No suitable free mornings in ${free.join(', ')}`);
    return { booked, dearer };
  }

  beforeAll(async () => {
    if (!site.app) return;
    await site.app.app.get(AuthService).createUser({ ...admin, role: 'admin' });
    dates = await chooseDates();
    const bookingData = { package: PACKAGE, date: dates.booked, time: 'morning', ...CUSTOMER, people: 2, hasKids: false, kidsCount: 0 };
    const started = (await post('/api/create-payment-intent', { amount: 1, bookingData })) as {
      paymentIntentId: string;
      clientSecret: string;
      amountCents: number;
    };
    tripCents = started.amountCents;
    await pay(started);
    const confirmed = await post('/api/confirm-booking-payment', { ...started, bookingData });
    bookingId = confirmed.id as string;
    // The manage link of the confirmation, as it was written to the outbox.
    const { dataSource } = site.app.app.get<Database>(DATABASE);
    const deadline = Date.now() + 10_000;
    while (!token) {
      const rows = (await dataSource.query(`SELECT body FROM outbox_messages WHERE "bookingId" = $1 AND kind = 'booking-confirmed'`, [
        bookingId,
      ])) as { body: string }[];
      token = rows.map((r) => /\/manage\/([A-Za-z0-9_-]{16,})/.exec(r.body)?.[1]).find(Boolean) ?? '';
      if (!token && Date.now() > deadline) throw new Error('No manage link in the confirmation');
      if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);

  async function openDetail(page: Page): Promise<Locator> {
    await page.getByLabel('Search').fill(CUSTOMER.name);
    const card = page.getByRole('article', { name: CUSTOMER.name });
    await card.getByRole('link', { name: /Details and history/ }).click();
    const detail = page.getByRole('dialog', { name: `${CUSTOMER.name}'s booking` });
    await detail.getByRole('heading', { name: 'Audit timeline' }).waitFor();
    return detail;
  }

  /** The price 'Booking as it was' shows for the point chosen. */
  async function asItWasPrice(detail: Locator, version?: string): Promise<string> {
    const group = detail.getByRole('group', { name: version ? `The booking after event ${version}` : /^The booking after event \d+$/ });
    await group.waitFor();
    return (await group.locator('div:has(> dt:text-is("Price")) > dd').textContent()) ?? '';
  }

  test('the dashboard open while the customer moves: the detail, as it was now, shows the new price, and the timeline reads in words', async () => {
    if (!site.app) return;
    const tab = await site.open(DESKTOP as Viewport);
    await signInToDashboard(tab, site.url, admin);
    let detail = await openDetail(tab);
    await expect(asItWasPrice(detail)).resolves.toBe(formatCad(tripCents));
    await detail.getByRole('button', { name: 'Close' }).click();

    // The customer moves to the dearer date and pays the difference.
    const asked = await post(`/api/manage/${token}/reschedule`, { date: dates.dearer, time: 'morning' });
    const payment = asked.payment as { paymentIntentId: string; clientSecret: string };
    await pay(payment);
    const moved = await post(`/api/manage/${token}/reschedule/confirm`, { paymentIntentId: payment.paymentIntentId });
    expect(moved.booking).toMatchObject({ date: dates.dearer });
    movedCents = tripCents + (asked.priceDifferenceCents as number);
    expect(movedCents).toBeGreaterThan(tripCents);

    // The guide refreshes the list and opens the booking again.
    await tab.getByRole('button', { name: 'Refresh' }).first().click();
    detail = await openDetail(tab);
    await detail.getByText('Trip moved', { exact: true }).first().waitFor();
    await expect(asItWasPrice(detail)).resolves.toBe(formatCad(movedCents));
    // Before the move, it had its first price.
    const history = detail.getByLabel('Show the booking as it was');
    const beforeMove = await history.locator('option', { hasText: /^after payment received/ }).getAttribute('value');
    await history.selectOption(beforeMove!);
    await expect(asItWasPrice(detail, beforeMove!)).resolves.toBe(formatCad(tripCents));

    const timeline = detail.locator('ol.timeline');
    const text = (await timeline.textContent())!;
    for (const internal of INTERNAL) expect([internal, text]).toEqual([internal, expect.not.stringMatching(internal)]);
    await timeline.getByText(`Package: ${PACKAGE}`, { exact: true }).waitFor();
    await expect(seriousViolations(tab)).resolves.toEqual([]);
    await detail.getByRole('button', { name: 'Close' }).click();
    expect(site.pageErrors).toEqual([]);
    await tab.close();
  }, 90_000);

  test('on a phone, the cancel dialog states the refund: its amount and its share of what was paid', async () => {
    if (!site.app) return;
    const tab = await site.open(PHONE);
    await signInToDashboard(tab, site.url, admin);
    await tab.getByLabel('Search').fill(CUSTOMER.name);
    await tab.getByRole('article', { name: CUSTOMER.name }).getByRole('button', { name: 'Cancel' }).click();
    const dialog = tab.getByRole('dialog', { name: `Cancel ${CUSTOMER.name}'s booking` });
    // A week or more ahead: everything paid comes back, the trip and the difference alike.
    // The guide's refund line, not the customer's message previewed below it (which states the refund too).
    const line = dialog.locator('p:not(.status-change__text)').filter({ hasText: 'Refund: ' });
    await line.waitFor();
    const said = (await line.textContent())!;
    expect(said).toContain(`Refund: ${formatCad(movedCents)}`);
    expect(said).toContain(`all of the ${formatCad(movedCents)} paid`);
    expect(said).not.toContain(formatCad(0));
    await expect(seriousViolations(tab)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Keep Booking' }).click();
    expect(site.pageErrors).toEqual([]);
    await tab.close();
  }, 60_000);
});
