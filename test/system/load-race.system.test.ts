import { describe, expect, test } from '@jest/globals';
import { performance } from 'node:perf_hooks';
import { SLOT_MESSAGES } from '../../domain/availability/slot-day';
import { AUTOMATIC_REFUNDS } from '../../domain/bookings/refund-policy';
import { PAYMENT_MESSAGES } from '../../domain/payments/payment-errors';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { clashingClaims, loggedBookings, loggedClaims } from '../support/log-facts';
import { TestResponse } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/**
 * Under load: 200 visitors race for one slot. Each is a visitor of their own (their own address
 * behind the proxy, email and phone), under the production limits on open checkouts and checkout
 * calls, so that only the slot can refuse them. Exactly one gets it; the others are told so with
 * the taken-slot message before paying anything; and no payment the gateway took is kept without its
 * booking. The figures are printed; nothing is timed.
 */
const RACERS = 200;

// Monday 2026-11-23, 8:00 AM on the lake.
const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));

const racer = (i: number, date: string) => ({
  package: 'Full-Day Adventure',
  date,
  time: 'full-day',
  name: `Racer ${i}`,
  email: `racer${i}@example.com`,
  phone: `(780) 555-${String(2000 + i)}`,
  people: 2,
  hasKids: false,
  kidsCount: 0,
});
/** The racer's own address: TRUST_PROXY=1 takes the last X-Forwarded-For entry, as a proxy writes it. */
const addressOf = (i: number) => `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`;
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

const byStatus = (answers: readonly TestResponse[]) =>
  answers.reduce<Record<number, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});

