import { afterAll, beforeAll, expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import twilio from 'twilio';
import { AuthService } from '../../application/auth/auth-service';
import type { Database } from '../../adapters/persistence/database';
import { openTestPglite } from './databases';
import { addDays, calendarDateOf, dayOfWeekOf } from '../../domain/shared/calendar';
import { Browser, launchBrowser } from './browser';
import { VIEWPORTS } from './browser-site';
import { LocalTwilio } from './message-stand-ins';
import { startTestApp, TestApp, TestClient } from './test-app';
import { STARTUP_CEILING_MS } from './startup-ceiling';

const PASSWORD = 'a long password for the sms suite';
const TWILIO_FROM = '+15873550100';
const AUTH_TOKEN = 'twilio-admin-sms-e2e-token';

export const DANA = { name: 'Dana Whitford', phone: '(780) 555-0141', e164: '+17805550141', email: 'dana@example.com' };
export const SAM = { name: 'Sam Perch', phone: '(587) 555-0142', e164: '+15875550142', email: 'sam@example.com' };

/** A weekday `from` days or more ahead on the lake (the default week offers afternoons Monday to Friday). */
function weekdayAhead(from: number): string {
  const today = calendarDateOf(new Date());
  for (let days = from; ; days += 1) {
    const date = addDays(today, days);
    const weekday = dayOfWeekOf(date);
    if (weekday !== 0 && weekday !== 6) return date;
  }
}

/**
 * The site of the SMS Communications suite: Twilio pointed at a local stand-in, an admin and an
 * auditor, and two customers' phone bookings (Dana's made last). Set before the suite's tests run,
 * with the browser they open pages in and the calls they make.
 */
export function useSmsSite() {
  const twilioStandIn = new LocalTwilio();
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const admin = { username: 'sms-guide', password: PASSWORD };
  const auditor = { username: 'sms-auditor', password: PASSWORD };
  const pageErrors: string[] = [];
  let database: Database | undefined;
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  let api: TestClient;

  beforeAll(async () => {
    await twilioStandIn.start();
    database = await openTestPglite();
    app = await startTestApp({
      database,
      env: {
        TWILIO_ACCOUNT_SID: accountSid,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM,
        TWILIO_API_BASE: `http://127.0.0.1:${twilioStandIn.port}`,
      },
    });
    const auth = app.app.get(AuthService);
    await auth.createUser({ ...admin, role: 'admin' });
    await auth.createUser({ ...auditor, role: 'auditor' });
    api = await app.signIn('admin', 'sms-api');
    // Two customers' phone bookings, Dana's made last.
    for (const [customer, date] of [
      [SAM, weekdayAhead(12)],
      [DANA, weekdayAhead(5)],
    ] as const) {
      const booked = await api.request('POST', '/api/bookings', {
        package: 'Half-Day Adventure',
        date,
        time: 'afternoon',
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        people: 2,
      });
      expect(booked.status).toBe(201);
    }
    browser = await launchBrowser();
  }, STARTUP_CEILING_MS);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await database?.close();
    await twilioStandIn.stop();
  });

  async function open(viewport: (typeof VIEWPORTS)[number][1]): Promise<Page> {
    const page = await browser!.context.newPage();
    await page.setViewportSize(viewport);
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  /** A text to the business number, through the webhook and signed as Twilio signs it (without PUBLIC_ORIGIN the site checks its own address). */
  async function inbound(from: string, body: string): Promise<void> {
    const url = `${app!.url}/api/twilio/inbound-sms`;
    const fields = { MessageSid: `SM${randomBytes(16).toString('hex')}`, AccountSid: accountSid, From: from, To: TWILIO_FROM, Body: body };
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Twilio-Signature': twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, fields),
      },
      body: new URLSearchParams(fields).toString(),
    });
    expect(res.status).toBe(200);
  }

  /** The outbox dispatcher also runs on its own every few seconds: a text may be on its way when the test asks. */
  async function eventually(check: () => boolean): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('Not received by the Twilio stand-in within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The conversation of a number that texted in (not a chat hand-off typed with it). */
  async function threadOf(phone: string): Promise<{ id: string; unread: number } | undefined> {
    const threads = await api.request('GET', '/api/sms-threads');
    return (threads.body as { id: string; phone: string; source: string; unread: number }[]).find(
      (t) => t.phone === phone && t.source === 'sms',
    );
  }

  async function unreadOf(phone: string): Promise<number> {
    return (await threadOf(phone))?.unread ?? 0;
  }

  async function openSmsTab(page: Page): Promise<void> {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'SMS Communications' }).click();
    await page.getByRole('heading', { level: 2, name: 'SMS Communications' }).waitFor();
  }

  const subTabs = (page: Page) => page.getByRole('navigation', { name: 'SMS Communications' });

  return {
    twilioStandIn,
    admin,
    auditor,
    pageErrors,
    open,
    inbound,
    eventually,
    threadOf,
    unreadOf,
    openSmsTab,
    subTabs,
    get app(): TestApp | undefined {
      return app;
    },
    get api(): TestClient {
      return api;
    },
  };
}
