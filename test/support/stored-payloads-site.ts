import { afterAll, beforeAll, expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import twilio from 'twilio';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import type { Database } from '../../adapters/persistence/database';
import { TypeOrmWaiverReferences } from '../../adapters/waivers/typeorm-waiver-links';
import { openTestPglite } from './databases';
import { addDays, calendarDateOf } from '../../domain/shared/calendar';
import { logSettled } from './api-suite';
import { Browser, launchBrowser } from './browser';
import { ChatSocket } from './chat-socket';
import { STAND_IN_TWILIO, useMessagingStandIns } from './message-stand-ins';
import { HTML_PAYLOADS, ScriptWatch, watchForScript } from './stored-xss';
import { startTestApp, TestApp, TestClient } from './test-app';
import { STARTUP_CEILING_MS } from './startup-ceiling';

/** Every payload in one free text, each on its own line (paragraph). */
const ALL = HTML_PAYLOADS.join('\n\n');
/** A payload with a tag of its own: which input it came from is told by what ran. */
export const img = (tag: string) => `<img src=x onerror="window.__xss('${tag}')">`;
export const svg = (tag: string) => `<svg/onload=window.__xss('${tag}')>`;

/**
 * The booker's name: its first word (all the share page takes of it) is a payload with no space in
 * it. Names are free text of 2 to 120 characters: every payload fits.
 */
export const BOOKER = {
  name: `${svg('share-name')} Mallory O'Brien "${img('booker')}`,
  firstName: svg('share-name'),
  email: `mallory.${Date.now()}@example.com`,
  phone: '(780) 555-0161',
  e164: '+17805550161',
};
export const FRIEND = { name: `${img('friend')} Frankie`, email: `frankie.${Date.now()}@example.com`, phone: '(780) 555-0162' };
export const WAITER = { name: `${img('waitlist-name')} Wren`, email: `wren.${Date.now()}@example.com`, phone: '(780) 555-0163' };
export const STRANGER = '+15875550164';
export const HANDOFF = { phone: '(780) 555-0165', question: `${img('handoff')} Can my dog come?` };

/** The waiver's free texts: names (2 to 100 characters, signed by typing them again), the medical note, the guardian's. */
export const MINOR = {
  firstName: img('waiver-first'),
  lastName: `"><svg/onload=window.__xss('waiver-last')>`,
  guardianName: `${img('guardian')} Chris`,
  guardianRelationship: `</title><script>window.__xss('relationship')</script>`,
  medicalConditions: ALL,
  emergencyContactName: `<details open ontoggle=window.__xss('emergency')>`,
  userAgent: `Mozilla/5.0 ${img('user-agent')}`,
};
export const VOIDED = { firstName: `'-alert(1)-'`, lastName: `<a href="javascript:window.__xss('anchor-name')">Smith</a>` };
export const VOID_REASON = `${img('void-reason')} signed twice`;
export const TERMS_PAYLOAD = `${img('terms')} Life jackets are worn at all times.`;
export const CHAT_SESSION = `"><img src=x onerror=window.__xss('chat-session')>`;
export const WIDGET_MESSAGES = [img('widget-1'), `<script>window.__xss('widget-2')</script> and '-alert(1)-'`];

export const TEMPLATES = {
  promotionSubject: `</title><script>window.__xss('template-subject')</script> 20% off`,
  promotionBody: `${img('template-body')} Hi {name},\n\n${ALL}`,
  thankYou: `${svg('thank-you')} {business}: thank you, {name}!\n\n${ALL}`,
  referralRequest: `${img('share-text')} Share your code {code}: {shareLink}`,
};
export const CAMPAIGN = {
  name: `${img('campaign-name')} Spring opener`,
  subject: `</title><script>window.__xss('campaign-subject')</script> for {name}`,
  content: `Hi {name},\n\n${ALL}`,
};
const MAILING_ADDRESS = `${img('mailing-address')}\nPO Box 7, Wabamun, AB T0E 2K0`;
export const INBOUND = `${img('inbound')} Do kids need a licence?`;
export const OUTGOING = `${svg('outgoing')} See you at 6`;

/**
 * The site of the stored-XSS suite of the newer inputs: every payload sent through its real route,
 * the messages gone out to the stand-ins, and a browser watching for script. Set before the suite's
 * tests run; `made` holds the records and links they open.
 */
export function useStoredPayloadsSite() {
  const standIns = useMessagingStandIns();
  let database: Database | undefined;
  let app: TestApp | undefined;
  let admin: TestClient;
  let browser: Browser | undefined;
  let watch: ScriptWatch;
  let page: Page;
  const pageErrors: string[] = [];
  const made = {
    bookingId: '',
    code: '',
    manageToken: '',
    waitlistToken: '',
    minorWaiverId: '',
    voidedWaiverId: '',
    widgetSession: '',
  };

  async function post(path: string, body: unknown, client: TestClient = app!): Promise<any> {
    const res = await client.request('POST', path, body);
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body;
  }

  /** A booking paid through the public checkout with the test gateway's success card. */
  async function paidBooking(bookingData: Record<string, unknown>): Promise<{ id: string; referralCode: string }> {
    const started = await post('/api/create-payment-intent', { amount: 1, bookingData });
    await post(`/api/test-gateway/payment-intents/${started.paymentIntentId}/confirm`, {
      clientSecret: started.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    return post('/api/confirm-booking-payment', {
      paymentIntentId: started.paymentIntentId,
      clientSecret: started.clientSecret,
      bookingData,
    });
  }

  /** Two dates three weeks ahead or more whose mornings are free. */
  async function freeMornings(): Promise<[string, string]> {
    const from = addDays(calendarDateOf(new Date()), 21);
    const days = (await app!.request('GET', `/api/availability?from=${from}&days=21`)).body as {
      date: string;
      slots: { timeSlot: string; status: string }[];
    }[];
    const free = days.filter((d) => d.slots.some((s) => s.timeSlot === 'morning' && s.status === 'available')).map((d) => d.date);
    if (free.length < 2) throw new Error('Fewer than two free mornings three weeks ahead');
    return [free[0]!, free[1]!];
  }

  /** A text to the business number, through the webhook and signed as Twilio signs it. */
  async function inbound(from: string, body: string): Promise<void> {
    const url = `${app!.url}/api/twilio/inbound-sms`;
    const fields = {
      MessageSid: `SM${randomBytes(16).toString('hex')}`,
      AccountSid: standIns.accountSid,
      From: from,
      To: STAND_IN_TWILIO.from,
      Body: body,
    };
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Twilio-Signature': twilio.getExpectedTwilioSignature(STAND_IN_TWILIO.authToken, url, fields),
      },
      body: new URLSearchParams(fields).toString(),
    });
    expect(res.status).toBe(200);
  }

  /** Until `check` holds, the background work caught up and the outbox sent what it has. */
  async function eventually<T>(what: string, check: () => Promise<T | undefined> | T | undefined): Promise<T> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = await check();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`${what}: not within 15 s`);
      await logSettled(app!, database!);
      await app!.app.get(OutboxDispatcher).dispatchDue();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    database = await openTestPglite();
    app = await startTestApp({ database, env: standIns.env });
    admin = await app.signIn('admin', 'xss-guide');

    // Site content and waiver terms first: the bookings' messages and the waivers read them.
    await post('/api/site-content', { section: 'contact', key: 'mailing_address', value: MAILING_ADDRESS }, admin);
    const terms = (await app.request('GET', '/api/waiver-terms')).body as { text: string };
    await post('/api/waiver-terms', { text: `${terms.text}\n\n${TERMS_PAYLOAD}\n\n${ALL}` }, admin);

    // Two paid bookings from the public checkout, the second referred by the first's code.
    const [first, second] = await freeMornings();
    const party = { package: 'Half-Day Adventure', time: 'morning', people: 2, hasKids: false, kidsCount: 0 };
    const booked = await paidBooking({
      ...party,
      date: first,
      name: BOOKER.name,
      email: BOOKER.email,
      phone: BOOKER.phone,
      message: `${img('booking-message')} We bring our own rods.\n\n${ALL}`,
      referredBy: `${svg('referred-by')} a neighbour`,
      marketingConsent: true,
    });
    made.bookingId = booked.id;
    made.code = booked.referralCode;
    await paidBooking({ ...party, date: second, ...FRIEND, referralCode: made.code });

    // The morning is taken: a visitor joins its waitlist.
    const joined = await post('/api/waitlist', { package: party.package, date: first, time: 'morning', people: 2, ...WAITER });
    made.waitlistToken = new URL(joined.link as string).pathname.split('/').pop()!;

    // Waivers as the waiver form sends them (signing is public), the browser's User-Agent recorded with each.
    const common = {
      email: 'signer@example.com',
      phone: '(780) 555-0166',
      emergencyContactPhone: '(780) 555-0167',
      agreeToTerms: true,
      agreeToRisks: true,
      agreeToPhotos: true,
    };
    const minor = await app.request(
      'POST',
      '/api/waiver',
      {
        ...common,
        firstName: MINOR.firstName,
        lastName: MINOR.lastName,
        emergencyContactName: MINOR.emergencyContactName,
        medicalConditions: MINOR.medicalConditions,
        dateOfBirth: '2016-03-01',
        signature: `${MINOR.firstName} ${MINOR.lastName}`,
        guardianName: MINOR.guardianName,
        guardianRelationship: MINOR.guardianRelationship,
        guardianSignature: MINOR.guardianName,
        // The booking's waiver reference, as its confirmation's waiver link carries it.
        bookingReference: await new TypeOrmWaiverReferences(database.dataSource).referenceOf(made.bookingId, new Date()),
      },
      { 'User-Agent': MINOR.userAgent },
    );
    expect(minor.status).toBe(201);
    made.minorWaiverId = minor.body.id;
    const voided = await post('/api/waiver', {
      ...common,
      ...VOIDED,
      emergencyContactName: 'Sam Smith',
      dateOfBirth: '1988-06-14',
      signature: `${VOIDED.firstName} ${VOIDED.lastName}`,
    });
    made.voidedWaiverId = voided.id;
    await post(`/api/waivers/${made.voidedWaiverId}/void`, { reason: VOID_REASON }, admin);

    // Chat: a conversation with a payload for its session id, and a question left for the guide by SMS.
    const socket = await ChatSocket.open(app.url);
    try {
      expect((await socket.ask(CHAT_SESSION, ALL)).type).toBe('chat_response');
      const left = await socket.ask(CHAT_SESSION, HANDOFF.question, {
        action: 'send_sms',
        phone: HANDOFF.phone,
        question: HANDOFF.question,
      });
      expect(left.type).toBe('chat_response');
    } finally {
      await socket.close();
    }

    // Texts: in from the booker and from a stranger (the signed webhook), out from the admin.
    await inbound(BOOKER.e164, INBOUND);
    await inbound(STRANGER, ALL);
    await post('/api/send-sms', { to: BOOKER.phone, message: OUTGOING }, admin);

    // Templates the admin edits: an email one with its subject, an SMS one, and the referral invitation's share text.
    const saved = await Promise.all([
      admin.request('PUT', '/api/message-templates/promotion', { subject: TEMPLATES.promotionSubject, body: TEMPLATES.promotionBody }),
      admin.request('PUT', '/api/message-templates/thankYou', { body: TEMPLATES.thankYou }),
      admin.request('PUT', '/api/message-templates/referralRequest', { body: TEMPLATES.referralRequest }),
    ]);
    expect(saved.map((res) => res.status)).toEqual([200, 200, 200]);

    // The manage link comes in the confirmation SMS; the campaign goes to the contacts once the bookings made them.
    made.manageToken = await eventually('the manage link in the confirmation SMS', () => {
      const sms = standIns.twilio.to(BOOKER.e164).find((m) => /\/manage\/([A-Za-z0-9_-]{22})/.test(m.body));
      return sms ? /\/manage\/([A-Za-z0-9_-]{22})/.exec(sms.body)![1] : undefined;
    });
    await eventually('the contacts', async () => {
      const contacts = (await admin.request('GET', '/api/email-campaigns/contacts')).body as { email: string }[];
      return contacts.some((c) => c.email === BOOKER.email) ? true : undefined;
    });
    await post('/api/email-campaigns', { ...CAMPAIGN, recipients: [BOOKER.email] }, admin);
    // Every email that names a customer (the confirmations, the campaign), and the waitlist's, which names nobody.
    await eventually('the emails', () => {
      const texts = standIns.mail.received.map((m) => m.text);
      const greeted = [BOOKER, FRIEND].every(({ name }) => texts.some((text) => text.includes(`Hi ${name},`)));
      const waitlist = standIns.mail.received.some((m) => m.subject.startsWith("You're on the waitlist"));
      return greeted && waitlist && standIns.mail.received.some((m) => m.subject.includes("__xss('campaign-subject')")) ? true : undefined;
    });

    browser = await launchBrowser();
    watch = await watchForScript(browser.context);
    page = await browser.context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
  }, STARTUP_CEILING_MS);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await database?.close();
  });

  return {
    standIns,
    made,
    pageErrors,
    post,
    paidBooking,
    freeMornings,
    inbound,
    eventually,
    get database(): Database | undefined {
      return database;
    },
    get app(): TestApp | undefined {
      return app;
    },
    get admin(): TestClient {
      return admin;
    },
    get browser(): Browser | undefined {
      return browser;
    },
    get watch(): ScriptWatch {
      return watch;
    },
    get page(): Page {
      return page;
    },
  };
}
