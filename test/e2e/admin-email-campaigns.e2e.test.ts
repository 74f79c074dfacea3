import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { Clock } from '../../application/ports/clock';
import type { Database } from '../../adapters/persistence/database';
import { openTestPglite } from '../support/databases';
import { CAMPAIGN_MESSAGES } from '../../domain/campaigns/campaign-rules';
import { addDays, calendarDateOf, dayOfWeekOf } from '../../domain/shared/calendar';
import { Browser, browserAvailable, launchBrowser } from '../support/browser';
import { signInToDashboard, VIEWPORTS } from '../support/browser-site';
import { LocalMailServer, ReceivedEmail } from '../support/message-stand-ins';
import { startTestApp, TestApp, TestClient } from '../support/test-app';
import { seriousViolations } from '../support/axe';

const suite = browserAvailable() ? describe : describe.skip;
const [[, PHONE], [, DESKTOP]] = VIEWPORTS;
const PASSWORD = 'a long password for the campaigns suite';
const MAILING_ADDRESS = 'PO Box 7, Wabamun, AB T0E 2K0';
const DAY = 86_400_000;

/** The contacts: express consent (the box on a phone booking), implied (a confirmed booking), none, and one whose trip is over two years old. */
const EVA = { name: 'Eva Express', email: 'eva@example.com', phone: '(780) 555-0151' };
const IAN = { name: 'Ian Implied', email: 'ian@example.com', phone: '(780) 555-0152' };
const NOEL = { name: 'Noel Noconsent', email: 'noel@example.com', phone: '(780) 555-0153' };
const OLGA = { name: 'Olga Oldtrip', email: 'olga@example.com', phone: '(780) 555-0154' };
/** Booked in the browser, through the phone booking form with its box ticked. */
const PAT = { name: 'Pat Phoned', email: 'pat@example.com', phone: '(780) 555-0155' };

const EXPIRED = 'consent expired (over two years since their last trip)';

/** A weekday `from` days or more after `today` (the default week offers afternoons Monday to Friday). */
function weekdayAfter(today: string, from: number): string {
  for (let days = from; ; days += 1) {
    const date = addDays(today, days);
    const weekday = dayOfWeekOf(date);
    if (weekday !== 0 && weekday !== 6) return date;
  }
}

/** Four different weekdays ahead: one trip each, so that no booking finds its afternoon taken. */
function tripDates(): [string, string, string, string] {
  const first = weekdayAfter(calendarDateOf(new Date()), 5);
  const second = weekdayAfter(first, 1);
  const third = weekdayAfter(second, 1);
  return [first, second, third, weekdayAfter(third, 1)];
}
const TRIP_DATES = tripDates();

/** The real time, or as far back as the test sets it (a customer's trip of two years ago). */
class ShiftedClock implements Clock {
  offset = 0;
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
}

/**
 * Issue 17's Email Campaigns tab in a real browser: the site runs in-process with SMTP pointed
 * at a local mail server, so campaign emails really go out through nodemailer. Contacts come from
 * bookings: the phone booking form's consent box (express consent), a confirmed booking (implied
 * consent), a booking without either, and a purchase over two years old.
 */
