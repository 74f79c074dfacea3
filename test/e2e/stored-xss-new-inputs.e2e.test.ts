import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import twilio from 'twilio';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import type { Database } from '../../adapters/persistence/database';
import { TypeOrmWaiverReferences } from '../../adapters/waivers/typeorm-waiver-links';
import { openTestPglite } from '../support/databases';
import { addDays, calendarDateOf } from '../../domain/shared/calendar';
import { logSettled } from '../support/api-suite';
import { Browser, browserAvailable, launchBrowser } from '../support/browser';
import { signInToDashboard } from '../support/browser-site';
import { ChatSocket } from '../support/chat-socket';
import { STAND_IN_TWILIO, useMessagingStandIns } from '../support/message-stand-ins';
import { dangerousNodes, HTML_PAYLOADS, ScriptWatch, watchForScript } from '../support/stored-xss';
import { startTestApp, TEST_PASSWORD, TestApp, TestClient } from '../support/test-app';

const suite = browserAvailable() ? describe : describe.skip;

/** Every payload in one free text, each on its own line (paragraph). */
const ALL = HTML_PAYLOADS.join('\n\n');
/** A payload with a tag of its own: which input it came from is told by what ran. */
const img = (tag: string) => `<img src=x onerror="window.__xss('${tag}')">`;
const svg = (tag: string) => `<svg/onload=window.__xss('${tag}')>`;

/**
 * The booker's name: its first word (all the share page takes of it) is a payload with no space in
 * it. Names are free text of 2 to 120 characters: every payload fits.
 */
const BOOKER = {
  name: `${svg('share-name')} Mallory O'Brien "${img('booker')}`,
  firstName: svg('share-name'),
  email: `mallory.${Date.now()}@example.com`,
  phone: '(780) 555-0161',
  e164: '+17805550161',
};
const FRIEND = { name: `${img('friend')} Frankie`, email: `frankie.${Date.now()}@example.com`, phone: '(780) 555-0162' };
const WAITER = { name: `${img('waitlist-name')} Wren`, email: `wren.${Date.now()}@example.com`, phone: '(780) 555-0163' };
const STRANGER = '+15875550164';
const HANDOFF = { phone: '(780) 555-0165', question: `${img('handoff')} Can my dog come?` };

/** The waiver's free texts: names (2 to 100 characters, signed by typing them again), the medical note, the guardian's. */
const MINOR = {
  firstName: img('waiver-first'),
  lastName: `"><svg/onload=window.__xss('waiver-last')>`,
  guardianName: `${img('guardian')} Chris`,
  guardianRelationship: `</title><script>window.__xss('relationship')</script>`,
  medicalConditions: ALL,
  emergencyContactName: `<details open ontoggle=window.__xss('emergency')>`,
  userAgent: `Mozilla/5.0 ${img('user-agent')}`,
};
const VOIDED = { firstName: `'-alert(1)-'`, lastName: `<a href="javascript:window.__xss('anchor-name')">Smith</a>` };
const VOID_REASON = `${img('void-reason')} signed twice`;
const TERMS_PAYLOAD = `${img('terms')} Life jackets are worn at all times.`;
const CHAT_SESSION = `"><img src=x onerror=window.__xss('chat-session')>`;
const WIDGET_MESSAGES = [img('widget-1'), `<script>window.__xss('widget-2')</script> and '-alert(1)-'`];

const TEMPLATES = {
  promotionSubject: `</title><script>window.__xss('template-subject')</script> 20% off`,
  promotionBody: `${img('template-body')} Hi {name},\n\n${ALL}`,
  thankYou: `${svg('thank-you')} {business}: thank you, {name}!\n\n${ALL}`,
  referralRequest: `${img('share-text')} Share your code {code}: {shareLink}`,
};
const CAMPAIGN = {
  name: `${img('campaign-name')} Spring opener`,
  subject: `</title><script>window.__xss('campaign-subject')</script> for {name}`,
  content: `Hi {name},\n\n${ALL}`,
};
const MAILING_ADDRESS = `${img('mailing-address')}\nPO Box 7, Wabamun, AB T0E 2K0`;
const INBOUND = `${img('inbound')} Do kids need a licence?`;
const OUTGOING = `${svg('outgoing')} See you at 6`;

