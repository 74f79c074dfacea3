import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Locator } from 'playwright-core';
import { browserAvailable } from '../support/browser';
import { useBrowserSite, VIEWPORTS, type Viewport } from '../support/browser-site';
import type { TestClient } from '../support/test-app';

const suite = browserAvailable() ? describe : describe.skip;

/**
 * Waits until a field holds `value`. (A string predicate for page.waitForFunction would be
 * evaluated in the page, which the site's Content-Security-Policy rightly refuses.)
 */
async function valueOf(field: Locator, value: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await field.inputValue().catch(() => null)) !== value) {
    if (Date.now() > deadline) throw new Error(`The field never held ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The visitor's whole journey on the built site: preselect from the landing page, see each form
 * message, see the price, pay with a declined then the success card, get the confirmation, and
 * find the booking in the admin API. Runs in-process, or against CI's started server.
 */
suite('booking a trip in a real browser', () => {
  const site = useBrowserSite({ adminName: 'journey-admin' });
  let url: string;
  let admin: TestClient;

  beforeAll(() => {
    url = site.url;
    admin = site.admin;
  });
  const open = (viewport: Viewport) => site.open(viewport);

  test.each(VIEWPORTS)('on %s: every form message shows, and the package and date links preselect', async (_name, viewport) => {
    const page = await open(viewport);
    await page.goto(`${url}/#book`);
    await page.getByRole('button', { name: 'Book Now & Pay' }).click();
    for (const message of [
      'Please select a package',
      'Please select a date',
      'Please select a time',
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please select the number of people',
    ]) {
      await expect(page.getByText(message, { exact: true }).count()).resolves.toBeGreaterThan(0);
    }

    await page.goto(`${url}/`);
    await page.locator('#packages').getByRole('link', { name: 'Book Full-Day Adventure' }).click();
    // The form takes the choice from the URL on the navigation's next render.
    await valueOf(page.locator('#book select[name="package"]'), 'Full-Day Adventure');
    await expect(page.locator('#book').getByLabel('Package').inputValue()).resolves.toBe('Full-Day Adventure');

    const firstDate = page.locator('#availability').getByRole('link', { name: 'Book This Date' }).first();
    const href = (await firstDate.getAttribute('href'))!;
    const date = new URLSearchParams(href.slice(href.indexOf('?'), href.indexOf('#'))).get('date')!;
    await firstDate.click();
    await valueOf(page.locator('#book input[type="date"]'), date);
    await expect(page.locator('#book').getByLabel('Date').inputValue()).resolves.toBe(date);
    await page.close();
  });

  test.each(VIEWPORTS)(
    'on %s: a declined card, a detail fixed after Cancel, the success card, and the confirmation',
    async (name, viewport) => {
      const page = await open(viewport);
      // A date of its own per viewport, a week or more ahead, on a weekday morning (offered by default).
      const date = await freeWeekdayMorning(admin, name === 'a phone' ? 8 : 15);
      await page.goto(`${url}/?package=Half-Day%20Adventure&date=${date}#book`);
      await page.locator('#book').getByRole('combobox', { name: /^Time/ }).selectOption('morning');
      await page.getByLabel('Number of people').selectOption('3');
      await page.getByLabel('Bringing children 12 and under?').check();
      await page.getByLabel('Number of children (12 and under)').selectOption('1');
      const visitor = `Journey ${name} ${Date.now()}`;
      await page.getByLabel('Full name').fill(visitor);
      await page.getByRole('textbox', { name: 'Email' }).fill('journey@example.com');
      await page.getByLabel('Phone').fill('(780) 555-0166');
      const quote = (await admin.request('POST', '/api/quote', { package: 'Half-Day Adventure', date, people: 3, kidsCount: 1 })).body;
      const total = formatCad(quote.totalCents);
      await page.locator('.price-summary').getByText(total).first().waitFor();

      await page.getByRole('button', { name: 'Book Now & Pay' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Test mode - no real charge').waitFor();
      await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
      await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
      await dialog.getByLabel('CVC').fill('123');
      await dialog.getByRole('button', { name: `Pay ${total}` }).click();
      await page.getByText('Your card was declined.').first().waitFor();
      await expect(dialog.isVisible()).resolves.toBe(true);

      // The visitor cancels, fixes a detail and starts again: their own hold must not refuse them.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('textbox', { name: 'Email' }).fill('journey.fixed@example.com');
      await page.getByRole('button', { name: 'Book Now & Pay' }).click();
      await dialog.getByText('Test mode - no real charge').waitFor();
      await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
      await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
      await dialog.getByLabel('CVC').fill('123');
      await dialog.getByRole('button', { name: `Pay ${total}` }).click();
      await page.getByText('Booking Confirmed!').waitFor({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Add to Calendar' }).isVisible()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByLabel('Full name').inputValue()).resolves.toBe(''); // the form was reset

      const listed = (await admin.request('GET', `/api/bookings?q=${encodeURIComponent(visitor)}`)).body;
      expect(listed).toMatchObject([
        {
          name: visitor,
          email: 'journey.fixed@example.com',
          date,
          time: 'morning',
          people: 3,
          kidsCount: 1,
          status: 'confirmed',
          amountCents: quote.totalCents,
        },
      ]);
      await page.close();
    },
  );

  test('the times follow the package: only the slots it runs in, and a time it does not run in is replaced or cleared', async () => {
    const page = await open(VIEWPORTS[1][1]);
    await page.goto(`${url}/?package=Half-Day%20Adventure&time=afternoon#book`);
    const form = page.locator('#book');
    const time = form.getByRole('combobox', { name: /^Time/ });
    await valueOf(time, 'afternoon');
    await expect(time.locator('option').allTextContents()).resolves.toEqual([
      'Select a time',
      'Morning (6:00-10:00 AM)',
      'Afternoon (1:00-5:00 PM)',
    ]);

    // The full-day package runs in one slot: the afternoon becomes that slot.
    await form.getByLabel('Package').selectOption('Full-Day Adventure');
    await valueOf(time, 'full-day');
    await expect(time.locator('option').allTextContents()).resolves.toEqual(['Select a time', 'Full Day (6:00 AM-2:00 PM)']);
    await expect(form.getByText('Full-Day Adventure runs as a full day.').count()).resolves.toBe(1);

    // Back to the half day: two slots to choose from, so the visitor chooses.
    await form.getByLabel('Package').selectOption('Half-Day Adventure');
    await valueOf(time, '');
    await page.close();
  });

  test('the information pages open, and /book leads to the form with the referral code', async () => {
    const page = await open(VIEWPORTS[0][1]);
    for (const [path, heading] of [
      ['/fishing-regulations', /regulations/i],
      ['/wabamun-lake-info', /Wabamun Lake/i],
      ['/privacy-policy', /Privacy Policy/i],
      ['/terms-of-service', /Terms of Service/i],
    ] as const) {
      await page.goto(url + path);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(heading);
    }
    await page.goto(`${url}/book?ref=FRIEND-7`);
    await page.waitForURL(/\/\?ref=FRIEND-7#book$/);
    await expect(page.locator('#book').getByLabel('Referral code (optional)').inputValue()).resolves.toBe('FRIEND-7');
    await page.close();
  });

  test('nothing broke in any page', () => {
    expect(site.pageErrors).toEqual([]);
  });
});

/** A Monday-to-Friday date at least `daysAhead` days away whose morning is still free. */
async function freeWeekdayMorning(admin: TestClient, daysAhead: number): Promise<string> {
  const from = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const days = (await admin.request('GET', `/api/availability?from=${from}&days=14`)).body as {
    date: string;
    slots: { timeSlot: string; status: string }[];
  }[];
  const free = days.find((d) => d.slots.some((s) => s.timeSlot === 'morning' && s.status === 'available'));
  if (!free) throw new Error('No free weekday morning in the next two weeks');
  return free.date;
}

function formatCad(cents: number): string {
  return new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);
}
