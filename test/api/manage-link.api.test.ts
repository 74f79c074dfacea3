import { beforeAll, describe, expect, test } from '@jest/globals';
import { Database } from '../../adapters/persistence/database';
import { BACKGROUND_RUNNER, EVENT_STORE } from '../../adapters/shared/tokens';
import { EventStore } from '../../application/ports/event-store';
import { bookingStreamId } from '../../domain/bookings/booking';
import { ProcessManagerRunner } from '../../application/process-managers/process-manager-runner';
import { logSettled, messagesSettled } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { TestApp } from '../support/test-app';
import { beforeMorning, clock, LINK, START, until, useManageLinkApi } from '../support/manage-link-api';

describe.each(testDatabases().map((db) => [db.name, db] as const))('the manage link on %s', (_name, db) => {
  const api = useManageLinkApi(db);
  const { mail, lines, tokens, staff, paidBooking, view, cancel, reschedule, refundsOf, slotStatus, historyOf, outboxOf } = api;
  let app: TestApp;
  let database: Database;

  beforeAll(() => {
    ({ app, database } = api);
  });

  test('the confirmation email and SMS carry the link; it opens the booking, a wrong one is 404', async () => {
    const b = await paidBooking('2026-12-03'); // a Thursday
    const email = mail.to(b.email).find((m) => m.subject.startsWith('Booking confirmed'))!;
    expect(LINK.exec(email.text)?.[1]).toBe(b.token);
    expect(email.html).toContain(`/manage/${b.token}`);

    const res = await view(b.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.body).toEqual({
      booking: {
        id: b.id,
        reference: expect.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/),
        package: 'Half-Day Adventure',
        date: '2026-12-03',
        time: 'morning',
        timeLabel: 'Morning (6:00-10:00 AM)',
        people: 2,
        hasKids: false,
        kidsCount: 0,
        name: b.name,
        email: b.email,
        phone: b.phone,
        status: 'confirmed',
        amountPaidCents: b.amountCents,
        refundedCents: 0,
      },
      cancellation: {
        allowed: true,
        refundCents: b.amountCents,
        refundPercent: 100,
        policy: expect.stringContaining('48 hours or more before the trip get a full refund'),
        reason: null,
      },
      reschedule: { allowed: true, until: until('2026-12-03', 'morning'), reason: null },
      // The waiver link of the confirmation email: the booking's waiver reference, never its id.
      waivers: { needed: 2, signed: 0, missing: 2, link: /https?:\S+\/liability-waiver\?booking=[A-Za-z0-9_-]{22}/.exec(email.text)![0] },
      guide: { name: expect.any(String), phone: expect.any(String) },
    });

    for (const wrong of [`${b.token.slice(0, -1)}${b.token.endsWith('A') ? 'B' : 'A'}`, 'short', b.id, 'A'.repeat(43)]) {
      const answer = await view(wrong);
      expect([answer.status, answer.body.message]).toEqual([404, 'Booking not found']);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect((await cancel(wrong)).status).toBe(404);
    }
  });

  test('the link is stored with the messages that carry it: a confirmation handled again makes no second link', async () => {
    const b = await paidBooking('2026-12-04');
    const linksOf = async () =>
      Number(
        (
          (await database.dataSource.query('SELECT count(*)::int AS n FROM booking_manage_links WHERE "bookingId" = $1', [b.id])) as {
            n: number;
          }[]
        )[0]!.n,
      );
    const messages = async () => (await outboxOf(b.id, 'booking-confirmed')).length;
    expect([await linksOf(), await messages()]).toEqual([1, 3]);
    // The step taken again, as after a crash before the checkpoint: the messages are there, so no link is made.
    const notifications = app.app.get<ProcessManagerRunner>(BACKGROUND_RUNNER).managers.find((m) => m.name === 'notifications')!;
    const recorded = (await app.app.get<EventStore>(EVENT_STORE).readStream(bookingStreamId(b.id))).find((e) => e.type === 'BookingPaid')!;
    await notifications.handle(recorded);
    await notifications.handle(recorded);
    expect([await linksOf(), await messages()]).toEqual([1, 3]);
    expect((await view(b.token)).status).toBe(200);
  });

  test.each([
    ['5 days ahead: in full', '2026-12-08', 5 * 24, 100],
    ['30 hours ahead: half', '2026-12-09', 30, 50],
    ['10 hours ahead: nothing', '2026-12-10', 10, 0],
  ])('cancelling %s, once; the slot is freed and both sides are told', async (_label, date, hours, percent) => {
    const b = await paidBooking(date);
    clock.set(beforeMorning(date, hours));
    const refund = Math.floor((b.amountCents * percent) / 100);
    expect((await view(b.token)).body.cancellation).toMatchObject({ allowed: true, refundCents: refund, refundPercent: percent });
    const first = await cancel(b.token);
    expect(first.status).toBe(200);
    expect(first.body.booking).toMatchObject({ status: 'cancelled', refundedCents: refund });
    expect(first.body.cancellation).toMatchObject({ allowed: false, reason: 'This booking has been cancelled.' });
    // A second click: the same answer, nothing refunded twice.
    const again = await cancel(b.token);
    expect([again.status, again.body]).toEqual([200, first.body]);
    expect(await refundsOf(b.paymentIntentId)).toEqual(refund > 0 ? [refund] : []);
    expect(await slotStatus(date, 'morning')).not.toBe('booked');

    const history = await historyOf(b.id);
    const cancelled = history.find((h) => h.type === 'BookingStatusChanged' && h.changes.status?.to === 'cancelled')!;
    expect(cancelled.actor).toEqual({ kind: 'customer', via: 'manage_link' });
    expect(cancelled.reason).toBe('The customer cancelled online');
    expect(history.filter((h) => h.type === 'BookingRefunded')).toHaveLength(1);

    await messagesSettled(app, database);
    expect((await outboxOf(b.id, 'booking-cancelled')).map((m) => `${m.audience}-${m.channel}`)).toEqual([
      'customer-email',
      'customer-sms',
      'guide-sms',
    ]);
  });

  test('a move takes the new slot, frees the old one and moves the reminders; both sides are told', async () => {
    const b = await paidBooking('2026-12-14'); // Monday
    expect(await slotStatus('2026-12-14', 'morning')).toBe('booked');
    const moved = await reschedule(b.token, '2026-12-15', 'afternoon'); // Tuesday: the same weekday price
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      booking: { date: '2026-12-15', time: 'afternoon', timeLabel: 'Afternoon (1:00-5:00 PM)', status: 'confirmed', refundedCents: 0 },
      priceDifferenceCents: 0,
      refundCents: 0,
      reschedule: { allowed: true, until: until('2026-12-15', 'afternoon') },
    });
    expect(await slotStatus('2026-12-14', 'morning')).not.toBe('booked');
    expect(await slotStatus('2026-12-15', 'afternoon')).toBe('booked');
    expect(await view(b.token)).toMatchObject({ body: { booking: { date: '2026-12-15', time: 'afternoon' } } });

    await logSettled(app, database);
    const reminders = (await (await staff()).request('GET', `/api/scheduled-reminders?bookingId=${b.id}`)).body as {
      forDate: string;
      status: string;
    }[];
    const pending = reminders.filter((r) => r.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => r.forDate === '2026-12-15')).toBe(true);

    const history = await historyOf(b.id);
    const move = history.find((h) => h.type === 'BookingRescheduled')!;
    expect(move).toMatchObject({
      actor: { kind: 'customer', via: 'manage_link' },
      reason: 'The customer moved the trip online',
      changes: { date: { from: '2026-12-14', to: '2026-12-15' }, time: { from: 'morning', to: 'afternoon' } },
    });
    const told = await outboxOf(b.id, 'booking-rescheduled');
    expect(told.map((m) => `${m.audience}-${m.channel}`)).toEqual(['customer-email', 'customer-sms', 'guide-sms']);
    expect(told.find((m) => m.audience === 'guide')!.body).toContain('Moved from Mon, Dec 14');
  });

  test('a cheaper date refunds the difference once', async () => {
    const friday = await paidBooking('2026-12-18'); // full price
    const cheaper = await reschedule(friday.token, '2026-12-17', 'morning'); // Thursday: 17% off each
    expect(cheaper.status).toBe(200);
    const difference = friday.amountCents - 2 * 20700;
    expect(cheaper.body).toMatchObject({
      priceDifferenceCents: -difference,
      refundCents: difference,
      booking: { refundedCents: difference },
    });
    expect(cheaper.body.payment).toBeUndefined();
    expect(await refundsOf(friday.paymentIntentId)).toEqual([difference]);
    const history = await historyOf(friday.id);
    expect(history.filter((h) => h.type === 'BookingRefunded')).toEqual([
      expect.objectContaining({
        actor: { kind: 'system', process: 'refunds' },
        changes: expect.objectContaining({ refundedCents: { from: null, to: difference } }),
      }),
    ]);
  });

  const payWithTestCard = (payment: { paymentIntentId: string; clientSecret: string }, cardNumber = '4242424242424242') =>
    app.request('POST', `/api/test-gateway/payment-intents/${payment.paymentIntentId}/confirm`, {
      clientSecret: payment.clientSecret,
      cardNumber,
      expiry: '12/30',
      cvc: '123',
    });
  const confirmMove = (token: string, paymentIntentId: string) =>
    app.request('POST', `/api/manage/${token}/reschedule/confirm`, { paymentIntentId });

  test('a dearer date asks for the difference, holds the slot while it is paid, then moves; a cancel refunds both payments', async () => {
    const wednesday = await paidBooking('2026-12-16');
    const asked = await reschedule(wednesday.token, '2026-12-18', 'afternoon'); // Friday: no weekday discount
    expect(asked.status).toBe(202);
    expect(asked.headers.get('cache-control')).toBe('no-store');
    expect(asked.body).toMatchObject({
      priceDifferenceCents: 8400,
      refundCents: 0,
      booking: { date: '2026-12-16', time: 'morning', amountPaidCents: wednesday.amountCents },
      payment: { amountCents: 8400, currency: 'CAD', gateway: 'test', date: '2026-12-18', time: 'afternoon' },
    });
    const payment = asked.body.payment as { paymentIntentId: string; clientSecret: string; holdExpiresAt: string };
    expect(new Date(payment.holdExpiresAt).getTime() - clock.now().getTime()).toBe(15 * 60_000);
    // Held for the customer while they pay: nobody else can book it.
    expect(await slotStatus('2026-12-18', 'afternoon')).toBe('booked');
    expect(await slotStatus('2026-12-16', 'morning')).toBe('booked');

    // Not paid yet: nothing moves.
    const early = await confirmMove(wednesday.token, payment.paymentIntentId);
    expect(early.status).toBe(409);
    expect((await view(wednesday.token)).body.booking).toMatchObject({ date: '2026-12-16', time: 'morning' });
    // Another booking's payment, or the booking's own, is not this move's.
    expect((await confirmMove(wednesday.token, wednesday.paymentIntentId)).status).toBe(404);

    expect((await payWithTestCard(payment, '4000000000000002')).status).toBe(402);
    expect((await payWithTestCard(payment)).status).toBe(200);
    const moved = await confirmMove(wednesday.token, payment.paymentIntentId);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      booking: {
        date: '2026-12-18',
        time: 'afternoon',
        status: 'confirmed',
        amountPaidCents: wednesday.amountCents + 8400,
        refundedCents: 0,
      },
      priceDifferenceCents: 8400,
      refundCents: 0,
    });
    // The browser and the webhook may both report it: the same answer, nothing twice.
    const again = await confirmMove(wednesday.token, payment.paymentIntentId);
    expect([again.status, again.body.booking]).toEqual([200, moved.body.booking]);
    expect(await slotStatus('2026-12-16', 'morning')).not.toBe('booked');
    expect(await slotStatus('2026-12-18', 'afternoon')).toBe('booked');

    const history = await historyOf(wednesday.id);
    expect(history.map((h) => h.type).slice(-3)).toEqual(['BookingMovePaymentStarted', 'BookingMovePaid', 'BookingRescheduled']);
    expect(history.at(-1)).toMatchObject({
      actor: { kind: 'customer', via: 'manage_link' },
      reason: 'The customer moved the trip online and paid the difference',
      changes: { date: { from: '2026-12-16', to: '2026-12-18' }, time: { from: 'morning', to: 'afternoon' } },
    });
    await messagesSettled(app, database);
    const told = await outboxOf(wednesday.id, 'booking-rescheduled');
    expect(told.map((m) => `${m.audience}-${m.channel}`)).toEqual(['customer-email', 'customer-sms', 'guide-sms']);
    expect(told.find((m) => m.channel === 'sms' && m.audience === 'customer')!.body).toContain('Difference paid: $84.00');

    // Cancelled 5 days ahead: both payments come back in full, each from its own card payment, once.
    expect((await view(wednesday.token)).body.cancellation).toMatchObject({
      refundCents: wednesday.amountCents + 8400,
      refundPercent: 100,
    });
    const cancelled = await cancel(wednesday.token);
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', refundedCents: wednesday.amountCents + 8400 });
    expect((await cancel(wednesday.token)).body).toEqual(cancelled.body);
    expect(await refundsOf(payment.paymentIntentId)).toEqual([8400]);
    expect(await refundsOf(wednesday.paymentIntentId)).toEqual([wednesday.amountCents]);
  });

  test('a dearer move whose slot went to someone else before the payment arrived refunds the difference and keeps the trip', async () => {
    const b = await paidBooking('2026-12-29'); // Tuesday
    const asked = await reschedule(b.token, '2027-01-08', 'morning'); // Friday
    expect(asked.status).toBe(202);
    const payment = asked.body.payment as { paymentIntentId: string; clientSecret: string };
    // The customer leaves the dialog open past the hold; another visitor books that morning.
    clock.set(new Date(START.getTime() + 20 * 60_000));
    const other = await paidBooking('2027-01-08');
    expect((await payWithTestCard(payment)).status).toBe(200);
    const refused = await confirmMove(b.token, payment.paymentIntentId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'That time was taken by another booking before your payment arrived, so your trip has not moved. ' +
        'The difference you paid has been refunded in full; refunds take 5 to 7 business days to appear.',
    );
    expect(await refundsOf(payment.paymentIntentId)).toEqual([asked.body.priceDifferenceCents]);
    expect((await view(b.token)).body.booking).toMatchObject({ date: '2026-12-29', time: 'morning', status: 'confirmed' });
    expect((await view(other.token)).body.booking).toMatchObject({ date: '2027-01-08', time: 'morning', status: 'confirmed' });
    expect(await slotStatus('2026-12-29', 'morning')).toBe('booked');
    // Reported again: the same refusal, nothing refunded twice.
    expect((await confirmMove(b.token, payment.paymentIntentId)).status).toBe(409);
    expect(await refundsOf(payment.paymentIntentId)).toHaveLength(1);
  });

  test('choosing again releases the slot held for an unpaid choice; a payment never confirmed is found when the page opens', async () => {
    const b = await paidBooking('2027-01-12'); // Tuesday
    const first = await reschedule(b.token, '2027-01-15', 'morning'); // Friday
    expect(first.status).toBe(202);
    expect(await slotStatus('2027-01-15', 'morning')).toBe('booked');
    const second = await reschedule(b.token, '2027-01-15', 'afternoon'); // the same Friday, another time
    expect(second.status).toBe(202);
    expect(await slotStatus('2027-01-15', 'morning')).not.toBe('booked');
    expect(await slotStatus('2027-01-15', 'afternoon')).toBe('booked');
    // The first choice's payment can no longer be taken.
    const stale = first.body.payment as { paymentIntentId: string; clientSecret: string };
    expect((await payWithTestCard(stale)).status).not.toBe(200);
    // Paid, then the tab closed before the confirmation: the page opened again finds the trip moved.
    expect((await payWithTestCard(second.body.payment)).status).toBe(200);
    expect((await view(b.token)).body.booking).toMatchObject({ date: '2027-01-15', time: 'afternoon', status: 'confirmed' });
    expect(await slotStatus('2027-01-12', 'morning')).not.toBe('booked');
  });

  test('a cheaper or same-price move after an unpaid dearer choice gives that choice up: its slot and its payment', async () => {
    const b = await paidBooking('2027-01-19'); // Tuesday
    const dearer = await reschedule(b.token, '2027-01-22', 'morning'); // Friday
    expect(dearer.status).toBe(202);
    const moved = await reschedule(b.token, '2027-01-20', 'morning'); // Wednesday: the same price
    expect(moved.status).toBe(200);
    expect(await slotStatus('2027-01-22', 'morning')).not.toBe('booked');
    expect((await payWithTestCard(dearer.body.payment)).status).not.toBe(200);
    expect((await view(b.token)).body.booking).toMatchObject({ date: '2027-01-20', time: 'morning', amountPaidCents: b.amountCents });
  });

  test('within 48 hours of the trip a move is refused and the page gives the guide phone', async () => {
    const b = await paidBooking('2026-11-25'); // starts in under 48 hours
    const page = (await view(b.token)).body;
    const reason = `Changes within 48 hours of the trip are made by phone: call ${page.guide.phone}`;
    expect(page.reschedule).toEqual({ allowed: false, until: until('2026-11-25', 'morning'), reason });
    const refused = await reschedule(b.token, '2026-12-01', 'morning');
    expect([refused.status, refused.body.message]).toEqual([409, reason]);
    expect((await reschedule(b.token, 'someday', 'morning')).status).toBe(400);
  });

  test('two moves racing to one slot: one wins, the other is refused and keeps its slot', async () => {
    const a = await paidBooking('2026-12-21');
    const b = await paidBooking('2026-12-22');
    const answers = await Promise.all([reschedule(a.token, '2026-12-23', 'afternoon'), reschedule(b.token, '2026-12-23', 'afternoon')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = answers[0]!.status === 409 ? a : b;
    const lost = answers.find((r) => r.status === 409)!;
    expect(lost.body.message).toBe('That time is no longer available');
    const kept = (await view(loser.token)).body.booking;
    expect({ date: kept.date, time: kept.time }).toEqual({ date: loser === a ? '2026-12-21' : '2026-12-22', time: 'morning' });
    expect(await slotStatus(kept.date, 'morning')).toBe('booked');
    expect(await slotStatus('2026-12-23', 'afternoon')).toBe('booked');
    expect(await slotStatus(loser === a ? '2026-12-22' : '2026-12-21', 'morning')).not.toBe('booked');
  });

  test('six moves racing to six cheaper dates: one move, one slot, one refund of its difference', async () => {
    const friday = await paidBooking('2027-02-05'); // full price
    // Six weekdays (Monday to Thursday: 17% off each), each with its slot free.
    const cheaper = ['2027-02-08', '2027-02-09', '2027-02-10', '2027-02-11', '2027-02-15', '2027-02-16'];
    const answers = await Promise.all(cheaper.map((date) => reschedule(friday.token, date, 'morning')));
    const difference = friday.amountCents - 2 * 20700;

    await logSettled(app, database);
    expect(await refundsOf(friday.paymentIntentId)).toEqual([difference]);
    const booking = (await view(friday.token)).body.booking;
    expect(booking).toMatchObject({ time: 'morning', status: 'confirmed', refundedCents: difference });
    // The booking holds exactly one slot: the one it moved to; every other place went back.
    const claims = (await database.dataSource.query('SELECT date, "timeSlot", status FROM slot_claims WHERE "bookingId" = $1', [
      friday.id,
    ])) as { date: string; timeSlot: string; status: string }[];
    expect(claims.map((c) => [c.date, c.timeSlot, c.status])).toEqual([[booking.date, 'morning', 'taken']]);
    for (const date of ['2027-02-05', ...cheaper])
      expect(await slotStatus(date, 'morning')).toBe(date === booking.date ? 'booked' : 'available');

    // A request that found the booking already moved by another is refused; one that ran after it
    // moved from where the booking then was. Together they gave back exactly one difference.
    const won = answers.filter((r) => r.status === 200);
    expect(won.map((r) => r.body.booking.date)).toContain(booking.date);
    expect(won.reduce((sum, r) => sum + (r.body.refundCents as number), 0)).toBe(difference);
    for (const lost of answers.filter((r) => r.status !== 200)) {
      expect([lost.status, lost.body.message]).toEqual([409, 'Your booking changed while this was being done. Please look at it again.']);
    }
  });

  test('no token ever reaches a log line', async () => {
    expect(tokens.length).toBeGreaterThan(5);
    // The access line is written once the answer has gone out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.some((line) => line.includes('/api/manage/[REDACTED]'))).toBe(true);
    for (const token of tokens) expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});
