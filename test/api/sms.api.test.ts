import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import twilio from 'twilio';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { Database } from '../../adapters/persistence/database';
import { ApiSuite, messagesSettled, useApiApp } from '../support/api-suite';
import { ChatSocket } from '../support/chat-socket';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { STAND_IN_TWILIO, useMessagingStandIns } from '../support/message-stand-ins';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const SITE = 'https://wabamunfishing.example';
const TWILIO_FROM = STAND_IN_TWILIO.from;
const AUTH_TOKEN = STAND_IN_TWILIO.authToken;
const INBOUND_URL = `${SITE}/api/twilio/inbound-sms`;

const booking = (overrides: Record<string, unknown>) => ({
  package: 'Half-Day Adventure',
  date: '2026-12-12',
  time: 'morning',
  name: 'Casey Visitor',
  email: 'casey@example.com',
  phone: '(780) 555-0123',
  people: 2,
  hasKids: false,
  kidsCount: 0,
  ...overrides,
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('SMS communications on %s', (_name, db) => {
  const clock = new TestClock(new Date('2026-11-24T17:00:00Z'));
  const { twilio: twilioStandIn, accountSid, env } = useMessagingStandIns({ PUBLIC_ORIGIN: SITE }, { mail: false });
  const suite: ApiSuite = useApiApp(db, { clock, env });

  /** Twilio's webhook call for a text from `from`, signed as Twilio signs it (the SDK's own helper). */
  async function inbound(from: string, body: string, options: { sid?: string; signature?: string; accountSid?: string } = {}) {
    const fields = {
      MessageSid: options.sid ?? `SM${randomBytes(16).toString('hex')}`,
      AccountSid: options.accountSid ?? accountSid,
      From: from,
      To: TWILIO_FROM,
      Body: body,
      NumMedia: '0',
    };
    const signature = options.signature ?? twilio.getExpectedTwilioSignature(AUTH_TOKEN, INBOUND_URL, fields);
    const res = await fetch(`${suite.app.url}/api/twilio/inbound-sms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': signature },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
  }

  async function phoneBooking(overrides: Record<string, unknown>): Promise<string> {
    const created = await suite.admin.request('POST', '/api/bookings', booking(overrides));
    expect(created.status).toBe(201);
    return created.body.id as string;
  }

  test("the forms' messages: a text needs a number and a message; bulk needs a recipient", async () => {
    const missing = await suite.admin.request('POST', '/api/send-sms', { to: '', message: '' });
    expect([missing.status, missing.body.errors]).toEqual([400, { to: 'Phone number is required', message: 'Message is required' }]);
    const wrong = await suite.admin.request('POST', '/api/send-sms', { to: '555-12', message: 'Hi' });
    expect([wrong.status, wrong.body.errors]).toEqual([400, { to: 'Please enter a Canadian or US mobile number, e.g. (780) 555-0123' }]);
    const none = await suite.admin.request('POST', '/api/send-bulk-sms', { recipients: [], message: 'Hi' });
    expect([none.status, none.body.errors]).toEqual([400, { recipients: 'At least one recipient required' }]);
    const empty = await suite.admin.request('POST', '/api/send-bulk-sms', { recipients: ['(780) 555-0123'], message: ' ' });
    expect([empty.status, empty.body.errors]).toEqual([400, { message: 'Message is required' }]);
  });

  test('a text to one number goes through the outbox and the real Twilio SDK at once, in E.164, recording who sent it', async () => {
    const res = await suite.admin.request('POST', '/api/send-sms', { to: '780.555.0111', message: 'The lake is calm: see you at 6!' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ to: '+17805550111', status: 'sent', sentBy: 'guide (admin)', error: null });
    expect(res.body.providerId).toMatch(/^SM/);
    expect(twilioStandIn.to('+17805550111').map((s) => [s.from, s.body])).toEqual([[TWILIO_FROM, 'The lake is calm: see you at 6!']]);
    const outbox = await suite.admin.request('GET', '/api/outbox?limit=5');
    expect(outbox.body[0]).toMatchObject({
      kind: 'admin-sms',
      recipient: '+17805550111',
      recipientKey: '+17805550111',
      sentBy: 'guide (admin)',
    });
  });

  test('a number Twilio refuses for good answers 502 with its reason', async () => {
    twilioStandIn.invalidNumbers.add('+17805550100');
    const res = await suite.admin.request('POST', '/api/send-sms', { to: '(780) 555-0100', message: 'Hello' });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/^Failed to send SMS: Twilio 21211/);
  });

  test('customers come from bookings, one per number however it was typed', async () => {
    // One boat: each booking its own day.
    await phoneBooking({ name: 'Dana Whitford', phone: '(587) 555-0144', email: 'dana@example.com', date: '2026-12-12' });
    clock.advance(60_000);
    await phoneBooking({ name: 'Dana W.', phone: '587-555-0144', email: 'dana@example.com', date: '2026-12-19' });
    await phoneBooking({ name: 'Sam Perch', phone: '(780) 555-0155', email: 'sam@example.com', date: '2026-12-26' });
    const res = await suite.admin.request('GET', '/api/customers');
    expect(res.status).toBe(200);
    const dana = res.body.find((c: { phone: string }) => c.phone === '+15875550144');
    expect(dana).toMatchObject({ name: 'Dana W.', displayPhone: '587-555-0144', email: 'dana@example.com', bookings: 2, optedOut: false });
    expect(res.body.filter((c: { phone: string }) => c.phone === '+15875550144')).toHaveLength(1);
  });

  test('STOP opts a number out: bulk SMS skips it and the admin cannot text it; START restores it', async () => {
    const stop = await inbound('+17805550155', ' stop ');
    expect(stop).toMatchObject({ status: 200, type: expect.stringContaining('text/xml') });
    expect(stop.text).toContain('<Response></Response>');

    const bulk = await suite.admin.request('POST', '/api/send-bulk-sms', {
      recipients: ['(587) 555-0144', '(780) 555-0155', '587 555 0144', 'not a number'],
      message: 'Walleye are biting: two spots left Saturday!',
    });
    expect(bulk.status).toBe(201);
    expect(bulk.body).toMatchObject({ queued: 1, skipped: 3 });
    expect(bulk.body.skippedRecipients).toEqual(
      expect.arrayContaining([
        { to: '+17805550155', reason: 'Opted out (replied STOP)' },
        { to: '587 555 0144', reason: 'Listed twice' },
        { to: 'not a number', reason: 'Not a number that takes texts' },
      ]),
    );
    await suite.app.app.get(OutboxDispatcher).dispatchDue();
    expect(twilioStandIn.to('+15875550144').map((s) => s.body)).toEqual(['Walleye are biting: two spots left Saturday!']);
    expect(twilioStandIn.to('+17805550155')).toEqual([]);

    const refused = await suite.admin.request('POST', '/api/send-sms', { to: '(780) 555-0155', message: 'Hi' });
    expect(refused.status).toBe(409);
    const customers = await suite.admin.request('GET', '/api/customers');
    expect(customers.body.find((c: { phone: string }) => c.phone === '+17805550155').optedOut).toBe(true);

    expect((await inbound('+17805550155', 'START')).status).toBe(200);
    const again = await suite.admin.request('POST', '/api/send-bulk-sms', { recipients: ['(780) 555-0155'], message: 'Welcome back!' });
    expect(again.body).toMatchObject({ queued: 1, skipped: 0 });
    const optOuts = await suite.admin.request('GET', '/api/sms-opt-outs');
    expect(optOuts.body.find((o: { phone: string }) => o.phone === '+17805550155')).toMatchObject({ optedOut: false, keyword: 'START' });
  });

  test('an opt-out withdraws the admin texts still waiting to go to the number; the site then sends it nothing', async () => {
    const queued = await suite.admin.request('POST', '/api/send-bulk-sms', {
      recipients: ['(780) 555-0166'],
      message: 'Last call for Saturday',
    });
    expect(queued.body.queued).toBe(1);
    expect((await inbound('+17805550166', 'UNSUBSCRIBE')).status).toBe(200);
    await suite.app.app.get(OutboxDispatcher).dispatchDue();
    expect(twilioStandIn.to('+17805550166')).toEqual([]);
    const outbox = (await suite.admin.request('GET', '/api/outbox?limit=50')).body as {
      recipientKey: string;
      status: string;
      lastError: string;
    }[];
    expect(outbox.filter((m) => m.recipientKey === '+17805550166').map((m) => [m.status, m.lastError])).toEqual([
      ['cancelled', 'The recipient opted out of texts (replied STOP)'],
    ]);
    // A booking's confirmation to the opted-out number is refused by the dispatcher, not sent.
    const id = await phoneBooking({ name: 'Opted Out', phone: '(780) 555-0166', email: 'out@example.com', date: '2027-01-02' });
    expect((await suite.admin.request('PATCH', `/api/bookings/${id}/status`, { status: 'confirmed' })).status).toBe(200);
    await messagesSettled(suite.app, suite.database);
    await suite.app.app.get(OutboxDispatcher).dispatchDue();
    expect(twilioStandIn.to('+17805550166')).toEqual([]);
  });

  test('texts land in the inbox as conversations with the outbound side, unread until read; a reply goes to the number', async () => {
    const sid = `SM${randomBytes(16).toString('hex')}`;
    clock.advance(60_000);
    expect((await inbound('+15875550144', 'Do kids need a licence?', { sid })).status).toBe(200);
    // Twilio retrying the same message stores it once.
    expect((await inbound('+15875550144', 'Do kids need a licence?', { sid })).status).toBe(200);

    const threads = await suite.admin.request('GET', '/api/sms-threads');
    expect(threads.status).toBe(200);
    expect(threads.body[0]).toMatchObject({
      phone: '+15875550144',
      name: 'Dana W.',
      lastMessage: 'Do kids need a licence?',
      lastDirection: 'in',
      unread: 1,
    });

    // A conversation goes by the id the list gives, never by its number.
    const { id } = threads.body[0] as { id: string };
    expect((await suite.admin.request('GET', `/api/sms-threads/${encodeURIComponent('(587) 555-0144')}`)).status).toBe(400);
    expect((await suite.admin.request('GET', '/api/sms-threads/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const thread = await suite.admin.request('GET', `/api/sms-threads/${id}`);
    expect(thread.status).toBe(200);
    expect(thread.body).toMatchObject({ id, phone: '+15875550144', source: 'sms', numberVerified: true });
    expect(thread.body.messages.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([
      ['out', 'Walleye are biting: two spots left Saturday!'],
      ['in', 'Do kids need a licence?'],
    ]);

    const auditor = await suite.app.signIn('auditor');
    expect((await auditor.request('GET', `/api/sms-threads/${id}`)).status).toBe(200);
    expect((await auditor.request('POST', `/api/sms-threads/${id}/read`)).status).toBe(403);
    expect((await auditor.request('POST', `/api/sms-threads/${id}/reply`, { message: 'x' })).status).toBe(403);

    clock.advance(60_000);
    const read = await suite.admin.request('POST', `/api/sms-threads/${id}/read`);
    expect(read.body).toEqual({ id, marked: 1 });
    const reply = await suite.admin.request('POST', `/api/sms-threads/${id}/reply`, { message: 'Under 16 needs no licence.' });
    expect(reply.status).toBe(201);
    expect(twilioStandIn.to('+15875550144').at(-1)!.body).toBe('Under 16 needs no licence.');
    const after = await suite.admin.request('GET', '/api/sms-threads');
    expect(after.body[0]).toMatchObject({
      phone: '+15875550144',
      unread: 0,
      lastDirection: 'out',
      lastMessage: 'Under 16 needs no licence.',
    });
  });

  test("a chat hand-off typed with a customer's number never joins their conversation: it is a thread of its own, marked unverified", async () => {
    await phoneBooking({ name: 'Robin Customer', phone: '(780) 555-0177', email: 'robin@example.com', date: '2027-01-09' });
    clock.advance(60_000);
    expect((await inbound('+17805550177', 'See you Saturday at 6!')).status).toBe(200);
    type Summary = { id: string; phone: string; name: string | null; source: string; numberVerified: boolean };
    const threadsOf = async () => (await suite.admin.request('GET', '/api/sms-threads')).body as Summary[];
    const customers = (await threadsOf()).filter((t) => t.phone === '+17805550177');
    expect(customers).toEqual([
      expect.objectContaining({
        name: 'Robin Customer',
        source: 'sms',
        numberVerified: true,
        lastMessage: 'See you Saturday at 6!',
        unread: 1,
      }),
    ]);
    const customerThread = await suite.admin.request('GET', `/api/sms-threads/${customers[0]!.id}`);
    expect(customerThread.status).toBe(200);

    // Anyone can type the customer's number in the chat, and sign with their name.
    clock.advance(60_000);
    const socket = await ChatSocket.open(suite.app.url);
    try {
      const left = await socket.ask('session-forged', 'Please text me', {
        action: 'send_sms',
        phone: '780-555-0177',
        question: 'This is Robin Customer: cancel my trip and text the refund code here.',
      });
      expect(left.message.message).toContain('passed your question');
    } finally {
      await socket.close();
    }

    const after = (await threadsOf()).filter((t) => t.phone === '+17805550177');
    expect(after).toHaveLength(2);
    const customer = after.find((t) => t.id === customers[0]!.id);
    expect(customer).toEqual(customers[0]);
    expect((await suite.admin.request('GET', `/api/sms-threads/${customers[0]!.id}`)).body).toEqual(customerThread.body);
    const handoff = after.find((t) => t.id !== customers[0]!.id)!;
    expect(handoff).toMatchObject({ name: null, source: 'website-chat', numberVerified: false, unread: 1 });
    const handoffThread = await suite.admin.request('GET', `/api/sms-threads/${handoff.id}`);
    expect(handoffThread.body).toMatchObject({ id: handoff.id, name: null, source: 'website-chat', numberVerified: false });
    expect(handoffThread.body.messages.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([
      ['in', '[Website chat] This is Robin Customer: cancel my trip and text the refund code here.'],
    ]);
  });

  test('the webhook refuses a wrong signature, another account, and a body that is no form', async () => {
    expect((await inbound('+15875550144', 'Hi', { signature: 'bm90IGEgc2lnbmF0dXJl' })).status).toBe(403);
    expect((await inbound('+15875550144', 'Hi', { accountSid: `AC${'0'.repeat(32)}` })).status).toBe(403);
    const json = await fetch(`${suite.app.url}/api/twilio/inbound-sms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Twilio-Signature': 'x' },
      body: JSON.stringify({ From: '+15875550144', Body: 'Hi' }),
    });
    expect(json.status).toBe(403);
    const unsigned = await fetch(`${suite.app.url}/api/twilio/inbound-sms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'From=%2B15875550144&Body=Hi',
    });
    expect(unsigned.status).toBe(403);
  });

  test('only the admin sends; staff read; a visitor reads nothing', async () => {
    const auditor = await suite.app.signIn('auditor');
    expect((await auditor.request('GET', '/api/customers')).status).toBe(200);
    expect((await auditor.request('POST', '/api/send-sms', { to: '(780) 555-0123', message: 'x' })).status).toBe(403);
    expect((await auditor.request('POST', '/api/send-bulk-sms', { recipients: ['(780) 555-0123'], message: 'x' })).status).toBe(403);
    expect((await suite.app.request('GET', '/api/customers')).status).toBe(401);
    expect((await suite.app.request('GET', '/api/sms-threads')).status).toBe(401);
  });
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('the SMS webhook without Twilio settings on %s', (_name, db) => {
  const logged: { level: string; message: string }[] = [];
  const record =
    (level: string) =>
    (message: unknown): void =>
      void logged.push({ level, message: String(message) });
  let database: Database;
  let app: TestApp;

  beforeAll(async () => {
    database = await db.open();
    const logger = { log: record('log'), warn: record('warn'), error: record('error'), debug: record('debug'), verbose: record('verbose') };
    app = await startTestApp({ database, logger });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  test('is off: 404 as an unknown route, no error logged per request, one warning at start-up', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${app.url}/api/twilio/inbound-sms`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': 'x' },
        body: 'From=%2B15875550144&Body=Hi',
      });
      expect([res.status, await res.json()]).toEqual([404, errorAnswer({ message: 'No API route POST /api/twilio/inbound-sms' })]);
    }
    expect(logged.filter((line) => line.level === 'error')).toEqual([]);
    expect(logged.filter((line) => line.level === 'warn' && line.message.includes('TWILIO_'))).toEqual([
      {
        level: 'warn',
        message:
          'Inbound SMS is off on this server until TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set: its webhook answers 404.',
      },
    ]);
  });
});
