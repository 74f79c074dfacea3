import { describe, expect, test } from '@jest/globals';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { logSettled, useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { useMessagingStandIns } from '../support/message-stand-ins';
import { TestClock } from '../support/test-clock';

/**
 * The admin's status changes that message customers and move money: a cancelled booking whose
 * payment went back is not confirmed again with one click (and a confirmation saying all is well),
 * and every change can be looked at first (what is sent, to whom, what money moves).
 */

// Monday 2026-11-23, 8:00 AM on the lake.
const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
const SITE = 'https://wabamunfishing.example';
const GUIDE_PHONE = '(587) 555-0199';

describe.each(testDatabases().map((db) => [db.name, db] as const))('admin status changes on %s', (_name, db) => {
  const { mail, twilio, env } = useMessagingStandIns({ PUBLIC_ORIGIN: SITE });
  const suite = useApiApp(db, { clock, env });
  let seq = 0;

  /** A visitor's booking of the half-day trip for two on `date`, paid with the test card, its messages sent. */
  async function paidBooking(date: string, time: 'morning' | 'afternoon' = 'morning') {
    seq++;
    const n = String(seq).padStart(2, '0');
    const who = { name: `Status Angler ${n}`, email: `status${n}@example.com`, phone: `(780) 555-03${n}` };
    const started = (
      await suite.app.request('POST', '/api/create-payment-intent', {
        amount: 1,
        bookingData: { package: 'Half-Day Adventure', date, time, ...who, people: 2 },
      })
    ).body;
    await suite.app.request('POST', `/api/test-gateway/payment-intents/${started.paymentIntentId}/confirm`, {
      clientSecret: started.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    const booking = (
      await suite.app.request('POST', '/api/confirm-booking-payment', {
        paymentIntentId: started.paymentIntentId,
        clientSecret: started.clientSecret,
      })
    ).body;
    expect(booking.status).toBe('confirmed');
    await settle();
    return { id: booking.id as string, amountCents: started.amountCents as number, sms: `+178055503${n}`, ...who };
  }

  /** A paid booking the admin cancelled 48 hours or more ahead: its whole payment went back. */
  async function refundedBooking(date: string) {
    const b = await paidBooking(date);
    const cancelled = await status(b.id, { status: 'cancelled', reason: 'Customer asked' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundedCents: b.amountCents });
    await settle();
    return b;
  }

  /** The messages sent, and the reminders the change planned or cancelled on record. */
  async function settle() {
    await logSettled(suite.app, suite.database);
    await suite.app.app.get(OutboxDispatcher).dispatchDue();
  }
  const status = (id: string, body: Record<string, unknown>) => suite.admin.request('PATCH', `/api/bookings/${id}/status`, body);
  const preview = (id: string, query: string) => suite.admin.request('GET', `/api/bookings/${id}/status-change?${query}`);
  const sentTo = (b: { email: string; sms: string }) => ({ emails: mail.to(b.email), sms: twilio.to(b.sms) });
  const historyOf = async (id: string) => (await suite.admin.request('GET', `/api/bookings/${id}/history`)).body as any[];

  test('the guide phone is set', async () => {
    expect((await suite.admin.request('POST', '/api/site-content', { section: 'guide', key: 'phone', value: GUIDE_PHONE })).status).toBe(
      200,
    );
  });

  test('confirming a cancelled, fully refunded booking is refused, with the amount due, and nothing is sent', async () => {
    const b = await refundedBooking('2026-12-03');
    const before = sentTo(b);
    expect(before.emails.map((m) => m.subject.split(':')[0])).toEqual(['Booking confirmed', 'Booking cancelled']);

    const res = await status(b.id, { status: 'confirmed' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      ...errorAnswer({ message: expect.stringMatching(/refunded.*only be confirmed as unpaid/) }),
      paymentDueCents: b.amountCents,
    });
    await settle();
    expect(sentTo(b)).toEqual(before);
    expect((await suite.admin.request('GET', `/api/bookings/${b.id}`)).body).toMatchObject({ status: 'cancelled', paymentDueCents: null });
    expect((await historyOf(b.id)).at(-1).type).toBe('BookingRefunded');
  });

  test('recorded as unpaid (paymentDue), it is confirmed: the list, the history and the messages say the payment is due', async () => {
    const b = await refundedBooking('2026-12-04');
    const before = sentTo(b);

    const res = await status(b.id, { status: 'confirmed', paymentDue: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'confirmed', paymentDueCents: b.amountCents, refundedCents: b.amountCents });
    const listed = (await suite.admin.request('GET', `/api/bookings?q=${encodeURIComponent(b.name)}`)).body;
    expect(listed).toMatchObject([{ id: b.id, paymentDueCents: b.amountCents }]);
    expect((await historyOf(b.id)).at(-1)).toMatchObject({
      type: 'BookingStatusChanged',
      changes: { status: { from: 'cancelled', to: 'confirmed' }, paymentDueCents: { from: null, to: b.amountCents } },
    });

    await settle();
    const after = sentTo(b);
    const email = after.emails.at(-1)!;
    expect(after.emails).toHaveLength(before.emails.length + 1);
    expect(email.subject).toMatch(/^Booking confirmed/);
    expect(email.text).toContain(`Payment due: $${(b.amountCents / 100).toFixed(2)} CAD`);
    expect(email.text).not.toContain('Amount paid');
    expect(email.html).toContain('Payment due');
    const sms = after.sms.at(-1)!;
    expect(after.sms).toHaveLength(before.sms.length + 1);
    expect(sms.body).toContain('is confirmed');
    expect(sms.body).toContain(`Payment due: $${(b.amountCents / 100).toFixed(2)} CAD`);
    expect(sms.body).not.toMatch(/\bPaid\b/);
  });

  test('notify: false changes the status and moves the money by the policy, but tells the customer nothing', async () => {
    const b = await refundedBooking('2026-12-14');
    const before = sentTo(b);
    const guideBefore = twilio.to('+15875550199').length;
    const confirmed = await status(b.id, { status: 'confirmed', paymentDue: true, notify: false });
    expect(confirmed.status).toBe(200);
    await settle();
    expect(sentTo(b)).toEqual(before);
    // The guide's own text still goes: the business telling itself, as Automation has it for every text to the guide.
    expect(twilio.to('+15875550199')).toHaveLength(guideBefore + 1);
    expect((await historyOf(b.id)).at(-1).changes).toEqual({
      status: { from: 'cancelled', to: 'confirmed' },
      paymentDueCents: { from: null, to: b.amountCents },
      customerNotified: { from: null, to: false },
    });

    const paid = await paidBooking('2026-12-07');
    const quiet = sentTo(paid);
    const cancelled = await status(paid.id, { status: 'cancelled', notify: false });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundedCents: paid.amountCents });
    await settle();
    expect(sentTo(paid)).toEqual(quiet);
  });

  test('a partly refunded booking is refused too, for the part that went back', async () => {
    const b = await paidBooking('2026-11-25'); // starts in 46 hours: half goes back
    const half = Math.floor(b.amountCents / 2);
    expect((await status(b.id, { status: 'cancelled' })).body.refundedCents).toBe(half);
    const res = await status(b.id, { status: 'confirmed' });
    expect([res.status, res.body.paymentDueCents]).toEqual([409, half]);
    expect((await status(b.id, { status: 'confirmed', paymentDue: true })).body).toMatchObject({
      status: 'confirmed',
      paymentDueCents: half,
    });
  });

  test('setting pending, and confirming a booking whose money is still held, need no paymentDue', async () => {
    const b = await refundedBooking('2026-12-08');
    expect((await status(b.id, { status: 'pending' })).status).toBe(200);
    const held = await paidBooking('2026-12-09');
    expect((await status(held.id, { status: 'pending' })).status).toBe(200);
    const back = await status(held.id, { status: 'confirmed' });
    expect(back.body).toMatchObject({ status: 'confirmed', paymentDueCents: null });
    expect((await status(held.id, { status: 'pending', paymentDue: 'yes' })).body.errors).toEqual({
      paymentDue: 'paymentDue must be true or false',
    });
    expect((await status(held.id, { status: 'pending', notify: 'no' })).body.errors).toEqual({ notify: 'notify must be true or false' });
  });

  test('the preview of a confirmation of a refunded booking: refused until recorded as unpaid, then what is sent and planned', async () => {
    const b = await refundedBooking('2026-12-10');
    const { version } = (await suite.admin.request('GET', `/api/bookings/${b.id}`)).body;

    const refused = await preview(b.id, 'to=confirmed');
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      bookingId: b.id,
      from: 'cancelled',
      to: 'confirmed',
      allowed: false,
      refusal: expect.stringMatching(/refunded.*only be confirmed as unpaid/),
      paymentDueCents: b.amountCents,
      heldCents: 0,
      refund: null,
      messages: [],
    });

    const unpaid = (await preview(b.id, 'to=confirmed&paymentDue=true')).body;
    expect(unpaid).toMatchObject({ allowed: true, refusal: null, notify: true, paymentDueCents: b.amountCents, refund: null });
    expect(unpaid.messages.map((m: any) => [m.audience, m.channel, m.recipient, m.kind])).toEqual([
      ['customer', 'email', b.email, 'booking-confirmed'],
      ['customer', 'sms', b.phone, 'booking-confirmed'],
      ['guide', 'sms', GUIDE_PHONE, 'booking-confirmed'],
    ]);
    const due = `Payment due: $${(b.amountCents / 100).toFixed(2)} CAD`;
    expect(unpaid.messages[0].subject).toMatch(/^Booking confirmed/);
    expect(unpaid.messages[0].body).toContain(due);
    expect(unpaid.messages[1].body).toContain(due);
    expect(unpaid.withheld).toEqual([]);
    expect(unpaid.reminders.planned.map((r: any) => r.type)).toEqual([
      'customer_48h',
      'customer_24h',
      'customer_day_of',
      'guide_trip_reminder',
    ]);
    expect(unpaid.reminders.cancelled).toEqual([]);

    const quiet = (await preview(b.id, 'to=confirmed&paymentDue=true&notify=false')).body;
    expect(quiet.messages.map((m: any) => m.audience)).toEqual(['guide']);
    expect(quiet.withheld).toEqual([
      { audience: 'customer', channel: 'email', reason: 'The customer is not notified of this change' },
      { audience: 'customer', channel: 'sms', reason: 'The customer is not notified of this change' },
    ]);

    // Looking changed nothing, and sent nothing.
    expect((await suite.admin.request('GET', `/api/bookings/${b.id}`)).body).toMatchObject({ status: 'cancelled', version });
  });

  test('the preview of a cancellation: the refund by the policy, the messages, and the reminders it cancels', async () => {
    const b = await paidBooking('2026-12-11');
    const res = (await preview(b.id, 'to=cancelled&reason=Storm')).body;
    expect(res).toMatchObject({
      from: 'confirmed',
      to: 'cancelled',
      allowed: true,
      paymentDueCents: null,
      heldCents: b.amountCents,
      refund: { rule: '48h-or-more', percent: 100, amountCents: b.amountCents },
    });
    expect(res.messages.map((m: any) => [m.audience, m.channel, m.kind])).toEqual([
      ['customer', 'email', 'booking-cancelled'],
      ['customer', 'sms', 'booking-cancelled'],
      ['guide', 'sms', 'booking-cancelled'],
    ]);
    expect(res.messages[0].body).toContain('Reason: Storm');
    expect(res.reminders.planned).toEqual([]);
    // The pending ones (the day-of reminder of a 6 AM trip falls in quiet hours: skipped, on record).
    expect(res.reminders.cancelled.map((r: any) => r.type).sort()).toEqual(['customer_24h', 'customer_48h', 'guide_trip_reminder']);

    const weather = (await preview(b.id, 'to=cancelled&weather=true')).body;
    expect(weather.refund).toMatchObject({ rule: 'weather', percent: 100 });
    expect(weather.messages[0].subject).toMatch(/^Trip cancelled for the weather/);

    const same = (await preview(b.id, 'to=confirmed')).body;
    expect(same).toMatchObject({ allowed: false, refusal: 'The booking is already confirmed', messages: [] });
  });

  test('the preview answers 400 for a bad status, 404 for an unknown booking, and is for staff only', async () => {
    const b = await paidBooking('2026-12-15');
    const bad = await preview(b.id, 'to=paid');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ to: 'Status must be pending, confirmed or cancelled' });
    expect((await preview('2b1f4c5e-8d0a-4c61-9a7e-1f2e3d4c5b6a', 'to=confirmed')).status).toBe(404);
    expect((await suite.app.request('GET', `/api/bookings/${b.id}/status-change?to=cancelled`)).status).toBe(401);
  });
});
