import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { seriousViolations } from '../support/axe';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';
import type { TestClient } from '../support/test-app';

const suite = browserAvailable() ? describe : describe.skip;
const [[, PHONE], [, DESKTOP]] = VIEWPORTS;
const PASSWORD = 'a long password for the gift cards suite';

function formatCad(cents: number): string {
  return new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

async function payWithTestCard(page: Page, amountCents: number): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Test mode - no real charge').waitFor();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: `Pay ${formatCad(amountCents)}` }).click();
}

/** A free weekday morning at least `daysAhead` days away. */
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

/**
 * A gift card bought on /gift-cards with the test card, its balance checked there, then spent in
 * the booking form on part of a trip (the rest paid by card); the admin's Gift Cards tab shows it
 * with its history, and only the admin may send its email again. Every page passes axe.
 */
suite('gift cards in a real browser', () => {
  const site = useBrowserSite({ adminName: 'giftcards-admin' });
  const admin = { username: 'giftcard-guide', password: PASSWORD };
  const auditor = { username: 'giftcard-auditor', password: PASSWORD };
  let code = '';

  beforeAll(async () => {
    if (!site.app) return;
    const auth = site.app.app.get(AuthService);
    await auth.createUser({ ...admin, role: 'admin' });
    await auth.createUser({ ...auditor, role: 'auditor' });
  });

  test('bought on /gift-cards for an amount, paid with the test card; its balance looked up by code', async () => {
    const page = await site.open(PHONE);
    await page.goto(`${site.url}/gift-cards`);
    await page.getByRole('heading', { level: 1, name: 'Give a Day on the Lake' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // Nothing wider than the phone: no sideways scrolling.
    await expect(page.locator('html').evaluate((el) => el.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);

    // The form's own messages first.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('Name must be at least 2 characters').first().waitFor();
    await expect(page.getByLabel('Your name *').evaluate((el) => el === el.ownerDocument.activeElement)).resolves.toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByLabel('Amount (CAD) *').fill('120');
    await page.getByLabel('Your name *').fill('Bea Browser');
    await page.getByLabel('Your email *').fill('bea.browser@example.com');
    await page.getByLabel("Recipient's name *").fill('Ray Browser');
    await page.getByLabel("Recipient's email *").fill('ray.browser@example.com');
    await page.getByLabel('Message (optional)').fill('Tight lines!');
    await page.getByText('Gift card value: $120.00').waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payWithTestCard(page, 12_000);

    await page.getByRole('heading', { name: 'Your gift card is on its way' }).waitFor({ timeout: 15_000 });
    code = (await page.locator('.giftcards-page__code').textContent())!.trim();
    await expect(page.locator('html').evaluate((el) => el.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByLabel('Gift card code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check balance' }).click();
    await page.getByText(`${code}: $120.00 left.`).waitFor();
    await page.getByLabel('Gift card code').fill('ABCD-EFGH-JKMN-PQRS');
    await page.getByRole('button', { name: 'Check balance' }).click();
    await page.getByText('Gift card not found').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.close();
  }, 60_000);

  test('redeemed in the booking form: the card pays part of the trip, the rest is paid by card', async () => {
    expect(code).not.toBe('');
    const page = await site.open(DESKTOP);
    const date = await freeWeekdayMorning(site.admin, 9);
    await page.goto(`${site.url}/?package=Half-Day%20Adventure&date=${date}#book`);
    await page.locator('#book').getByRole('combobox', { name: /^Time/ }).selectOption('morning');
    await page.getByLabel('Number of people').selectOption('2');
    const visitor = `Gift Redeemer ${Date.now()}`;
    await page.getByLabel('Full name').fill(visitor);
    await page.getByRole('textbox', { name: 'Email' }).fill('redeemer@example.com');
    await page.getByLabel('Phone').fill('(780) 555-0177');
    await page.getByLabel('Gift card code (optional)').fill(code);

    const quote = (await site.admin.request('POST', '/api/quote', { package: 'Half-Day Adventure', date, people: 2, giftCardCode: code }))
      .body;
    expect(quote.giftCardCents).toBe(12_000);
    const summary = page.locator('.price-summary');
    await summary.getByText('Paid by gift card').waitFor();
    await summary.getByText(formatCad(quote.totalCents)).first().waitFor();
    await page.getByText(`Gift card applied: ${formatCad(12_000)} of your price is paid by the card.`).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Book Now & Pay' }).click();
    await payWithTestCard(page, quote.totalCents);
    await page.getByText('Booking Confirmed!').waitFor({ timeout: 15_000 });

    const listed = (await site.admin.request('GET', `/api/bookings?q=${encodeURIComponent(visitor)}`)).body;
    expect(listed).toMatchObject([{ name: visitor, status: 'confirmed', amountCents: quote.totalCents }]);
    const balance = await site.admin.request('GET', `/api/gift-cards/${code}/balance`);
    expect(balance.body).toMatchObject({ balanceCents: 0, status: 'used' });
    await page.close();
  }, 60_000);

  test('the Gift Cards tab: the card with its history; the admin may resend its email, the auditor only reads', async () => {
    if (!site.app) return; // External mode has no way to make the UI accounts.
    for (const [account, viewport] of [
      [admin, DESKTOP],
      [auditor, PHONE],
    ] as const) {
      const page = await site.open(viewport);
      await signInToDashboard(page, site.url, account);
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Gift Cards', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Gift Cards' }).waitFor();
      const card = page.getByRole('article', { name: `Gift card ${code}` });
      await card.waitFor();
      await expect(card.getByText('Used up').isVisible()).resolves.toBe(true);
      await expect(card.getByRole('row').allTextContents()).resolves.toEqual(
        expect.arrayContaining([expect.stringContaining('Redeemed on a booking'), expect.stringContaining('Issued')]),
      );
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await expect(page.locator('html').evaluate((el) => el.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
      const resend = card.getByRole('button', { name: /Resend email to recipient/ });
      if (account === admin) {
        await resend.click();
        await page.getByText('Gift Card Email Sent Again').first().waitFor();
        await card.getByText('Email sent again').waitFor();
      } else {
        await expect(resend.count()).resolves.toBe(0);
      }
      await page.close();
    }
  }, 90_000);
});
