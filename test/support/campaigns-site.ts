import { afterAll, beforeAll, expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { AuthService } from '../../application/auth/auth-service';
import { Clock } from '../../application/ports/clock';
import type { Database } from '../../adapters/persistence/database';
import { openTestPglite } from './databases';
import { addDays, calendarDateOf, dayOfWeekOf } from '../../domain/shared/calendar';
import { Browser, launchBrowser } from './browser';
import { VIEWPORTS } from './browser-site';
import { LocalMailServer, ReceivedEmail } from './message-stand-ins';
import { startTestApp, TestApp, TestClient } from './test-app';
import { STARTUP_CEILING_MS } from './startup-ceiling';

const PASSWORD = 'a long password for the campaigns suite';
export const MAILING_ADDRESS = 'PO Box 7, Wabamun, AB T0E 2K0';
export const DAY = 86_400_000;

/** The contacts: express consent (the box on a phone booking), implied (a confirmed booking), none, and one whose trip is over two years old. */
export const EVA = { name: 'Eva Express', email: 'eva@example.com', phone: '(780) 555-0151' };
export const IAN = { name: 'Ian Implied', email: 'ian@example.com', phone: '(780) 555-0152' };
export const NOEL = { name: 'Noel Noconsent', email: 'noel@example.com', phone: '(780) 555-0153' };
export const OLGA = { name: 'Olga Oldtrip', email: 'olga@example.com', phone: '(780) 555-0154' };
/** Booked in the browser, through the phone booking form with its box ticked. */
export const PAT = { name: 'Pat Phoned', email: 'pat@example.com', phone: '(780) 555-0155' };

export const EXPIRED = 'consent expired (over two years since their last trip)';

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
export const TRIP_DATES = tripDates();

/** The real time, or as far back as the test sets it (a customer's trip of two years ago). */
class ShiftedClock implements Clock {
  offset = 0;
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
}

/**
 * The site of the Email Campaigns suite: SMTP pointed at a local mail server, an admin and an
 * auditor, and four contacts (express, implied, none, and a trip over two years old). Set before
 * the suite's tests run, with the browser they open pages in.
 */
export function useCampaignsSite() {
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
  }, STARTUP_CEILING_MS);

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

  return {
    admin,
    auditor,
    pageErrors,
    contactsEventually,
    open,
    openCampaignsTab,
    preview,
    campaignCard,
    campaignMails,
    unsubscribeLinkOf,
    onThisServer,
    eventually,
    get app(): TestApp | undefined {
      return app;
    },
    get api(): TestClient {
      return api;
    },
  };
}