suite('admin: Email Campaigns in a real browser', () => {
  const mail = new LocalMailServer();
  const clock = new ShiftedClock();
  const admin = { username: 'campaign-guide', password: PASSWORD };
  const auditor = { username: 'campaign-auditor', password: PASSWORD };
  const pageErrors: string[] = [];
  let database: Database | undefined;
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  let api: TestClient;

  async function phoneBooking(client: TestClient, customer: typeof EVA, date: string, consent = false): Promise<string> {
    const booked = await client.request('POST', '/api/bookings', {
      package: 'Half-Day Adventure',
      date,
      time: 'afternoon',
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      people: 2,
      ...(consent ? { marketingConsent: true } : {}),
    });
    expect(booked.status).toBe(201);
    return booked.body.id as string;
  }

  async function confirm(client: TestClient, id: string): Promise<void> {
    const confirmed = await client.request('PATCH', `/api/bookings/${id}/status`, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
  }

  /** The contacts read model follows the bookings in the background. */
  async function contactsEventually(
    check: (contacts: { email: string; consent: string; expressConsentSource: string | null }[]) => boolean,
  ) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const res = await api.request('GET', '/api/email-campaigns/contacts');
      expect(res.status).toBe(200);
      if (check(res.body)) return res.body as { email: string; consent: string; expressConsentSource: string | null }[];
      if (Date.now() > deadline) throw new Error(`The contacts did not follow the bookings within 10 s: ${res.text}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    await mail.start();
    database = await openTestPglite();
    app = await startTestApp({ database, clock, env: { SMTP_URL: `smtp://127.0.0.1:${mail.port}?ignoreTLS=true` } });
    const auth = app.app.get(AuthService);
    await auth.createUser({ ...admin, role: 'admin' });
    await auth.createUser({ ...auditor, role: 'auditor' });

    // Olga's trip was bought two years and two months ago: her implied consent has run out.
    clock.offset = -(2 * 365 + 60) * DAY;
    const then = await app.signIn('admin', 'campaign-past');
    await confirm(then, await phoneBooking(then, OLGA, weekdayAfter(calendarDateOf(clock.now()), 5)));
    clock.offset = 0;

    api = await app.signIn('admin', 'campaign-api');
    await phoneBooking(api, EVA, TRIP_DATES[0], true);
    await confirm(api, await phoneBooking(api, IAN, TRIP_DATES[1]));
    await phoneBooking(api, NOEL, TRIP_DATES[2]);
    await contactsEventually((contacts) => contacts.length === 4);
    browser = await launchBrowser();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await database?.close();
    await mail.stop();
  });

  async function open(viewport: (typeof VIEWPORTS)[number][1]): Promise<Page> {
    const page = await browser!.context.newPage();
    await page.setViewportSize(viewport);
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  async function openCampaignsTab(page: Page): Promise<void> {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'SMS Communications' }).click();
    await page.getByRole('heading', { level: 2, name: 'SMS Communications' }).waitFor();
    await page.getByRole('navigation', { name: 'SMS Communications' }).getByRole('link', { name: 'Email Campaigns' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/sms/email-campaigns');
  }

  const preview = (page: Page) => page.locator('.campaign-audience');
  const campaignCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

  /** Received emails of a campaign, by subject. */
  const campaignMails = (subject: string): ReceivedEmail[] => mail.received.filter((m) => m.subject.startsWith(subject));
  const unsubscribeLinkOf = (email: ReceivedEmail) => /\S+\/unsubscribe\?token=[A-Za-z0-9_-]+/.exec(email.text)?.[0];
  /** The link names the site's configured origin: asked of this server. */
  const onThisServer = (link: string) => {
    const url = new URL(link);
    return `${app!.url}${url.pathname}${url.search}`;
  };

  async function eventually(check: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`${what}: not within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  test("Manage Bookings: the phone booking form's consent box starts unticked and records the customer's yes", async () => {
    if (!app) return;
    const page = await open(DESKTOP);
    await signInToDashboard(page, app.url, admin);
    await page.getByRole('button', { name: 'Add phone booking' }).click();
    const form = page.getByRole('form', { name: 'Add phone booking' });
    const consent = form.getByRole('checkbox', { name: 'The customer agreed to receive emails with fishing reports and offers' });
    await expect(consent.isChecked()).resolves.toBe(false);

    await form.getByLabel('Package', { exact: true }).selectOption('Half-Day Adventure');
    await form.getByLabel('Date', { exact: true }).fill(TRIP_DATES[3]);
    await form.getByLabel('Time', { exact: true }).selectOption('afternoon');
    await form.getByLabel('Name', { exact: true }).fill(PAT.name);
    await form.getByLabel('Email', { exact: true }).fill(PAT.email);
    await form.getByLabel('Phone', { exact: true }).fill(PAT.phone);
    await form.getByLabel('People', { exact: true }).selectOption('2');
    await consent.check();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Add Booking' }).click();
    await page.getByText('Booking Added', { exact: true }).first().waitFor();

    const contacts = await contactsEventually((list) => list.some((c) => c.email === PAT.email));
    expect(contacts.find((c) => c.email === PAT.email)).toMatchObject({ consent: 'express', expressConsentSource: 'phone-booking' });
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);

  test('Email Campaigns: the reach and why others are left out, a campaign sent now, its emails with the mailing address and an unsubscribe link', async () => {
    if (!app) return;
    const page = await open(DESKTOP);
    await signInToDashboard(page, app.url, admin);

    // The mailing address every campaign email carries, in Website Content > Page Content.
    await page.goto(`${app.url}/admin/content/page-content`);
    const contactCard = page.getByRole('article', { name: 'Contact', exact: true });
    await contactCard.getByLabel('Mailing address (in every campaign email)').fill(MAILING_ADDRESS);
    await contactCard.getByRole('button', { name: 'Save Contact' }).click();
    await page.getByText('Content Updated', { exact: true }).first().waitFor();

    await openCampaignsTab(page);
    await page.getByRole('heading', { level: 3, name: 'Write a campaign' }).waitFor();
    await page.getByText(`its mailing address (${MAILING_ADDRESS})`).waitFor();
    // Five contacts: Eva and Pat ticked the box, Ian bought a trip, Noel did neither, Olga's trip is too old.
    await preview(page).getByText(`Will reach 3 of 5: 1 no consent, 1 ${EXPIRED}`, { exact: true }).waitFor();
    await preview(page)
      .getByText('2 with express consent (they ticked the box), 1 with implied consent (a trip in the last two years)', { exact: true })
      .waitFor();

    await page.getByRole('radio', { name: 'Past customers' }).check();
    await preview(page).getByText(`Will reach 1 of 2: 1 ${EXPIRED}`, { exact: true }).waitFor();

    // Chosen contacts: each with its consent; those who may not be emailed cannot be ticked.
    await page.getByRole('radio', { name: 'Chosen contacts' }).check();
    await preview(page).getByText('Choose at least one contact to see whom the campaign will reach.', { exact: true }).waitFor();
    const noel = page.getByRole('row', { name: new RegExp(NOEL.name) });
    await noel.getByText('No consent', { exact: true }).waitFor();
    await noel.getByText('Never ticked the box and never bought a trip', { exact: true }).waitFor();
    await expect(noel.getByRole('checkbox').isDisabled()).resolves.toBe(true);
    await page
      .getByRole('row', { name: new RegExp(OLGA.name) })
      .getByText(/^Last trip bought on .*, over two years ago$/)
      .waitFor();
    await page
      .getByRole('row', { name: new RegExp(PAT.name) })
      .getByText(/^Said yes on the phone \(phone booking\)/)
      .waitFor();
    await page
      .getByRole('row', { name: new RegExp(IAN.name) })
      .getByText(/^Bought a trip on .*: may be emailed until /)
      .waitFor();

    // Nothing typed and nobody chosen: the server's messages under the fields.
    await page.getByRole('button', { name: 'Send Campaign' }).click();
    for (const message of [CAMPAIGN_MESSAGES.name, CAMPAIGN_MESSAGES.subject, CAMPAIGN_MESSAGES.content, CAMPAIGN_MESSAGES.recipients]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expect(page.getByRole('textbox', { name: /^Name/ }).evaluate((el) => el.matches(':focus'))).resolves.toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByRole('checkbox', { name: `Choose ${EVA.name} (${EVA.email})` }).check();
    await preview(page).getByText('Will reach 1 of 1', { exact: true }).waitFor();
    await expect(page.getByText(CAMPAIGN_MESSAGES.recipients, { exact: true }).count()).resolves.toBe(0);

    // Start from a template: its subject and content, {business} and {phone} written out.
    await page.getByLabel('Start from a template').selectOption({ label: 'Promotion' });
    await page.getByRole('button', { name: 'Use template' }).click();
    await expect(page.getByRole('textbox', { name: /^Subject/ }).inputValue()).resolves.toBe(
      '20% off your next trip with Wabamun Lake Fishing Tours',
    );
    await expect(page.getByRole('textbox', { name: /^Content/ }).inputValue()).resolves.toMatch(/^Hi \{name\},\n\nFor a limited time/);

    // A time that has passed on the lake's clock is refused.
    await page.getByLabel('Send at (optional)').fill(`${addDays(calendarDateOf(new Date()), -1)}T09:00`);
    await expect(page.getByRole('button', { name: 'Schedule Campaign' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Schedule Campaign' }).click();
    await page.getByText(CAMPAIGN_MESSAGES.scheduledDate, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send now instead' }).click();

    // To all who may be emailed, now.
    await page.getByRole('radio', { name: 'All contacts who may be emailed' }).check();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Walleye opener');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('The walleye are biting, {name}');
    await page
      .getByRole('textbox', { name: /^Content/ })
      .fill('Hi {name},\n\nThe walleye moved up the deep breaks this week. Come out & see!');
    await page.getByRole('button', { name: 'Send Campaign' }).click();
    await page.getByText('Campaign sent', { exact: true }).first().waitFor();
    await page.getByText(`To 3 contacts; 2 left out: 1 no consent, 1 ${EXPIRED}`, { exact: true }).first().waitFor();
    await expect(page.getByRole('textbox', { name: /^Name/ }).inputValue()).resolves.toBe('');

    const card = campaignCard(page, 'Walleye opener');
    await card.waitFor();
    await card.getByText('By campaign-guide (admin), ', { exact: false }).waitFor();
    await card.getByText(`Reached 3 of 5; left out: 1 no consent, 1 ${EXPIRED}`, { exact: true }).waitFor();

    // The outbox sends them (it also runs on its own); the list follows while the campaign is sending.
    await app.app.get(OutboxDispatcher).dispatchDue();
    await eventually(() => campaignMails('The walleye are biting').length === 3, 'Three campaign emails');
    await card.getByText('Status: Sent', { exact: true }).waitFor({ timeout: 15_000 });
    await card.getByText('3 sent', { exact: true }).waitFor();

    const emails = campaignMails('The walleye are biting');
    expect(emails.map((m) => m.to[0]!.toLowerCase()).sort()).toEqual([EVA.email, IAN.email, PAT.email]);
    const eva = emails.find((m) => m.to[0]!.toLowerCase() === EVA.email)!;
    expect(eva.subject).toBe(`The walleye are biting, ${EVA.name}`);
    expect(eva.text).toContain(`Hi ${EVA.name},\n\nThe walleye moved up the deep breaks this week. Come out & see!`);
    expect(eva.text).toContain(`Wabamun Lake Fishing Tours\n${MAILING_ADDRESS}\n`);
    expect(eva.html).toContain(MAILING_ADDRESS);
    const link = unsubscribeLinkOf(eva);
    expect(link).toBeDefined();
    expect(eva.html).toContain(`<a href="${link}">Unsubscribe</a>`);
    expect(eva.headers['list-unsubscribe']).toBe(`<${link}>`);

    const outbox = await api.request('GET', '/api/outbox?limit=50');
    const rows = (outbox.body as { kind: string; sentBy: string | null }[]).filter((m) => m.kind === 'campaign');
    expect(rows.map((m) => m.sentBy)).toEqual(['campaign-guide (admin)', 'campaign-guide (admin)', 'campaign-guide (admin)']);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 90_000);

  test("the unsubscribe link opened in a browser asks, its button unsubscribes, and the next campaign's preview leaves that contact out", async () => {
    if (!app) return;
    const ian = campaignMails('The walleye are biting').find((m) => m.to[0]!.toLowerCase() === IAN.email)!;
    const page = await open(PHONE);
    await page.goto(onThisServer(unsubscribeLinkOf(ian)!));
    // Opening the link only asks (a mail scanner opens every link); its button unsubscribes.
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe from fishing reports and offers?' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor();

    await signInToDashboard(page, app.url, admin);
    await openCampaignsTab(page);
    await preview(page).getByText(`Will reach 2 of 5: 1 no consent, 1 ${EXPIRED}, 1 unsubscribed`, { exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Chosen contacts' }).check();
    const row = page.getByRole('row', { name: new RegExp(IAN.name) });
    await row.getByText('Unsubscribed', { exact: true }).waitFor();
    await expect(row.getByRole('checkbox').isDisabled()).resolves.toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);

  test('a campaign scheduled for tomorrow on the lake is listed as scheduled, and can be cancelled after a confirmation', async () => {
    if (!app) return;
    const page = await open(PHONE);
    await signInToDashboard(page, app.url, admin);
    await page.goto(`${app.url}/admin/sms/email-campaigns`);
    const tomorrow = addDays(calendarDateOf(new Date()), 1);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Weekend report');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Weekend fishing report');
    await page.getByRole('textbox', { name: /^Content/ }).fill('Pike on the weed edges, {name}.');
    await page.getByLabel('Send at (optional)').fill(`${tomorrow}T09:00`);
    await page.getByRole('button', { name: 'Schedule Campaign' }).click();
    await page.getByText('Campaign scheduled', { exact: true }).first().waitFor();
    await page
      .getByText(/^For .*: it would reach 2 contacts now; 3 left out: /)
      .first()
      .waitFor();

    const card = campaignCard(page, 'Weekend report');
    await card.getByText('Status: Scheduled', { exact: true }).waitFor();
    await card.getByText(/ \(lake time\)$/).waitFor();
    const [listed] = (await api.request('GET', '/api/email-campaigns')).body as { name: string; scheduledFor: string }[];
    expect(listed).toMatchObject({ name: 'Weekend report' });
    // 09:00 on the lake: UTC-6 (Alberta keeps it all year from November 2026), UTC-7 in a winter before.
    expect(calendarDateOf(new Date(listed!.scheduledFor))).toBe(tomorrow);
    expect(listed!.scheduledFor).toMatch(/T1[56]:00:00\.000Z$/);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await card.getByRole('button', { name: 'Cancel campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this campaign?' });
    await dialog.getByText(/^'Weekend report', scheduled for .*, will not be sent\./).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByText('Campaign cancelled', { exact: true }).first().waitFor();
    await card.getByText('Status: Cancelled', { exact: true }).waitFor();
    await card
      .getByText(/^By campaign-guide \(admin\), /)
      .first()
      .waitFor();
    await expect(card.getByRole('button', { name: 'Cancel campaign' }).count()).resolves.toBe(0);
    expect(campaignMails('Weekend fishing report')).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);

  test('an auditor reads the campaigns, with no form and no Cancel', async () => {
    if (!app) return;
    const scheduled = await api.request('POST', '/api/email-campaigns', {
      name: 'Ice fishing dates',
      subject: 'Ice fishing dates are out',
      content: 'Book your ice fishing day.',
      recipients: [EVA.email],
      scheduledDate: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    expect(scheduled.status).toBe(201);
    const page = await open(DESKTOP);
    await signInToDashboard(page, app.url, auditor);
    await openCampaignsTab(page);
    const card = campaignCard(page, 'Ice fishing dates');
    await card.getByText('Status: Scheduled', { exact: true }).waitFor();
    await campaignCard(page, 'Walleye opener').getByText('3 sent', { exact: true }).waitFor();
    await expect(page.getByRole('heading', { name: 'Write a campaign' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /Send Campaign|Schedule Campaign|Cancel campaign/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('textbox').count()).resolves.toBe(0);
    await expect(page.getByRole('radio').count()).resolves.toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);
});