/**
 * Issue 21: the stored-XSS payloads of stored-xss.e2e.test.ts in every input added since, sent
 * through its real route (the public checkout, the waiver form's POST, the chat socket, the
 * signed Twilio webhook, the admin's API), then each page that shows them, public and admin, in
 * a real browser: the payload reads as text, window.__xss is never called, no dialog opens, the
 * Content-Security-Policy blocks nothing and the page holds nothing that could run. The site runs
 * in-process with Twilio and SMTP pointed at local stand-ins, so messages really go out.
 */
suite('stored content of the newer inputs cannot run script in the public site or the admin', () => {
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
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await database?.close();
  });

  /** `text` shows, as text, in `scope`. */
  async function shows(scope: Page | Locator, text: string): Promise<void> {
    await scope.getByText(text).first().waitFor();
  }

  /** What the watch had noted when the test began: a test answers for what ran during it. */
  let before = { executed: 0, dialogs: 0, cspViolations: 0 };
  beforeEach(() => {
    before = { executed: watch.executed.length, dialogs: watch.dialogs.length, cspViolations: watch.cspViolations.length };
  });

  /** The page as it stands holds nothing that could run, and nothing has run in any page since the test began. */
  async function nothingRuns(): Promise<void> {
    expect(await dangerousNodes(page)).toEqual([]);
    expect(watch.executed.slice(before.executed)).toEqual([]);
    expect(watch.dialogs.slice(before.dialogs)).toEqual([]);
    expect(watch.cspViolations.slice(before.cspViolations)).toEqual([]);
  }

  test("public: /share?ref= shows the referrer's first name in the texts to share, as text", async () => {
    await page.goto(`${app!.url}/share?ref=${made.code}`);
    const facebook = page.getByRole('article', { name: 'Facebook' });
    await shows(facebook, `${BOOKER.firstName} went fishing`);
    await shows(page.getByRole('article', { name: 'WhatsApp' }), `${BOOKER.firstName} here.`);
    await nothingRuns();
  });

  test("public: the manage page shows the booker's name as text", async () => {
    await page.goto(`${app!.url}/manage/${made.manageToken}`);
    await shows(page.locator('main'), BOOKER.name);
    await nothingRuns();
  });

  test("public: the waitlist page shows the visitor's name as text", async () => {
    await page.goto(`${app!.url}/waitlist/${made.waitlistToken}`);
    await shows(page.locator('main'), WAITER.name);
    await nothingRuns();
  });

  test('public: the waiver page shows the stored terms as text, and a booking reference from the address only as a field value', async () => {
    const reference = `"><img src=x onerror=window.__xss('booking-reference')>`;
    await page.goto(`${app!.url}/liability-waiver?booking=${encodeURIComponent(reference)}`);
    const terms = page.getByRole('group', { name: 'Waiver terms' });
    await shows(terms, TERMS_PAYLOAD);
    const text = await terms.innerText();
    for (const payload of HTML_PAYLOADS) expect(text).toContain(payload);
    await expect(page.getByLabel('Booking reference (optional)').inputValue()).resolves.toBe(reference);
    await nothingRuns();
  });

  test('public: the chat widget shows what the visitor typed as text', async () => {
    await page.goto(`${app!.url}/`);
    await page.mouse.move(20, 20); // The widget comes with the visitor's first interaction.
    await page.getByRole('button', { name: /^Chat with / }).click();
    const panel = page.getByRole('dialog', { name: /^Chat with / });
    await panel.getByText('Online', { exact: true }).waitFor();
    const log = panel.getByRole('log', { name: 'Conversation' });
    const input = panel.getByLabel('Your message');
    for (const [index, message] of WIDGET_MESSAGES.entries()) {
      await input.fill(message);
      await input.press('Enter');
      await log.locator('.chat-message--user', { hasText: message }).waitFor();
      // The answer too (it may quote the question).
      await log
        .locator('.chat-message--assistant')
        .nth(index + 1)
        .waitFor();
    }
    await nothingRuns();
    const sessions = (await admin.request('GET', '/api/chat-sessions')).body as { items: { sessionId: string }[] };
    made.widgetSession = sessions.items.map((s) => s.sessionId).find((id) => id !== CHAT_SESSION) ?? '';
    expect(made.widgetSession).not.toBe('');
  });

  test('public: every email sent (confirmations, waitlist, campaign), opened as a mail program would, shows the texts as text and runs none', async () => {
    // Served without the site's Content-Security-Policy, as a mail program shows them: only the escaping protects them.
    const emails = standIns.mail.received.filter((m) => m.html);
    let html = '';
    await page.route('http://email.test/**', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    const texts: string[] = [];
    for (const [index, email] of emails.entries()) {
      html = email.html;
      await page.goto(`http://email.test/${index}.html`);
      texts.push(await page.locator('body').innerText());
      await nothingRuns();
    }
    const campaign = texts[emails.findIndex((email) => email.subject.includes("__xss('campaign-subject')"))];
    for (const payload of HTML_PAYLOADS) expect(campaign).toContain(payload);
    expect(campaign).toContain(img('mailing-address'));
    for (const { name } of [BOOKER, FRIEND]) expect(texts.filter((text) => text.includes(`Hi ${name},`)).length).toBeGreaterThan(0);
    // The waitlist's email goes to whatever address was typed: it carries nothing else that was typed.
    expect(texts.filter((text) => text.includes(WAITER.name))).toEqual([]);
  });

  test("admin, Manage Bookings: the names, the booking's message, who referred it and its waiver signers, as text", async () => {
    await signInToDashboard(page, app!.url, { username: 'xss-guide', password: TEST_PASSWORD });
    await shows(page.locator('main'), BOOKER.name);
    await shows(page.locator('main'), FRIEND.name);
    await nothingRuns();
    await page.goto(`${app!.url}/admin?booking=${made.bookingId}`);
    const detail = page.getByRole('dialog');
    await shows(detail, `${img('booking-message')} We bring our own rods.`);
    await shows(detail, `${svg('referred-by')} a neighbour`);
    await shows(detail, `${MINOR.firstName} ${MINOR.lastName}`);
    await nothingRuns();
  });

  test('admin, Waivers: the list and both details show every field as text', async () => {
    await page.goto(`${app!.url}/admin/waivers`);
    await shows(page.locator('main'), `${MINOR.firstName} ${MINOR.lastName}`);
    await shows(page.locator('main'), MINOR.guardianName);
    await shows(page.locator('main'), `${VOIDED.firstName} ${VOIDED.lastName}`);
    await nothingRuns();

    await page.goto(`${app!.url}/admin/waivers?waiver=${made.minorWaiverId}`);
    const minor = page.getByRole('dialog');
    for (const text of [MINOR.emergencyContactName, MINOR.guardianRelationship, MINOR.userAgent, TERMS_PAYLOAD]) await shows(minor, text);
    const medical = await minor.locator('.waiver-detail__free-text').innerText();
    for (const payload of HTML_PAYLOADS) expect(medical).toContain(payload);
    await nothingRuns();

    await page.goto(`${app!.url}/admin/waivers?waiver=${made.voidedWaiverId}`);
    await shows(page.getByRole('dialog'), VOID_REASON);
    await nothingRuns();
  });

  test('admin, Waiver Terms in Website Content shows the stored terms as text', async () => {
    await page.goto(`${app!.url}/admin/content/waiver-terms`);
    await page.getByRole('heading', { name: /^Current version: \d+$/ }).waitFor();
    await expect(page.getByLabel('Terms text').inputValue()).resolves.toContain(TERMS_PAYLOAD);
    await nothingRuns();
  });

  test('admin, Waitlist: the name as text', async () => {
    await page.goto(`${app!.url}/admin/waitlist`);
    await shows(page.locator('main'), WAITER.name);
    await nothingRuns();
  });

  test('admin, Referrals: both customers as text', async () => {
    await page.goto(`${app!.url}/admin/referrals`);
    await page.getByRole('article', { name: `Referral of ${FRIEND.name} by ${BOOKER.name}` }).waitFor();
    await shows(page.locator('main'), BOOKER.name);
    await nothingRuns();
  });

  test('admin, Chats: the conversations and both transcripts show the messages and the session id as text', async () => {
    await page.goto(`${app!.url}/admin/chats`);
    await page
      .getByRole('link', { name: /^Read the conversation/ })
      .first()
      .waitFor();
    // The session id the visitor's socket chose, cut to its first 8 characters.
    await shows(page.locator('main'), CHAT_SESSION.slice(0, 8));
    await nothingRuns();

    await page.goto(`${app!.url}/admin/chats/${encodeURIComponent(CHAT_SESSION)}`);
    await page.getByRole('heading', { name: `Conversation ${CHAT_SESSION.slice(0, 8)}` }).waitFor();
    const lines = page.locator('.chat-transcript__messages');
    await shows(lines, HANDOFF.question);
    const text = await lines.innerText();
    for (const payload of HTML_PAYLOADS) expect(text).toContain(payload);
    await nothingRuns();

    await page.goto(`${app!.url}/admin/chats/${encodeURIComponent(made.widgetSession)}`);
    for (const message of WIDGET_MESSAGES) await shows(page.locator('.chat-transcript__messages'), message);
    await nothingRuns();
  });

  test('admin, SMS Communications: the names of the SMS and Bulk SMS tabs as text', async () => {
    await page.goto(`${app!.url}/admin/sms/sms`);
    await shows(page.getByRole('region', { name: 'Recent bookings' }), BOOKER.name);
    await nothingRuns();
    await page.goto(`${app!.url}/admin/sms/bulk-sms`);
    await page.getByRole('row', { name: new RegExp(FRIEND.email) }).waitFor();
    await shows(page.locator('main'), BOOKER.name);
    await nothingRuns();
  });

  test('admin, Inbox: the texts received (webhook and chat hand-off) and sent, in the list and each conversation, as text', async () => {
    const threads = (await admin.request('GET', '/api/sms-threads')).body as { id: string; phone: string; source: string }[];
    const threadOf = (phone: string) => threads.find((t) => t.phone === phone && t.source === 'sms')!.id;
    await page.goto(`${app!.url}/admin/sms/inbox`);
    // Each conversation's last text, under the booker's name or the number.
    await shows(page.locator('main'), BOOKER.name);
    await shows(page.locator('main'), `You: ${OUTGOING}`);
    await shows(page.locator('main'), `[Website chat] ${HANDOFF.question}`);
    await shows(page.locator('main'), HTML_PAYLOADS[0]!);
    await nothingRuns();

    await page.goto(`${app!.url}/admin/sms/inbox?thread=${threadOf(BOOKER.e164)}`);
    const booker = page.getByRole('region', { name: BOOKER.name });
    await shows(booker, INBOUND);
    await shows(booker, OUTGOING);
    await nothingRuns();

    await page.goto(`${app!.url}/admin/sms/inbox?thread=${threadOf(STRANGER)}`);
    const texts = page.locator('.sms-messages');
    await shows(texts, HTML_PAYLOADS[0]!);
    const text = await texts.innerText();
    for (const payload of HTML_PAYLOADS) expect(text).toContain(payload);
    await nothingRuns();
  });

  test('admin, Templates: the cards, and the editor with its sample, show the texts as text', async () => {
    await page.goto(`${app!.url}/admin/sms/templates`);
    await shows(page.locator('main'), TEMPLATES.promotionSubject);
    await shows(page.locator('main'), img('template-body'));
    await shows(page.locator('main'), svg('thank-you'));
    await shows(page.locator('main'), img('share-text'));
    await nothingRuns();

    await page
      .getByRole('button', { name: /^Edit Thank/ })
      .first()
      .click();
    // The text with a sample booking (the default text follows, folded).
    const sample = page.locator('.sms-template-form__sample-text').first();
    await shows(sample, svg('thank-you'));
    const text = await sample.innerText();
    for (const payload of HTML_PAYLOADS) expect(text).toContain(payload);
    await nothingRuns();
  });

  test('admin, Email Campaigns: the campaign, the contacts and the mailing address as text', async () => {
    await page.goto(`${app!.url}/admin/sms/email-campaigns`);
    const campaign = page.getByRole('article', { name: CAMPAIGN.name, exact: true });
    await shows(campaign, CAMPAIGN.subject);
    await shows(page.locator('main'), img('mailing-address'));
    await page.getByRole('radio', { name: 'Chosen contacts' }).check();
    await page.getByRole('row', { name: new RegExp(FRIEND.email) }).waitFor();
    await shows(page.locator('main'), BOOKER.name);
    await nothingRuns();
  });

  test('nothing ran in any page, no dialog opened, the Content-Security-Policy had nothing to block, no page threw', () => {
    expect(watch.executed).toEqual([]);
    expect(watch.dialogs).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
