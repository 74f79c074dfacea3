import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { browserAvailable } from '../support/browser';
import { signInToDashboard, useBrowserSite, VIEWPORTS } from '../support/browser-site';
import { seriousViolations } from '../support/axe';

const suite = browserAvailable() ? describe : describe.skip;
const [[, PHONE], [, DESKTOP]] = VIEWPORTS;
const PASSWORD = 'a long password for the referrals suite';
const SCRIPTED = { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' };
const REFERRER = { name: 'Rowan Referrer', phone: '(780) 555-0181' };
const FRIEND = { name: 'Frankie Friend', phone: '(780) 555-0182' };

/**
 * The referral programme's admin side (docs/product/referrals.md): the Referrals tab lists a
 * friend's referral with its code, both customers, its Pending badge and both bookings, and the
 * Credits section is empty until a trip has passed. An auditor reads the same; nothing on the tab
 * changes data.
 */
suite('admin: referrals in a real browser', () => {
  const site = useBrowserSite();
  const admin = { username: 'referral-guide', password: PASSWORD };
  const auditor = { username: 'referral-auditor', password: PASSWORD };
  let code = '';

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await fetch(`${site.url}${path}`, { method: 'POST', headers: SCRIPTED, body: JSON.stringify(body) });
    const answer = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  /** Two dates at least three weeks ahead whose mornings are free. */
  async function freeMornings(): Promise<[string, string]> {
    const from = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const days = (await (await fetch(`${site.url}/api/availability?from=${from}&days=21`)).json()) as {
      date: string;
      slots: { timeSlot: string; status: string }[];
    }[];
    const free = days.filter((d) => d.slots.some((s) => s.timeSlot === 'morning' && s.status === 'available')).map((d) => d.date);
    const [first, second] = free;
    if (!first || !second) throw new Error('Fewer than two free mornings three weeks ahead');
    return [first, second];
  }

  /** A booking paid through the API with the test gateway's success card: its confirmation gives its own code. */
  async function paidBooking(bookingData: Record<string, unknown>): Promise<string> {
    const started = await post('/api/create-payment-intent', { amount: 1, bookingData });
    const { paymentIntentId, clientSecret } = started as { paymentIntentId: string; clientSecret: string };
    await post(`/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    const confirmed = await post('/api/confirm-booking-payment', { paymentIntentId, clientSecret, bookingData });
    return confirmed.referralCode as string;
  }

  beforeAll(async () => {
    if (!site.app) return; // External mode has no way to make the UI accounts.
    const auth = site.app.app.get(AuthService);
    await auth.createUser({ ...admin, role: 'admin' });
    await auth.createUser({ ...auditor, role: 'auditor' });
    const [first, second] = await freeMornings();
    const stamp = Date.now();
    const party = { package: 'Half-Day Adventure', time: 'morning', people: 1, hasKids: false, kidsCount: 0 };
    code = await paidBooking({ ...party, ...REFERRER, date: first, email: `rowan.${stamp}@example.com` });
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await paidBooking({ ...party, ...FRIEND, date: second, email: `frankie.${stamp}@example.com`, referralCode: code });
  }, 60_000);

  async function openReferralsTab(page: Page): Promise<void> {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Referrals', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Referrals' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/referrals');
  }

  async function expectPendingReferral(page: Page): Promise<void> {
    const card = page.getByRole('article', { name: `Referral of ${FRIEND.name} by ${REFERRER.name}` });
    await card.waitFor();
    await card.getByText(code, { exact: true }).waitFor();
    await expect(card.locator('.referral-badge').textContent()).resolves.toBe('Status: Pending');
    await expect(card.getAttribute('class')).resolves.toContain('referral--pending');
    await card.getByText(REFERRER.name, { exact: true }).waitFor();
    await card.getByText(FRIEND.name, { exact: true }).waitFor();
    await card.getByRole('link', { name: REFERRER.phone }).waitFor();
    await card.getByRole('link', { name: FRIEND.phone }).waitFor();
    await expect(card.getByRole('link', { name: /^Open the referrer's booking/ }).getAttribute('href')).resolves.toMatch(
      /^\/admin\/?\?booking=[0-9a-f-]{36}$/,
    );
    await expect(card.getByRole('link', { name: /^Open the friend's booking/ }).getAttribute('href')).resolves.toMatch(
      /^\/admin\/?\?booking=[0-9a-f-]{36}$/,
    );
    await page.getByText('No referral credits yet.', { exact: true }).waitFor();
  }

  test('the admin sees the pending referral with both customers and no credit yet; axe passes', async () => {
    if (!site.app) return;
    const page = await site.open(DESKTOP);
    try {
      await signInToDashboard(page, site.url, admin);
      await openReferralsTab(page);
      await expectPendingReferral(page);
      await expect(seriousViolations(page)).resolves.toEqual([]);

      // The friend's booking opens in Manage Bookings.
      await page
        .getByRole('article', { name: `Referral of ${FRIEND.name} by ${REFERRER.name}` })
        .getByRole('link', { name: /^Open the friend's booking/ })
        .click();
      await page.getByRole('dialog').getByText(FRIEND.name).first().waitFor();
    } finally {
      await page.close();
    }
  }, 60_000);

  test('an auditor reads the same, with nothing that changes data; axe passes', async () => {
    if (!site.app) return;
    const page = await site.open(PHONE);
    try {
      await signInToDashboard(page, site.url, auditor);
      await openReferralsTab(page);
      await expectPendingReferral(page);
      const buttons = await page.getByRole('main').getByRole('button').allTextContents();
      expect(buttons.every((text) => text.startsWith('Refresh'))).toBe(true);
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