describe.each(testDatabases().map((db) => [db.name, db] as const))('200 visitors racing for one slot on %s', (name, db) => {
  // The production defaults (test-app.ts raises them for other suites), behind one proxy hop.
  const suite = useApiApp(db, { clock, env: { TRUST_PROXY: '1', HOLDS_PER_CLIENT: '2', CHECKOUT_RATE_LIMIT: '30' } });

  const start = (i: number, date: string) =>
    suite.app.request(
      'POST',
      '/api/create-payment-intent',
      { amount: 1, bookingData: racer(i, date) },
      { 'X-Forwarded-For': addressOf(i) },
    );
  const pay = (i: number, started: { paymentIntentId: string; clientSecret: string }) =>
    suite.app.request(
      'POST',
      `/api/test-gateway/payment-intents/${started.paymentIntentId}/confirm`,
      { clientSecret: started.clientSecret, ...CARD },
      { 'X-Forwarded-For': addressOf(i) },
    );
  const confirm = (i: number, started: { paymentIntentId: string; clientSecret: string }) =>
    suite.app.request(
      'POST',
      '/api/confirm-booking-payment',
      { paymentIntentId: started.paymentIntentId, clientSecret: started.clientSecret },
      { 'X-Forwarded-For': addressOf(i) },
    );
  const race = async (date: string, who: readonly number[]) => {
    const began = performance.now();
    const answers = await Promise.all(who.map((i) => start(i, date)));
    return { answers, ms: performance.now() - began };
  };
  const slotStatus = async (date: string) =>
    (await suite.app.request('GET', `/api/availability?from=${date}&days=1`)).body[0].slots.find(
      (s: { timeSlot: string }) => s.timeSlot === 'full-day',
    )?.status;
  /** The test gateway's records of the date: every payment set up for it, with what was refunded. */
  const paymentsOf = async (date: string) =>
    (await suite.database.dataSource.query(
      `SELECT i.id, i.status, i."amountCents", i.metadata->>'bookingId' AS "bookingId",
              COALESCE((SELECT sum(r."amountCents") FROM test_refunds r WHERE r."paymentIntentId" = i.id), 0)::int AS refunded
         FROM test_payment_intents i WHERE i.metadata->>'date' = $1`,
      [date],
    )) as { id: string; status: string; amountCents: number; bookingId: string; refunded: number }[];
  const bookingsOf = async (date: string) => (await loggedBookings(suite.database)).filter((b) => b.details.date === date);
  const everyone = Array.from({ length: RACERS }, (_, i) => i);

  test('exactly one gets the slot and books it; the 199 others are refused before paying, with the taken-slot message', async () => {
    const date = '2026-11-28'; // a Saturday: the full day is its one slot
    const { answers, ms } = await race(date, everyone);
    const winners = everyone.filter((i) => answers[i]!.status === 201);
    expect(winners).toHaveLength(1);
    const losers = answers.filter((a) => a.status !== 201);
    expect(losers).toHaveLength(RACERS - 1);
    for (const lost of losers)
      expect({ status: lost.status, body: lost.body }).toEqual({ status: 409, body: errorAnswer({ message: SLOT_MESSAGES.unavailable }) });

    const winner = winners[0]!;
    const started = answers[winner]!.body;
    expect((await pay(winner, started)).status).toBe(200);
    // The tab, a retry and a second tab confirm at once: one booking.
    const confirmations = await Promise.all(Array.from({ length: 10 }, () => confirm(winner, started)));
    expect(new Set(confirmations.map((c) => `${c.status} ${c.body.id} ${c.body.status}`))).toEqual(
      new Set([`200 ${started.bookingId} confirmed`]),
    );

    // The gateway: one payment was ever set up for the date, and it is the booking's.
    expect(await paymentsOf(date)).toEqual([
      { id: started.paymentIntentId, status: 'succeeded', amountCents: started.amountCents, bookingId: started.bookingId, refunded: 0 },
    ]);
    // The log: one booking of the date, held, paid once and confirmed; the day's stream one hold, then taken.
    const bookings = await bookingsOf(date);
    expect(bookings.map((b) => [b.bookingId, b.status, b.types])).toEqual([
      [started.bookingId, 'confirmed', ['BookingHeld', 'BookingPaymentSucceeded', 'BookingPaid']],
    ]);
    const day = (await suite.database.dataSource.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY version', [
      `slotday-${date}`,
    ])) as { type: string }[];
    expect(day.map((e) => e.type)).toEqual(['SlotHeld', 'SlotTaken']);
    // The read models: the booking list, no racer left holding anything, and the slot booked.
    const listed = (await suite.admin.request('GET', '/api/bookings?q=Racer')).body;
    expect(listed.map((b: { id: string; status: string }) => [b.id, b.status])).toEqual([[started.bookingId, 'confirmed']]);
    expect((await suite.admin.request('GET', '/api/bookings?status=held&q=Racer')).body).toEqual([]);
    expect(await slotStatus(date)).toBe('booked');

    console.warn(
      [
        `${RACERS} visitors racing for ${date} full-day on ${name}: answered in ${ms.toFixed(0)} ms`,
        `  answers by status ${JSON.stringify(byStatus(answers))}; racer ${winner} won, paid and confirmed (10 confirmations at once, 1 booking)`,
        `  gateway payments for the date 1 (succeeded, its booking's); booking streams of the date 1; slot stream SlotHeld, SlotTaken`,
      ].join('\n'),
    );
  });

  test('the hold lapses unpaid and they race again while its holder pays late: one booking, the late money given back, never kept', async () => {
    const date = '2026-11-29'; // a Sunday
    const first = await race(date, everyone);
    const holder = everyone.find((i) => first.answers[i]!.status === 201)!;
    expect(byStatus(first.answers)).toEqual({ 201: 1, 409: RACERS - 1 });
    const held = first.answers[holder]!.body;

    clock.advance(16 * 60_000); // past the 15-minute hold: the slot is free again for anyone
    try {
      const others = everyone.filter((i) => i !== holder);
      const [again, late] = await Promise.all([
        race(date, others),
        (async () => {
          const paid = await pay(holder, held);
          return { paid, confirmed: paid.status === 200 ? await confirm(holder, held) : undefined };
        })(),
      ]);
      const secondWinners = others.filter((i) => again.answers[others.indexOf(i)]!.status === 201);
      expect(secondWinners.length).toBeLessThanOrEqual(1);
      for (const lost of again.answers.filter((a) => a.status !== 201)) {
        expect({ status: lost.status, body: lost.body }).toEqual({
          status: 409,
          body: errorAnswer({ message: SLOT_MESSAGES.unavailable }),
        });
      }
      // The new holder, if any, pays and books.
      let booked = held.bookingId as string;
      if (secondWinners.length === 1) {
        const i = secondWinners[0]!;
        const started = again.answers[others.indexOf(i)]!.body;
        expect((await pay(i, started)).status).toBe(200);
        expect((await confirm(i, started)).body).toMatchObject({ id: started.bookingId, status: 'confirmed' });
        booked = started.bookingId;
      }
      // The late payer: confirmed if they took the slot first, otherwise told their money went back
      // (or their card was refused because the lapsed checkout had already been ended).
      const lateOutcome = !late.confirmed
        ? `${late.paid.status} ${late.paid.body.message}`
        : late.confirmed.status === 200
          ? `confirmed ${late.confirmed.body.id}`
          : `${late.confirmed.status} ${late.confirmed.body.message}`;
      expect([
        `confirmed ${held.bookingId}`,
        `409 ${AUTOMATIC_REFUNDS['slot-taken'].toVisitor}`,
        `409 ${PAYMENT_MESSAGES.canceled}`,
      ]).toContain(lateOutcome);
      expect(lateOutcome.startsWith('confirmed')).toBe(secondWinners.length === 0);

      // Exactly one confirmed booking for the date; every payment taken is that booking's or given back in full.
      const bookings = await bookingsOf(date);
      expect(bookings.filter((b) => b.status === 'confirmed').map((b) => b.bookingId)).toEqual([booked]);
      const payments = await paymentsOf(date);
      const kept = payments.filter((p) => p.status === 'succeeded' && p.refunded < p.amountCents);
      expect(kept.map((p) => p.bookingId)).toEqual([booked]);
      expect(payments.filter((p) => p.refunded > 0 && p.refunded !== p.amountCents)).toEqual([]);
      expect(payments).toHaveLength(1 + secondWinners.length);
      expect(clashingClaims(await loggedClaims(suite.database), clock.now())).toEqual([]);
      expect(await slotStatus(date)).toBe('booked');

      console.warn(
        [
          `The hold on ${date} lapsed unpaid, ${RACERS - 1} raced again while the holder paid late, on ${name}: answered in ${again.ms.toFixed(0)} ms`,
          `  first race ${JSON.stringify(byStatus(first.answers))}, second race ${JSON.stringify(byStatus(again.answers))}`,
          `  the late payer: ${lateOutcome.slice(0, 80)}`,
          `  gateway payments for the date ${payments.length}: kept 1 (the booking's), refunded in full ${payments.filter((p) => p.refunded === p.amountCents).length}`,
        ].join('\n'),
      );
    } finally {
      clock.advance(-16 * 60_000);
    }
  });
});
