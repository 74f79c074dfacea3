import { describe, expect, test } from '@jest/globals';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { TestClock } from '../support/test-clock';

// Monday 2026-11-23, 8:00 AM on the lake. Trips below start at 6:00 AM (13:00 UTC) on their date.
const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));

describe.each(testDatabases().map((db) => [db.name, db] as const))('cancelling a paid booking on %s', (_name, db) => {
  const suite = useApiApp(db, { clock });

  /** A visitor's booking of a morning trip on `date`, paid with the test card. */
  async function paidBooking(date: string, name: string) {
    const started = (
      await suite.app.request('POST', '/api/create-payment-intent', {
        amount: 1,
        bookingData: {
          package: 'Half-Day Adventure',
          date,
          time: 'morning',
          name,
          email: 'c@example.com',
          phone: '(780) 555-0101',
          people: 2,
        },
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
    return { id: booking.id as string, paymentIntentId: started.paymentIntentId as string, amountCents: started.amountCents as number };
  }
  const refundsOf = (paymentIntentId: string) =>
    suite.database.dataSource.query('SELECT "amountCents" FROM test_refunds WHERE "paymentIntentId" = $1', [paymentIntentId]);
  const cancel = (id: string, body: Record<string, unknown> = {}) =>
    suite.admin.request('PATCH', `/api/bookings/${id}/status`, { status: 'cancelled', reason: 'Customer asked', ...body });

  test('48 hours or more before the trip: a full refund through the gateway, recorded in the history', async () => {
    const b = await paidBooking('2026-12-03', 'Early Canceller'); // a Thursday
    const preview = (await suite.admin.request('GET', `/api/bookings/${b.id}/refund-preview`)).body;
    expect(preview.refund).toMatchObject({ rule: '48h-or-more', percent: 100, amountCents: b.amountCents });
    const cancelled = await cancel(b.id);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundedCents: b.amountCents });
    expect(await refundsOf(b.paymentIntentId)).toEqual([{ amountCents: b.amountCents }]);
    const history = (await suite.admin.request('GET', `/api/bookings/${b.id}/history`)).body;
    expect(history.slice(-2).map((h: { type: string }) => h.type)).toEqual(['BookingStatusChanged', 'BookingRefunded']);
    expect(history.at(-1).changes).toEqual({
      refundedCents: { from: null, to: b.amountCents },
      refundRule: { from: null, to: '48h-or-more (100%)' },
      // Which card payment it went back to (a booking moved to a dearer date has two).
      paymentIntentId: { from: null, to: b.paymentIntentId },
    });
    // The refunds process made it, moved by the guide's cancellation just before.
    expect(history.at(-1).actor).toEqual({ kind: 'system', process: 'refunds' });
    expect(history.at(-2).actor).toMatchObject({ username: 'guide' });
  });

  test('24 to 48 hours before: half; under 24 hours: nothing (the decision is still recorded); weather: in full', async () => {
    const half = await paidBooking('2026-11-25', 'Half Refund'); // starts in 46 hours
    expect((await cancel(half.id)).body.refundedCents).toBe(Math.floor(half.amountCents / 2));
    expect(await refundsOf(half.paymentIntentId)).toEqual([{ amountCents: Math.floor(half.amountCents / 2) }]);

    const none = await paidBooking('2026-11-24', 'No Refund'); // starts in 22 hours
    expect((await cancel(none.id)).body.refundedCents).toBe(0);
    expect(await refundsOf(none.paymentIntentId)).toEqual([]);
    const last = (await suite.admin.request('GET', `/api/bookings/${none.id}/history`)).body.at(-1);
    expect(last).toMatchObject({ type: 'BookingRefunded', changes: { refundRule: { to: 'under-24h (0%)' } } });

    const storm = await paidBooking('2026-11-24', 'Storm Day'); // the slot 'No Refund' gave back: under 24 hours away
    const preview = (await suite.admin.request('GET', `/api/bookings/${storm.id}/refund-preview?weather=true`)).body;
    expect(preview.refund).toMatchObject({ rule: 'weather', percent: 100 });
    expect((await cancel(storm.id, { weather: true, reason: 'Thunderstorm warning' })).body.refundedCents).toBe(storm.amountCents);
  });

  test('a booking taken by phone has nothing to refund; ?asOf replays a booking as it was', async () => {
    const phone = (
      await suite.admin.request('POST', '/api/bookings', {
        package: 'Half-Day Adventure',
        date: '2026-12-10',
        time: 'afternoon',
        name: 'Phone Only',
        email: 'p@example.com',
        phone: '(780) 555-0102',
        people: 1,
      })
    ).body;
    expect((await suite.admin.request('GET', `/api/bookings/${phone.id}/refund-preview`)).body).toEqual({ refund: null });
    const before = clock.now().toISOString();
    clock.advance(60_000);
    expect((await cancel(phone.id)).body).toMatchObject({ status: 'cancelled', refundedCents: 0 });
    expect((await suite.admin.request('GET', `/api/bookings/${phone.id}?asOf=1`)).body).toMatchObject({
      version: 1,
      booking: { status: 'pending' },
    });
    expect((await suite.admin.request('GET', `/api/bookings/${phone.id}?asOf=${encodeURIComponent(before)}`)).body).toMatchObject({
      booking: { status: 'pending' },
    });
    expect((await suite.admin.request('GET', `/api/bookings/${phone.id}`)).body.status).toBe('cancelled');
    expect((await suite.admin.request('GET', `/api/bookings/${phone.id}?asOf=yesterday`)).status).toBe(400);
  });
});
