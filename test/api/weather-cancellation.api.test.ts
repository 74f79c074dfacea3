import { describe, expect, test } from '@jest/globals';
import { formatCad } from '../../domain/shared/money-text';
import { logSettled } from '../support/api-suite';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { TestClock } from '../support/test-clock';

// Monday 2026-11-23, 8:00 AM on the lake. The stormy day is Thursday 2026-12-03, ten days ahead.
const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
const STORM = '2026-12-03';
const REASON = 'Thunderstorm warning for Wabamun Lake';
const REBOOK = /https?:\/\/[^\s"<>]+\/\?package=Half-Day\+Adventure#book/;

describe.each(testDatabases().map((db) => [db.name, db] as const))('the weather cancellation of a day on %s', (_name, db) => {
  const suite = useApiApp(db, { clock });
  let seq = 0;

  /** A visitor's checkout of the half-day package for two; paid with the test card unless `pay` is false. */
  async function visitorBooking(date: string, time: 'morning' | 'afternoon', pay = true) {
    seq++;
    const who = { name: `Storm Angler ${seq}`, email: `storm${seq}@example.com`, phone: `(780) 555-03${String(seq).padStart(2, '0')}` };
    const started = await suite.app.request('POST', '/api/create-payment-intent', {
      amount: 1,
      bookingData: { package: 'Half-Day Adventure', date, time, ...who, people: 2 },
    });
    expect(started.status).toBe(201);
    const { paymentIntentId, clientSecret, amountCents, bookingId } = started.body;
    if (!pay) return { id: bookingId as string, paymentIntentId: paymentIntentId as string, amountCents: 0, ...who };
    await suite.app.request('POST', `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    const booking = (await suite.app.request('POST', '/api/confirm-booking-payment', { paymentIntentId, clientSecret })).body;
    expect(booking.status).toBe('confirmed');
    return { id: booking.id as string, paymentIntentId: paymentIntentId as string, amountCents: amountCents as number, ...who };
  }

  const refundsOf = async (paymentIntentId: string) =>
    (
      (await suite.database.dataSource.query('SELECT "amountCents" FROM test_refunds WHERE "paymentIntentId" = $1', [paymentIntentId])) as {
        amountCents: number;
      }[]
    ).map((r) => r.amountCents);
  const outboxOf = async (id: string) =>
    (await suite.database.dataSource.query(
      `SELECT audience, channel, recipient, subject, body FROM outbox_messages WHERE "bookingId" = $1 AND kind = 'booking-cancelled' ORDER BY audience, channel`,
      [id],
    )) as { audience: string; channel: string; recipient: string; subject: string | null; body: string }[];
  const preview = (date: string) => suite.admin.request('GET', `/api/weather-cancellations/preview?date=${date}`);
  const run = (date: string, reason = REASON) => suite.admin.request('POST', '/api/weather-cancellations', { date, reason });

  test('the preview lists the day with full refunds; the run cancels each once, closes the day, tells and records it; a second run skips', async () => {
    // Cancelled before by the guide (a full refund by the policy, 10 days ahead), then the slot sold again.
    const early = await visitorBooking(STORM, 'morning');
    expect(
      (await suite.admin.request('PATCH', `/api/bookings/${early.id}/status`, { status: 'cancelled', reason: 'Changed plans' })).status,
    ).toBe(200);
    const morning = await visitorBooking(STORM, 'morning');
    const afternoon = await visitorBooking(STORM, 'afternoon');
    // Someone waits for the morning: a place freed by the weather is no place to offer.
    const waiting = await suite.app.request('POST', '/api/waitlist', {
      date: STORM,
      time: 'morning',
      package: 'Half-Day Adventure',
      name: 'Hopeful Waiter',
      email: 'hopeful@example.com',
      phone: '(780) 555-0398',
      people: 2,
    });
    expect(waiting.status).toBe(201);
    // Another day stays as it is.
    const other = await visitorBooking('2026-12-04', 'morning');
    await logSettled(suite.app, suite.database);
    const remindersOf = async (id: string) =>
      ((await suite.admin.request('GET', `/api/scheduled-reminders?bookingId=${id}`)).body as { status: string }[]).map((r) => r.status);
    expect(await remindersOf(morning.id)).toContain('pending');

    const before = await preview(STORM);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      date: STORM,
      dayClosed: false,
      bookings: [morning, afternoon].map((b, i) => ({
        id: b.id,
        name: b.name,
        phone: b.phone,
        email: b.email,
        package: 'Half-Day Adventure',
        time: i === 0 ? 'morning' : 'afternoon',
        timeLabel: i === 0 ? 'Morning (6:00-10:00 AM)' : 'Afternoon (1:00-5:00 PM)',
        people: 2,
        status: 'confirmed',
        amountPaidCents: b.amountCents,
        refundCents: b.amountCents,
        action: 'cancel',
      })),
      alreadyCancelled: [{ id: early.id, name: early.name, refundedCents: early.amountCents }],
      totals: { bookings: 2, refundCents: morning.amountCents + afternoon.amountCents },
    });
    // A preview changes nothing.
    expect(await refundsOf(morning.paymentIntentId)).toEqual([]);

    const first = await run(STORM, `  ${REASON}  `);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      date: STORM,
      reason: REASON,
      dayClosed: true,
      cancelled: [
        { id: morning.id, name: morning.name, refundCents: morning.amountCents },
        { id: afternoon.id, name: afternoon.name, refundCents: afternoon.amountCents },
      ],
      released: [],
      skipped: [{ id: early.id, name: early.name, reason: 'Already cancelled' }],
      failed: [],
    });
    for (const b of [morning, afternoon, early]) expect(await refundsOf(b.paymentIntentId)).toEqual([b.amountCents]);
    expect(await refundsOf(other.paymentIntentId)).toEqual([]);
    expect((await suite.admin.request('GET', `/api/bookings/${other.id}`)).body.status).toBe('confirmed');

    // The day is closed for visitors: every slot booked by the admin, and a new checkout is refused.
    const [day] = (await suite.app.request('GET', `/api/availability?from=${STORM}&days=1`)).body as {
      status: string;
      slots: { status: string; override: string | null }[];
    }[];
    expect(day!.status).toBe('booked');
    expect(day!.slots.length).toBeGreaterThan(0);
    expect(day!.slots.every((s) => s.status === 'booked' && s.override === 'booked')).toBe(true);
    const refused = await suite.app.request('POST', '/api/create-payment-intent', {
      amount: 1,
      bookingData: {
        package: 'Half-Day Adventure',
        date: STORM,
        time: 'morning',
        name: 'Late Comer',
        email: 'l@example.com',
        phone: '(780) 555-0399',
        people: 2,
      },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);

    await logSettled(suite.app, suite.database);
    const token = /\/waitlist\/([A-Za-z0-9_-]+)/.exec(waiting.body.link)![1]!;
    expect((await suite.app.request('GET', `/api/waitlist/${token}`)).body).toMatchObject({ status: 'waiting', offer: null });
    for (const b of [morning, afternoon]) {
      // The customer's SMS and email: the weather, the full refund, a link to rebook; the guide's text.
      const told = await outboxOf(b.id);
      expect(told.map((m) => `${m.audience}-${m.channel}`)).toEqual(['customer-email', 'customer-sms', 'guide-sms']);
      const [email, sms, guide] = told;
      expect(email!.recipient).toBe(b.email);
      // (Paid through the built-in test gateway: its messages say so before the package.)
      expect(email!.subject).toMatch(/^Trip cancelled for the weather: (.+: )?Half-Day Adventure on Thursday, December 3, 2026$/);
      expect(email!.body).toContain(`Your full refund of ${formatCad(b.amountCents)} is on its way`);
      expect(email!.body).toContain(`Reason: ${REASON}`);
      expect(email!.body).toMatch(REBOOK);
      expect(sms!.body).toContain('cancelled because of the weather');
      expect(sms!.body).toContain(`Your full refund of ${formatCad(b.amountCents)} is on its way`);
      expect(sms!.body).toMatch(REBOOK);
      expect(guide!.body).toContain(`Reason: weather: ${REASON}`);
      // Its reminders are cancelled; the history names the admin, the reason and the weather rule.
      const reminders = await remindersOf(b.id);
      expect(reminders.length).toBeGreaterThan(0);
      expect(reminders).not.toContain('pending');
      const history = (await suite.admin.request('GET', `/api/bookings/${b.id}/history`)).body as {
        type: string;
        actor: Record<string, string>;
        reason: string | null;
        changes: Record<string, { from: unknown; to: unknown }>;
      }[];
      const cancelled = history.find((h) => h.type === 'BookingStatusChanged' && h.changes.status?.to === 'cancelled')!;
      expect(cancelled).toMatchObject({ actor: { kind: 'user', username: 'guide' }, reason: REASON, changes: { weather: { to: true } } });
      expect(history.filter((h) => h.type === 'BookingRefunded')).toEqual([
        expect.objectContaining({ changes: expect.objectContaining({ refundRule: { from: null, to: 'weather (100%)' } }) }),
      ]);
    }
    // The earlier cancellation was not told again.
    const earlyTold = await outboxOf(early.id);
    expect(earlyTold).toHaveLength(3);
    expect(earlyTold.some((m) => m.body.includes('because of the weather') || REBOOK.test(m.body))).toBe(false);

    // A second run: nothing cancelled or refunded again, every booking reported as skipped.
    const again = await run(STORM);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ dayClosed: true, cancelled: [], released: [], failed: [] });
    expect((again.body.skipped as { id: string }[]).map((s) => s.id).sort()).toEqual([early.id, morning.id, afternoon.id].sort());
    await logSettled(suite.app, suite.database);
    for (const b of [morning, afternoon, early]) expect(await refundsOf(b.paymentIntentId)).toEqual([b.amountCents]);
    expect((await outboxOf(morning.id)).length).toBe(3);
    const after = (await preview(STORM)).body;
    expect(after).toMatchObject({ dayClosed: true, bookings: [], totals: { bookings: 0, refundCents: 0 } });
    expect((after.alreadyCancelled as { id: string; refundedCents: number }[]).map((c) => c.refundedCents)).toEqual([
      early.amountCents,
      morning.amountCents,
      afternoon.amountCents,
    ]);
  });

  test('a checkout still waiting for its payment is released; a booking taken by phone is cancelled with nothing to refund', async () => {
    const date = '2026-12-08';
    const held = await visitorBooking(date, 'morning', false);
    const phone = await suite.admin.request('POST', '/api/bookings', {
      package: 'Half-Day Adventure',
      date,
      time: 'afternoon',
      name: 'Phone Angler',
      email: 'phone@example.com',
      phone: '(780) 555-0398',
      people: 3,
    });
    expect(phone.status).toBe(201);
    const shown = (await preview(date)).body;
    expect(
      shown.bookings.map((b: { id: string; status: string; action: string; refundCents: number }) => [
        b.id,
        b.status,
        b.action,
        b.refundCents,
      ]),
    ).toEqual([
      [held.id, 'held', 'release', 0],
      [phone.body.id, 'pending', 'cancel', 0],
    ]);
    const report = (await run(date, 'High winds')).body;
    expect(report).toMatchObject({
      cancelled: [{ id: phone.body.id, name: 'Phone Angler', refundCents: 0 }],
      released: [{ id: held.id, name: held.name }],
      skipped: [],
      failed: [],
    });
    expect((await suite.admin.request('GET', `/api/bookings/${held.id}`)).body.status).toBe('released');
    await logSettled(suite.app, suite.database);
    const sms = (await outboxOf(phone.body.id)).find((m) => m.audience === 'customer' && m.channel === 'sms')!;
    expect(sms.body).toMatch(REBOOK);
    expect(sms.body).not.toMatch(/refund/i);
  });

  test('staff read, only the admin runs it; a bad date, a past date or no reason is 400', async () => {
    const auditor = await suite.app.signIn('auditor', 'weather-auditor');
    expect((await auditor.request('GET', `/api/weather-cancellations/preview?date=${STORM}`)).status).toBe(200);
    const refused = await auditor.request('POST', '/api/weather-cancellations', { date: '2026-12-10', reason: REASON });
    expect(refused.status).toBe(403);
    expect((await suite.app.request('GET', `/api/weather-cancellations/preview?date=${STORM}`)).status).toBe(401);
    expect((await suite.app.request('POST', '/api/weather-cancellations', { date: '2026-12-10', reason: REASON })).status).toBe(401);
    // Nothing was closed by the refused calls.
    const [day] = (await suite.app.request('GET', '/api/availability?from=2026-12-10&days=1')).body as {
      slots: { override: string | null }[];
    }[];
    expect(day!.slots.some((s) => s.override === 'booked')).toBe(false);

    const bad = { message: 'Please select a date', errors: { date: 'Please select a date' } };
    for (const date of ['2026-02-30', 'tomorrow', '']) {
      const res = await preview(date);
      expect([date, res.status, res.body]).toEqual([date, 400, errorAnswer(bad)]);
    }
    expect(await suite.admin.request('GET', '/api/weather-cancellations/preview')).toMatchObject({ status: 400, body: errorAnswer(bad) });
    expect(await run('2026-13-01')).toMatchObject({ status: 400, body: errorAnswer(bad) });
    const noReason = {
      message: 'Please give a reason for the weather cancellation',
      errors: { reason: 'Please give a reason for the weather cancellation' },
    };
    expect(await run('2026-12-10', '   ')).toMatchObject({ status: 400, body: errorAnswer(noReason) });
    expect(await suite.admin.request('POST', '/api/weather-cancellations', { date: '2026-12-10' })).toMatchObject({
      status: 400,
      body: errorAnswer(noReason),
    });
    expect((await run('2026-12-10', 'x'.repeat(501))).body).toEqual(
      errorAnswer({ message: 'Reason must be at most 500 characters', errors: { reason: 'Reason must be at most 500 characters' } }),
    );
    const past = {
      message: 'You can only cancel today or later for the weather',
      errors: { date: 'You can only cancel today or later for the weather' },
    };
    expect(await run('2026-11-20')).toMatchObject({ status: 400, body: errorAnswer(past) });
  });
});
