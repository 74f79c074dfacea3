import { describe, expect, test } from '@jest/globals';
import { OutboxMessage } from '../../application/messaging/outbox';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { adminOnClock, ApiSuite, logSettled, useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { useMessagingStandIns } from '../support/message-stand-ins';
import { TestClock } from '../support/test-clock';

const PHONE_MESSAGE = 'Invalid Format: Please use format: (XXX) XXX-XXXX';
const REMINDERS_OFF = 'Customer reminders are turned off (SMS Communications > Automation)';
const GUIDE_PHONE = '(587) 555-0123';
const GUIDE_E164 = '+15875550123';

const form = (overrides: Record<string, unknown> = {}) => ({
  package: 'Half-Day Adventure',
  date: '2026-11-28', // a Saturday, five days after the clock's Monday
  time: 'afternoon',
  name: 'Alex Automation',
  email: 'alex@example.com',
  phone: '(780) 555-0171',
  people: 2,
  hasKids: false,
  kidsCount: 0,
  ...overrides,
});

interface Reminder {
  reminderType: string;
  status: string;
  reason: string | null;
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('automation settings API on %s', (_name, db) => {
  // Monday 2026-11-23 on the lake.
  const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
  const { mail, twilio, env } = useMessagingStandIns();
  const suite: ApiSuite = useApiApp(db, { clock, env });
  const admin = adminOnClock(suite, clock);
  const settings = async () => {
    const res = await (await admin()).request('GET', '/api/automation-settings');
    expect(res.status).toBe(200);
    return res.body;
  };
  const put = async (body: object) => (await admin()).request('PUT', '/api/automation-settings', body);

  async function booking(overrides: Record<string, unknown> = {}): Promise<string> {
    const created = await (await admin()).request('POST', '/api/bookings', form(overrides));
    expect(created.status).toBe(201);
    return created.body.id as string;
  }
  async function setStatus(id: string, status: string): Promise<void> {
    const res = await (await admin()).request('PATCH', `/api/bookings/${id}/status`, { status, reason: 'Lake closed' });
    expect(res.status).toBe(200);
    await logSettled(suite.app, suite.database);
    await suite.app.app.get(OutboxDispatcher).dispatchDue();
  }
  async function outboxOf(id: string): Promise<OutboxMessage[]> {
    const res = await (await admin()).request('GET', '/api/outbox?limit=1000');
    expect(res.status).toBe(200);
    return (res.body as OutboxMessage[]).filter((m) => m.bookingId === id);
  }
  const what = (rows: OutboxMessage[], kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => `${r.audience} ${r.channel}`)
      .sort();

  test('every switch is on by default, and the guide notification phone is the guide phone of Settings', async () => {
    expect(await settings()).toEqual({
      bookingConfirmationSms: true,
      guideNotificationPhone: '(780) 555-0142',
      autoEmailReceipts: true,
      reminderMessages: true,
    });
    const saved = await (await admin()).request('POST', '/api/site-content', { section: 'guide', key: 'phone', value: '(780) 555-0150' });
    expect(saved.status).toBe(200);
    expect((await settings()).guideNotificationPhone).toBe('(780) 555-0150');
  });

  test('PUT changes the fields given: the phone is written to guide.phone; every change is audited', async () => {
    clock.advance(1_000);
    const res = await put({ guideNotificationPhone: ` ${GUIDE_PHONE} `, autoEmailReceipts: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      bookingConfirmationSms: true,
      guideNotificationPhone: GUIDE_PHONE,
      autoEmailReceipts: false,
      reminderMessages: true,
    });
    const entries = (await (await admin()).request('GET', '/api/site-content')).body as { section: string; key: string; value: string }[];
    expect(entries.find((e) => e.section === 'guide' && e.key === 'phone')?.value).toBe(GUIDE_PHONE);
    expect(entries.find((e) => e.section === 'automation' && e.key === 'autoEmailReceipts')?.value).toBe('false');

    const audit = async (recordId: string) =>
      (await (await admin()).request('GET', `/api/content-changes?area=site-content&recordId=${recordId}`)).body;
    expect((await audit('guide.phone'))[0]).toMatchObject({
      action: 'updated',
      actor: { kind: 'user', username: 'guide', role: 'admin' },
      at: clock.now().toISOString(),
      changes: { value: { from: '(780) 555-0150', to: GUIDE_PHONE } },
    });
    expect(await audit('automation.autoEmailReceipts')).toEqual([
      expect.objectContaining({ action: 'created', changes: { value: { from: null, to: 'false' } } }),
    ]);
    // Unchanged values record nothing.
    expect((await put({ autoEmailReceipts: false, guideNotificationPhone: GUIDE_PHONE })).status).toBe(200);
    expect(await audit('automation.autoEmailReceipts')).toHaveLength(1);
    expect((await put({ autoEmailReceipts: true })).body.autoEmailReceipts).toBe(true);
  });

  test('400 names each refused field; nothing of a refused change is stored', async () => {
    const before = await settings();
    const bad = await put({ guideNotificationPhone: '780-555-0199', bookingConfirmationSms: false });
    expect([bad.status, bad.body]).toEqual([
      400,
      errorAnswer({ message: PHONE_MESSAGE, errors: { guideNotificationPhone: PHONE_MESSAGE } }),
    ]);
    const types = await put({ bookingConfirmationSms: 'no', reminderMessages: 1, guideNotificationPhone: 7805550199 });
    expect(types.status).toBe(400);
    expect(types.body.errors).toEqual({
      bookingConfirmationSms: 'bookingConfirmationSms must be true or false',
      reminderMessages: 'reminderMessages must be true or false',
      guideNotificationPhone: PHONE_MESSAGE,
    });
    const nulls = await put({ autoEmailReceipts: null });
    expect([nulls.status, nulls.body.errors]).toEqual([400, { autoEmailReceipts: 'autoEmailReceipts must be true or false' }]);
    expect(await settings()).toEqual(before);
  });

  test('staff read, only the admin writes, visitors get nothing; the switches are not public site content', async () => {
    const auditor = await suite.app.signIn('auditor', 'automation-auditor');
    expect((await auditor.request('GET', '/api/automation-settings')).status).toBe(200);
    expect((await auditor.request('PUT', '/api/automation-settings', { reminderMessages: false })).status).toBe(403);
    expect((await suite.app.request('GET', '/api/automation-settings')).status).toBe(401);
    expect((await suite.app.request('PUT', '/api/automation-settings', { reminderMessages: false })).status).toBe(401);
    expect((await settings()).reminderMessages).toBe(true);
    const visitor = (await suite.app.request('GET', '/api/site-content')).body as { section: string }[];
    expect(visitor.filter((e) => e.section === 'automation')).toEqual([]);
  });

  test('confirmation SMS off: a confirmed booking queues no customer SMS, but the email and the guide SMS', async () => {
    expect((await put({ bookingConfirmationSms: false })).body.bookingConfirmationSms).toBe(false);
    const id = await booking();
    await setStatus(id, 'confirmed');
    expect(what(await outboxOf(id), 'booking-confirmed')).toEqual(['customer email', 'guide sms']);
    expect(twilio.to('+17805550171')).toHaveLength(0);
    expect(twilio.to(GUIDE_E164).map((s) => s.body)).toEqual([expect.stringMatching(/^New booking: Alex Automation, /)]);
    expect(mail.to('alex@example.com').map((m) => m.subject)).toEqual([expect.stringMatching(/^Booking confirmed: /)]);
  });

  test('email receipts off too: only the guide hears of a confirmation; a cancellation still tells everyone', async () => {
    expect((await put({ autoEmailReceipts: false })).body).toMatchObject({ bookingConfirmationSms: false, autoEmailReceipts: false });
    const id = await booking({ date: '2026-11-30', phone: '(780) 555-0172', email: 'sam@example.com' });
    await setStatus(id, 'confirmed');
    expect(what(await outboxOf(id), 'booking-confirmed')).toEqual(['guide sms']);
    await setStatus(id, 'cancelled');
    expect(what(await outboxOf(id), 'booking-cancelled')).toEqual(['customer email', 'customer sms', 'guide sms']);
    expect(twilio.to('+17805550172').map((s) => s.body)).toEqual([expect.stringContaining('has been cancelled. Reason: Lake closed.')]);
    expect(mail.to('sam@example.com').map((m) => m.subject)).toEqual([expect.stringMatching(/^Booking cancelled: /)]);
    expect((await put({ bookingConfirmationSms: true, autoEmailReceipts: true })).status).toBe(200);
  });

  test("reminders off: a due customer reminder is skipped with the reason; the guide's trip reminder is sent", async () => {
    const id = await booking({ date: '2026-12-05', phone: '(780) 555-0173', email: 'rem@example.com' });
    await setStatus(id, 'confirmed');
    expect((await put({ reminderMessages: false })).body.reminderMessages).toBe(false);
    const reminders = async () => {
      await logSettled(suite.app, suite.database);
      const res = await (await admin()).request('GET', `/api/scheduled-reminders?bookingId=${id}`);
      expect(res.status).toBe(200);
      return new Map((res.body as Reminder[]).map((r) => [r.reminderType, r]));
    };
    const process = async () => {
      const res = await (await admin()).request('POST', '/api/process-reminders');
      expect(res.status).toBe(200);
      return res.body;
    };
    expect([...(await reminders()).values()].map((r) => r.status)).toEqual(['pending', 'pending', 'pending', 'pending']);

    // 48 hours before: due, and skipped (so are the overdue ones of the first test's booking).
    clock.set(new Date('2026-12-03T19:00:30Z'));
    expect(await process()).toMatchObject({ sent: 0 });
    expect((await reminders()).get('customer_48h')).toMatchObject({ status: 'skipped', reason: REMINDERS_OFF });
    expect((await reminders()).get('customer_24h')).toMatchObject({ status: 'pending' });

    // Back on before the next one is due: it goes.
    expect((await put({ reminderMessages: true })).status).toBe(200);
    clock.set(new Date('2026-12-04T19:00:30Z'));
    expect(await process()).toMatchObject({ sent: 1 });
    expect((await reminders()).get('customer_24h')).toMatchObject({ status: 'sent' });

    // Off again: the day-of reminder is skipped, the guide's trip reminder an hour before goes.
    expect((await put({ reminderMessages: false })).status).toBe(200);
    clock.set(new Date('2026-12-05T18:00:30Z'));
    expect(await process()).toMatchObject({ sent: 1, skipped: 1 });
    const after = await reminders();
    expect(after.get('customer_day_of')).toMatchObject({ status: 'skipped', reason: REMINDERS_OFF });
    expect(after.get('guide_trip_reminder')).toMatchObject({ status: 'sent' });
    expect(twilio.to(GUIDE_E164).at(-1)!.body).toMatch(/^Trip in 1 hour: Afternoon \(1:00-5:00 PM\), Alex Automation, /);
    // The customer got the confirmation and the one reminder sent while they were on.
    expect(twilio.to('+17805550173').map((s) => s.body)).toEqual([
      expect.stringContaining('is confirmed.'),
      expect.stringContaining('see you tomorrow'),
    ]);
  });
});
