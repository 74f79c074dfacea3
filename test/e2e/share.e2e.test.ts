import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserAvailable } from '../support/browser';
import { useBrowserSite, VIEWPORTS, type Viewport } from '../support/browser-site';
import { seriousViolations } from '../support/axe';

const suite = browserAvailable() ? describe : describe.skip;

const SCRIPTED = { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' };
const CARDS = ['Facebook', 'Instagram', 'Twitter', 'WhatsApp', 'Email', 'Direct link'];

/**
 * The referral programme's public side (docs/product/referrals.md) in a real browser: a paid
 * booking's code, its /share page with the six cards and the 'Copied!' toast, the page without a
 * code or with an unknown one, the friend's 50 CAD in the booking form's live price, and axe on the
 * page.
 */
suite('sharing a referral code in a real browser', () => {
  const site = useBrowserSite();
  let url: string;
  let code: string;

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers: SCRIPTED, body: JSON.stringify(body) });
    const answer = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  /** A date at least three weeks ahead whose morning is free. */
  async function freeMorning(): Promise<string> {
    const from = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const days = (await (await fetch(`${url}/api/availability?from=${from}&days=14`)).json()) as {
      date: string;
      slots: { timeSlot: string; status: string }[];
    }[];
    const free = days.find((d) => d.slots.some((s) => s.timeSlot === 'morning' && s.status === 'available'));
    if (!free) throw new Error('No free morning three weeks ahead');
    return free.date;
  }

  beforeAll(async () => {
    url = site.url;
    // A paid booking through the API with the test gateway's success card: its confirmation gives the code.
    const bookingData = {
      package: 'Half-Day Adventure',
      date: await freeMorning(),
      time: 'morning',
      name: 'Sharon Referrer',
      email: `sharon.${Date.now()}@example.com`,
      phone: '(780) 555-0177',
      people: 1,
      hasKids: false,
      kidsCount: 0,
    };
    const started = await post('/api/create-payment-intent', { amount: 1, bookingData });
    const { paymentIntentId, clientSecret } = started as { paymentIntentId: string; clientSecret: string };
    await post(`/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    const confirmed = await post('/api/confirm-booking-payment', { paymentIntentId, clientSecret, bookingData });
    code = confirmed.referralCode as string;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await site.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  }, 60_000);

  async function open(viewport: Viewport, path: string): Promise<Page> {
    const page = await site.open(viewport);
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    return page;
  }

  test('the page is rendered on the server with the six cards, and kept out of search engines', async () => {
    const res = await fetch(`${url}/share?ref=${code}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const name of CARDS) expect(html).toContain(`>${name}</h2>`);
    expect(html).toContain(`/book?ref=${code}`);
    expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/share');
  });

  test.each(VIEWPORTS)("on %s: six cards with Share and Copy; Copy shows 'Copied!'; axe passes", async (_name, viewport) => {
    const page = await open(viewport, `/share?ref=${code}`);
    try {
      await page.getByRole('heading', { level: 1, name: 'Share Your Referral Code' }).waitFor();
      for (const name of CARDS) {
        const card = page.getByRole('article', { name, exact: true });
        await expect(card.getByRole('button', { name: /^Copy/ }).count()).resolves.toBe(1);
        await expect(
          card
            .getByRole('button', { name: /^Share/ })
            .or(card.getByRole('link', { name: /^Share/ }))
            .count(),
        ).resolves.toBe(1);
      }
      const facebook = page.getByRole('article', { name: 'Facebook' }).getByRole('link', { name: /^Share/ });
      await expect(facebook.getAttribute('href')).resolves.toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
      await expect(facebook.getAttribute('rel')).resolves.toContain('noopener');
      const whatsapp = page.getByRole('article', { name: 'WhatsApp' }).getByRole('link', { name: /^Share/ });
      await expect(whatsapp.getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\/\?text=.*/);
      const email = page.getByRole('article', { name: 'Email' }).getByRole('link', { name: /^Share/ });
      await expect(email.getAttribute('href')).resolves.toMatch(/^mailto:\?subject=.+&body=.+/);

      await expect(seriousViolations(page)).resolves.toEqual([]);

      await page.getByRole('article', { name: 'Twitter' }).getByRole('button', { name: /^Copy/ }).click();
      await page.getByText('Copied!', { exact: true }).waitFor();
      // (The test code is typed without the DOM: the page's navigator is described here.)
      type WithClipboard = { navigator: { clipboard: { readText(): Promise<string> } } };
      await expect(page.evaluate(() => (globalThis as unknown as WithClipboard).navigator.clipboard.readText())).resolves.toContain(code);

      await page.getByRole('link', { name: 'Back to booking' }).click();
      await page.locator('#book').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await page.close();
    }
  });

  test('before the trip, the posts and the link preview say the referrer is going fishing, on the trip’s date', async () => {
    const html = await (await fetch(`${url}/share?ref=${code}`)).text();
    const description = /<meta[^>]*name="description"[^>]*content="([^"]*)"/.exec(html)?.[1] ?? '';
    const preview = /<meta[^>]*property="og:description"[^>]*content="([^"]*)"/.exec(html)?.[1] ?? '';
    for (const text of [description, preview])
      expect(text).toMatch(/^Sharon is going fishing on Wabamun Lake on \w+day, \w+ \d{1,2}, \d{4}/);

    const page = await open(VIEWPORTS[0][1], `/share?ref=${code}`);
    try {
      const facebook = await page.getByRole('article', { name: 'Facebook' }).locator('.share-card__text').textContent();
      expect(facebook).toMatch(/^Sharon is going fishing with a guide on Wabamun Lake on \w+day, \w+ \d{1,2}/);
      await expect(page.locator('.share-card__text', { hasText: 'went fishing' }).count()).resolves.toBe(0);
      await expect(page.locator('.share-card__text', { hasText: 'had a great' }).count()).resolves.toBe(0);
    } finally {
      await page.close();
    }
  });

  test("without a code: 'Missing Referral Code' and a button to /book; axe passes", async () => {
    const page = await open(VIEWPORTS[0][1], '/share');
    try {
      await page.getByRole('heading', { level: 1, name: 'Missing Referral Code' }).waitFor();
      await expect(page.getByRole('link', { name: 'Go to booking' }).getAttribute('href')).resolves.toBe('/book');
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await page.close();
    }
  });

  test("an unknown code: 'Error Loading Share Data'", async () => {
    const page = await open(VIEWPORTS[1][1], '/share?ref=NOPE');
    try {
      await page.getByRole('heading', { level: 1, name: 'Error Loading Share Data' }).waitFor();
      await page.getByText('Unable to load sharing information for this referral code').waitFor();
    } finally {
      await page.close();
    }
  });

  test("a friend following the link sees the code's 50 CAD off in the live price", async () => {
    const date = await freeMorning();
    const page = await open(VIEWPORTS[1][1], `/book?ref=${code}&package=Half-Day%20Adventure&date=${date}`);
    try {
      const form = page.locator('#book');
      await expect(form.getByLabel('Referral code (optional)').inputValue()).resolves.toBe(code);
      await page.getByLabel('Number of people').selectOption('2');
      await page.getByLabel('Phone').fill('(780) 555-0188');
      const line = page.locator('.price-summary__line--referral');
      await line.waitFor();
      await expect(line.textContent()).resolves.toContain('-$50.00');
      await page.getByText("Referral code applied: $50 off your total (for a new customer's first booking).").waitFor();
    } finally {
      await page.close();
    }
  });

  test('no page threw', () => {
    expect(site.pageErrors).toEqual([]);
  });
});
