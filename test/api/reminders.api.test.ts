import { describe, expect, test } from '@jest/globals';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { ReminderJob } from '../../application/reminders/reminder-job';
import { OptOutStore } from '../../application/messaging/sms-inbox';
import { SMS_OPT_OUTS } from '../../adapters/messaging/messaging.tokens';
import { PROJECTION_RUNNER } from '../../adapters/shared/tokens';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { adminOnClock, ApiSuite, logSettled, useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { STAND_IN_TWILIO, useMessagingStandIns } from '../support/message-stand-ins';
import { TestClock } from '../support/test-clock';

const GUIDE_PHONE = '(587) 555-0199';
const GUIDE_E164 = '+15875550199';
const TWILIO_FROM = STAND_IN_TWILIO.from;

const form = (overrides: Record<string, unknown> = {}) => ({
  package: 'Half-Day Adventure',
  date: '2026-11-28', // a Saturday, five days after the clock's Monday
  time: 'afternoon',
  name: 'Robin Angler',
  email: 'robin@example.com',
  phone: '(780) 555-0177',
  people: 3,
  hasKids: true,
  kidsCount: 1,
  ...overrides,
});

interface Row {
  id: string;
  bookingId: string | null;
  reminderType: string;
  scheduledFor: string;
  status: string;
  recipientPhone: string;
  recipientName: string;
  recipientEmail: string | null;
  message: string;
  sentAt: string | null;
  failureReason: string | null;
  createdAt: string;
  retryAt: string | null;
  reason: string | null;
  delivery: string | null;
  providerId: string | null;
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('reminders on %s', (_name, db) => {
  // Monday 2026-11-23, 09:00 on the lake (UTC-6).
  const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
  const { mail, twilio, accountSid, env } = useMessagingStandIns();
  const suite: ApiSuite = useApiApp(db, { clock, env });
  const admin = adminOnClock(suite, clock);

  /** A phone booking confirmed by the admin; its reminders are planned by a background process. Its confirmation messages are sent at once. */
  async function confirmedBooking(overrides: Record<string, unknown> = {}): Promise<string> {
    const created = await (await admin()).request('POST', '/api/bookings', form(overrides));
    expect(created.status).toBe(201);
    const confirmed = await (await admin()).request('PATCH', `/api/bookings/${created.body.id}/status`, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    await logSettled(suite.app, suite.database);
    await suite.app.app.get(OutboxDispatcher).dispatchDue();
    return created.body.id as string;
  }

  async function remindersOf(bookingId: string): Promise<Row[]> {
    await logSettled(suite.app, suite.database);
    const res = await (await admin()).request('GET', `/api/scheduled-reminders?bookingId=${bookingId}`);
    expect(res.status).toBe(200);
    return res.body as Row[];
  }

  /** The texts a number got, less the confirmation and cancellation messages of its bookings. */
  const remindersTo = (phone: string) => twilio.to(phone).filter((s) => !/ is confirmed\.| has been cancelled\./.test(s.body));
  const byType = (rows: Row[], type: string) => rows.filter((r) => r.reminderType === type);
  const processNow = async () => {
    const res = await (await admin()).request('POST', '/api/process-reminders');
    expect(res.status).toBe(200);
    return res.body as { sent: number; skipped: number; failed: number; deferred: number; queued: number };
  };

  let bookingId: string;

  test('a booking confirmed five days ahead gets three customer reminders and the guide one, at their moments on the lake', async () => {
    const saved = await (await admin()).request('POST', '/api/site-content', { section: 'guide', key: 'phone', value: GUIDE_PHONE });
    expect(saved.status).toBe(200);
    bookingId = await confirmedBooking();
    const rows = await remindersOf(bookingId);
    expect(rows.map((r) => [r.reminderType, r.scheduledFor, r.status]).sort()).toEqual([
      ['customer_24h', '2026-11-27T19:00:00.000Z', 'pending'],
      ['customer_48h', '2026-11-26T19:00:00.000Z', 'pending'],
      ['customer_day_of', '2026-11-28T17:00:00.000Z', 'pending'],
      ['guide_trip_reminder', '2026-11-28T18:00:00.000Z', 'pending'],
    ]);
    const customer = byType(rows, 'customer_24h')[0]!;
    // The scheduled_reminders fields.
    expect(customer).toMatchObject({
      bookingId,
      recipientName: 'Robin Angler',
      recipientPhone: '(780) 555-0177',
      recipientEmail: 'robin@example.com',
      sentAt: null,
      failureReason: null,
    });
    expect(Date.parse(customer.createdAt)).toBe(clock.now().getTime());
    expect(byType(rows, 'guide_trip_reminder')[0]!.recipientPhone).toBe(GUIDE_PHONE);

    const pending = await (await admin()).request('GET', '/api/pending-reminders');
    expect(pending.status).toBe(200);
    const mine = (pending.body as Row[]).filter((r) => r.bookingId === bookingId);
    // The soonest first.
    expect(mine.map((r) => r.reminderType)).toEqual(['customer_48h', 'customer_24h', 'customer_day_of', 'guide_trip_reminder']);
  });

  test('nothing is sent before its moment', async () => {
    const before = twilio.received.length;
    expect(await processNow()).toEqual({ sent: 0, skipped: 0, failed: 0, deferred: 0, queued: 0 });
    expect(twilio.received.length).toBe(before);
  });

  test('at its moment the reminder goes by SMS and email through the real SDKs, with the facts and no reply word', async () => {
    clock.set(new Date('2026-11-26T19:00:30Z'));
    expect(await processNow()).toMatchObject({ sent: 1, failed: 0 });
    const sms = remindersTo('+17805550177');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ accountSid, from: TWILIO_FROM });
    for (const fact of [
      'Robin Angler',
      'Half-Day Adventure',
      'Sat, Nov 28',
      'Afternoon (1:00-5:00 PM)',
      'Wabamun Lake, Alberta',
      'fishing licence',
      GUIDE_PHONE,
    ]) {
      expect(sms[0]!.body).toContain(fact);
    }
    expect(sms[0]!.body).not.toMatch(/\b(cancel|stop)\b/i);
    const emails = mail.to('robin@example.com');
    expect(emails.map((e) => e.subject).filter((subject) => !subject.startsWith('Booking confirmed'))).toEqual([
      'Reminder: your trip on Saturday, November 28, 2026',
    ]);

    const row = byType(await remindersOf(bookingId), 'customer_48h')[0]!;
    expect(row).toMatchObject({ status: 'sent', delivery: 'sent', message: sms[0]!.body });
    expect(row.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(Date.parse(row.sentAt!)).toBe(clock.now().getTime());
    // Sent once: running again sends nothing more.
    expect(await processNow()).toMatchObject({ sent: 0 });
    expect(remindersTo('+17805550177')).toHaveLength(1);
  });

  test('two runs of the job at once (the button and the minute timer) send a due reminder once', async () => {
    clock.set(new Date('2026-11-27T19:01:00Z'));
    const job = suite.app.app.get(ReminderJob);
    const [a, b, c] = await Promise.all([processNow(), processNow(), job.run({ sendNow: true })]);
    expect(a.sent + b.sent + c.sent + a.queued + b.queued + c.queued).toBe(1);
    expect(twilio.to('+17805550177').filter((s) => s.body.includes('see you tomorrow'))).toHaveLength(1);
    expect(byType(await remindersOf(bookingId), 'customer_24h')[0]!.status).toBe('sent');
  });

  test('a failing SMS provider: failed with its reason and retried with back-off, then sent', async () => {
    twilio.outage = { status: 503, code: 20503, message: 'Service unavailable' };
    clock.set(new Date('2026-11-28T17:00:00Z'));
    expect(await processNow()).toMatchObject({ sent: 0, failed: 1 });
    let row = byType(await remindersOf(bookingId), 'customer_day_of')[0]!;
    expect(row.status).toBe('failed');
    expect(row.failureReason).toContain('Service unavailable');
    // The first retry comes a minute later (domain/messaging/delivery-retries.ts).
    expect(Date.parse(row.retryAt!)).toBe(clock.now().getTime() + 60_000);

    twilio.outage = undefined;
    clock.advance(61_000);
    await processNow();
    row = byType(await remindersOf(bookingId), 'customer_day_of')[0]!;
    expect(row).toMatchObject({ status: 'sent', retryAt: null });
    expect(twilio.to('+17805550177').filter((s) => s.body.includes('is today'))).toHaveLength(1);
  });

  test('a number the provider refuses fails for good, with the reason', async () => {
    twilio.invalidNumbers.add('+17805550100');
    clock.set(new Date('2026-11-28T17:30:00Z'));
    const id = await confirmedBooking({ date: '2026-12-02', phone: '(780) 555-0100', email: 'refused@example.com' });
    clock.set(new Date('2026-11-30T19:00:00Z'));
    await processNow();
    const row = byType(await remindersOf(id), 'customer_48h')[0]!;
    expect(row.status).toBe('failed');
    expect(row.retryAt).toBeNull();
    expect(row.failureReason).toContain('21211');
  });

  test('a cancelled booking has its pending reminders cancelled, and none is sent; confirmed again, it gets a fresh set', async () => {
    clock.set(new Date('2026-11-30T20:00:00Z'));
    const id = await confirmedBooking({ date: '2026-12-10', phone: '(780) 555-0155' });
    expect((await remindersOf(id)).filter((r) => r.status === 'pending')).toHaveLength(4);
    expect(
      (await (await admin()).request('PATCH', `/api/bookings/${id}/status`, { status: 'cancelled', reason: 'Family emergency' })).status,
    ).toBe(200);
    const cancelled = await remindersOf(id);
    expect(cancelled.map((r) => [r.status, r.reason])).toEqual(Array(4).fill(['cancelled', 'The booking was cancelled']));

    clock.set(new Date('2026-12-08T19:00:00Z'));
    await processNow();
    expect(remindersTo('+17805550155')).toHaveLength(0);

    expect((await (await admin()).request('PATCH', `/api/bookings/${id}/status`, { status: 'confirmed' })).status).toBe(200);
    const again = await remindersOf(id);
    const fresh = again.filter((r) => r.status === 'pending');
    // Two days before at 13:00 is now past by an hour: the 24 h, day-of and guide reminders are still ahead.
    expect(fresh.map((r) => r.reminderType).sort()).toEqual(['customer_24h', 'customer_day_of', 'guide_trip_reminder']);
    expect(fresh.every((r) => !cancelled.some((c) => c.id === r.id))).toBe(true);
  });

  test("the guide's daily summary, sent now: tomorrow's trips with party, children, phones and unsigned waivers; the answer says to whom", async () => {
    clock.set(new Date('2026-12-01T16:00:00Z'));
    const id = await confirmedBooking({ date: '2026-12-02', time: 'morning', name: 'Sam Summary', phone: '(780) 555-0166' });
    // The waiver reference of the booking's confirmation email, which its waiver link carries.
    const [confirmation] = (await suite.database.dataSource.query(
      `SELECT body FROM outbox_messages WHERE "bookingId" = $1 AND kind = 'booking-confirmed' AND channel = 'email'`,
      [id],
    )) as { body: string }[];
    const reference = /\/liability-waiver\?booking=([A-Za-z0-9_-]+)/.exec(confirmation!.body)![1]!;
    const signed = await suite.app.request('POST', '/api/waiver', {
      firstName: 'Sam',
      lastName: 'Summary',
      email: 'sam@example.com',
      phone: '(780) 555-0166',
      emergencyContactName: 'Kim Summary',
      emergencyContactPhone: '(780) 555-0167',
      agreeToTerms: true,
      agreeToRisks: true,
      dateOfBirth: '1980-01-01',
      signature: 'Sam Summary',
      bookingReference: reference,
    });
    expect(signed.status).toBe(201);

    const res = await (await admin()).request('POST', '/api/send-daily-summary');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      date: '2026-12-02',
      recipientName: 'Dale Kowalchuk',
      recipientPhone: GUIDE_PHONE,
      status: 'sent',
      delivery: 'sent',
    });
    const summary = twilio.to(GUIDE_E164).at(-1)!.body;
    expect(summary).toContain('Wed, Dec 2');
    expect(summary).toContain(
      'Morning (6:00-10:00 AM): Sam Summary, Half-Day Adventure, 3 people incl. 1 child, (780) 555-0166, 2 waivers not signed',
    );
    expect(summary).toContain('Waivers not signed:');
    const rows = (await (await admin()).request('GET', '/api/scheduled-reminders?limit=500')).body as Row[];
    expect(rows.find((r) => r.id === res.body.reminderId)).toMatchObject({ reminderType: 'guide_daily_summary', status: 'sent' });
  });

  test('the daily summary goes out by itself at the hour of Settings, once', async () => {
    expect(
      (await (await admin()).request('POST', '/api/site-content', { section: 'reminders', key: 'summary_hour', value: '19' })).status,
    ).toBe(200);
    const refused = await (await admin()).request('POST', '/api/site-content', { section: 'reminders', key: 'summary_hour', value: '24' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Please enter an hour from 0 to 23');
    // 18:59 on the lake: not yet.
    clock.set(new Date('2026-12-02T00:59:00Z'));
    const summaries = () => twilio.to(GUIDE_E164).filter((s) => /^\w{3}, \w{3} \d+: /.test(s.body));
    const before = summaries().length;
    await processNow();
    expect(summaries()).toHaveLength(before);
    clock.set(new Date('2026-12-02T01:00:00Z'));
    await processNow();
    await processNow();
    const sent = summaries().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatch(/^Wed, Dec 2: 2 trips, 6 guests\./);
  });

  test('quiet hours: a customer reminder due at night waits for 08:00; one that could only go after the trip started is skipped', async () => {
    clock.set(new Date('2026-12-02T01:10:00Z'));
    const id = await confirmedBooking({ date: '2026-12-09', time: 'morning', phone: '(780) 555-0144' });
    const rows = await remindersOf(id);
    // 06:00 two days and one day before falls in quiet hours: 08:00; the day-of one (04:00) could only go after the start.
    expect(rows.map((r) => [r.reminderType, r.scheduledFor, r.status]).sort()).toEqual([
      ['customer_24h', '2026-12-08T14:00:00.000Z', 'pending'],
      ['customer_48h', '2026-12-07T14:00:00.000Z', 'pending'],
      ['customer_day_of', '2026-12-09T10:00:00.000Z', 'skipped'],
      ['guide_trip_reminder', '2026-12-09T11:00:00.000Z', 'pending'],
    ]);
    expect(byType(rows, 'customer_day_of')[0]!.reason).toBe('Quiet hours (21:00-08:00) last until after the trip starts');

    // The job was down all day: at 22:00 the 48 h reminder is due, in quiet hours: it waits for 08:00.
    clock.set(new Date('2026-12-08T04:00:00Z'));
    expect(await processNow()).toMatchObject({ deferred: 1 });
    const held = byType(await remindersOf(id), 'customer_48h')[0]!;
    expect(held).toMatchObject({ status: 'pending', scheduledFor: '2026-12-08T14:00:00.000Z' });
    expect(remindersTo('+17805550144')).toHaveLength(0);
  });

  test('a customer who replied STOP gets their reminder by email only', async () => {
    clock.set(new Date('2026-12-08T05:00:00Z'));
    const id = await confirmedBooking({ date: '2026-12-16', phone: '(780) 555-0133', email: 'quiet@example.com' });
    await suite.app.app.get<OptOutStore>(SMS_OPT_OUTS).record('+17805550133', true, 'STOP', clock.now());
    clock.set(new Date('2026-12-14T19:00:00Z'));
    // The count also holds the messages after the earlier tests' trips; this booking's rows tell.
    expect(await processNow()).toMatchObject({ failed: 0 });
    expect(remindersTo('+17805550133')).toEqual([]);
    expect(mail.to('quiet@example.com').map((e) => e.subject)).toContain('Reminder: your trip on Wednesday, December 16, 2026');
    expect(byType(await remindersOf(id), 'customer_48h')[0]).toMatchObject({ status: 'sent', recipientPhone: '' });
  });

  test('a rebuild of the read models sends nothing and gives back the same reminders', async () => {
    const before = ((await (await admin()).request('GET', '/api/scheduled-reminders?limit=500')).body as Row[]).map((r) => [
      r.id,
      r.status,
    ]);
    const texts = twilio.received.length;
    const outbox = ((await (await admin()).request('GET', '/api/outbox?limit=1000')).body as unknown[]).length;
    await (suite.app.app.get(PROJECTION_RUNNER) as ProjectionRunner).rebuild();
    await logSettled(suite.app, suite.database);
    const after = ((await (await admin()).request('GET', '/api/scheduled-reminders?limit=500')).body as Row[]).map((r) => [r.id, r.status]);
    expect(after).toEqual(before);
    expect(twilio.received.length).toBe(texts);
    expect(((await (await admin()).request('GET', '/api/outbox?limit=1000')).body as unknown[]).length).toBe(outbox);
  });

  test('staff read, only the admin sends; a visitor reads nothing; bad filters are refused', async () => {
    const auditor = await suite.app.signIn('auditor');
    expect((await auditor.request('GET', '/api/scheduled-reminders')).status).toBe(200);
    expect((await auditor.request('GET', '/api/pending-reminders')).status).toBe(200);
    expect((await auditor.request('POST', '/api/process-reminders')).status).toBe(403);
    expect((await auditor.request('POST', '/api/send-daily-summary')).status).toBe(403);
    expect((await suite.app.request('GET', '/api/scheduled-reminders')).status).toBe(401);
    expect((await suite.app.request('POST', '/api/process-reminders')).status).toBe(401);
    const refused = async (query: string, field: string, message: string) => {
      const res = await (await admin()).request('GET', `/api/scheduled-reminders?${query}`);
      expect([res.status, res.body.errors]).toEqual([400, { [field]: message }]);
    };
    await refused('status=lost', 'status', 'Status must be one of pending, sent, failed, cancelled, skipped');
    await refused('limit=0', 'limit', 'limit must be a whole number from 1 to 500');
    await refused('bookingId=1', 'bookingId', 'bookingId must be a booking id (a UUID)');
  });

  test('a reminder still to go previews the text it will be sent with: the guests who have signed since it was planned are not counted unsigned', async () => {
    clock.set(new Date('2026-12-21T15:00:00Z')); // Monday
    const id = await confirmedBooking({
      date: '2026-12-24',
      time: 'afternoon',
      name: 'Wren Waiver',
      phone: '(780) 555-0133',
      people: 2,
      hasKids: false,
      kidsCount: 0,
    });
    const guideReminder = async () =>
      byType((await (await admin()).request('GET', '/api/pending-reminders')).body as Row[], 'guide_trip_reminder').find(
        (r) => r.bookingId === id,
      )!;
    expect((await guideReminder()).message).toContain('Waivers not signed: 2.');

    const [confirmation] = (await suite.database.dataSource.query(
      `SELECT body FROM outbox_messages WHERE "bookingId" = $1 AND kind = 'booking-confirmed' AND channel = 'email'`,
      [id],
    )) as { body: string }[];
    const reference = /\/liability-waiver\?booking=([A-Za-z0-9_-]+)/.exec(confirmation!.body)![1]!;
    for (const firstName of ['Wren', 'Ash']) {
      const signed = await suite.app.request('POST', '/api/waiver', {
        firstName,
        lastName: 'Waiver',
        email: `${firstName.toLowerCase()}@example.com`,
        phone: '(780) 555-0133',
        emergencyContactName: 'Kim Waiver',
        emergencyContactPhone: '(780) 555-0134',
        agreeToTerms: true,
        agreeToRisks: true,
        dateOfBirth: '1980-01-01',
        signature: `${firstName} Waiver`,
        bookingReference: reference,
      });
      expect(signed.status).toBe(201);
    }
    await logSettled(suite.app, suite.database);
    const preview = await guideReminder();
    expect(preview.message).toContain('Wren Waiver');
    expect(preview.message).toContain('Waivers not signed: 0.');
    // The same text in All Reminders.
    const listed = (await remindersOf(id)).find((r) => r.id === preview.id)!;
    expect(listed.message).toBe(preview.message);

    // Its hour comes: the guide is sent what the preview said.
    clock.set(new Date(preview.scheduledFor));
    await processNow();
    const sent = (await remindersOf(id)).find((r) => r.id === preview.id)!;
    expect(sent).toMatchObject({ status: 'sent', message: preview.message });
    expect(twilio.to(GUIDE_E164).at(-1)!.body).toBe(preview.message);
  });
});
