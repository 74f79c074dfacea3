import type { Page } from 'playwright-core';
import { ManageLinkRow, manageTokenHash, MANAGE_PAGE_PATH, newManageToken } from '../../application/manage/manage-links';
import { TypeOrmManageLinks } from '../../adapters/manage/manage-links-table';
import type { Database } from '../../adapters/persistence/database';
import { DATABASE } from '../../adapters/shared/tokens';
import { addDays, calendarDateOf, dayOfWeekOf } from '../../domain/shared/calendar';
import type { TestApp } from './test-app';

const SCRIPTED = { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' };
const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];

type Day = { date: string; slots: { timeSlot: string; status: string }[] };

/**
 * Weekday dates whose morning is free, `daysAhead` days away or more, in date order: a suite that
 * books several trips takes one each (a date taken by an earlier test is skipped by `taken`).
 */
export async function freeWeekdayMornings(url: string, daysAhead: number, taken: ReadonlySet<string> = new Set()): Promise<string[]> {
  const from = addDays(calendarDateOf(new Date()), daysAhead);
  const days = (await (await fetch(`${url}/api/availability?from=${from}&days=42`)).json()) as Day[];
  return days
    .filter((d) => MONDAY_TO_FRIDAY.includes(dayOfWeekOf(d.date)) && !taken.has(d.date))
    .filter((d) => d.slots.some((s) => s.timeSlot === 'morning' && s.status === 'available'))
    .map((d) => d.date)
    .sort();
}

async function post(url: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: SCRIPTED, body: JSON.stringify(body) });
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A half-day morning trip for two on `date`, paid with the test gateway's success card as the booking form pays it; its id. */
export async function bookPaidTrip(url: string, date: string, customer: { name: string; email: string; phone: string }): Promise<string> {
  const bookingData = { package: 'Half-Day Adventure', date, time: 'morning', ...customer, people: 2, hasKids: false, kidsCount: 0 };
  const { paymentIntentId, clientSecret } = (await post(url, '/api/create-payment-intent', { amount: 1, bookingData })) as {
    paymentIntentId: string;
    clientSecret: string;
  };
  await post(url, `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  });
  const booking = await post(url, '/api/confirm-booking-payment', { paymentIntentId, clientSecret, bookingData });
  return booking.id as string;
}

/**
 * A working manage link's path (`/manage/{token}`) for a booking, stored as the confirmation
 * messages store theirs, without waiting for those messages to go out.
 */
export async function manageLinkPath(app: TestApp, bookingId: string): Promise<string> {
  const token = newManageToken();
  const row: ManageLinkRow = { tokenHash: manageTokenHash(token), bookingId, createdAt: new Date() };
  await new TypeOrmManageLinks(app.app.get<Database>(DATABASE).dataSource).save(row);
  return `${MANAGE_PAGE_PATH}/${token}`;
}

/** Fills the booking form at `{url}/#book` for a half-day morning trip for two on `date`, ready to pay. */
export async function fillBookingForm(page: Page, url: string, date: string, name: string): Promise<void> {
  await page.goto(`${url}/?package=Half-Day%20Adventure&date=${date}#book`);
  const form = page.locator('#book');
  await form.getByRole('combobox', { name: /^Time/ }).selectOption('morning');
  await form.getByLabel('Number of people').selectOption('2');
  await form.getByLabel('Full name').fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill('layout@example.com');
  await form.getByLabel('Phone').fill('(780) 555-0177');
  await form.locator('.price-summary').getByText('$').first().waitFor();
}

/** From a filled booking form: 'Book Now & Pay', then the payment dialog with the test card filled in, ready to pay. */
export async function openPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Book Now & Pay' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVC').fill('123');
}

/** Pays in the open payment dialog: the confirmation dialog is open when this returns. */
export async function pay(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
  await page.getByText('Booking Confirmed!').waitFor({ timeout: 20_000 });
}
