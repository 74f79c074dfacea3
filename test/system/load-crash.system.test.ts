import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { performance } from 'node:perf_hooks';
import { addDays, weekdayOf } from '../../domain/availability/weekly-template';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { clashingClaims, loggedBookings, loggedClaims } from '../support/log-facts';
import {
  createServerDatabase,
  killLeftoverServers,
  ServerDatabase,
  serverDatabaseNames,
  startServerProcess,
} from '../support/server-process';

/**
 * Under load: the server, as a process of its own, is killed with SIGKILL in the middle of a run of
 * 1,000 bookings, then started again on the same database. Whatever the kill interrupted (a hold
 * being written, a card being charged, a confirmation half done, a visitor who closed the tab after
 * paying), every payment the gateway took must be a confirmed booking after the restart, with no
 * client asking again: the start-up catch-up and reconciliation do it. No slot may be sold twice
 * and no booking may hold two slots. The run is sized 1,000 but killed once KILL_AT_PAID payments
 * went through (a few seconds), so CI stays fast; the figures are printed, nothing is timed.
 */
const ATTEMPTS = 1_000;
/** Two visitors for each slot, at the same moment: the losers are refused before paying. */
const VISITORS_PER_SLOT = 2;
const CONCURRENT_VISITORS = 16;
const KILL_AT_PAID = 150;
/** Every fifth visitor closes the tab once the card is charged, before the confirmation. */
const closesTab = (k: number) => k % 5 === 4;

// The clock is the machine's: the server is a process of its own. The trips are well ahead of it.
const today = new Date().toISOString().slice(0, 10);
/** The slots the weekly template offers from three days on: the half day on weekdays, the full day at weekends. */
const SLOTS = Array.from({ length: 330 }, (_, i) => addDays(today, i + 3)).flatMap((date) =>
  ['saturday', 'sunday'].includes(weekdayOf(date))
    ? [{ date, time: 'full-day' as TimeSlot, package: 'Full-Day Adventure' }]
    : (['morning', 'afternoon'] as TimeSlot[]).map((time) => ({ date, time, package: 'Half-Day Adventure' })),
);

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

interface Attempt {
  readonly k: number;
  step: 'hold' | 'pay' | 'confirm' | 'done';
  held?: { paymentIntentId: string; clientSecret: string; bookingId: string };
  refused?: boolean;
  paid?: boolean;
  confirmed?: boolean;
  /** What a request the kill cut answered: a failed fetch. */
  cut?: boolean;
  unexpected?: string;
}

async function post(url: string, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'load-test' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

function bookingData(k: number) {
  const slot = SLOTS[Math.floor(k / VISITORS_PER_SLOT)]!;
  return {
    package: slot.package,
    date: slot.date,
    time: slot.time,
    name: `Crash Visitor ${k}`,
    email: `crash${k}@example.com`,
    phone: `(780) 555-${String(1000 + k).slice(-4)}`,
    people: 2,
    hasKids: false,
    kidsCount: 0,
  };
}

/** One visitor's whole checkout; `stop` says the server is gone, so no new step starts. */
async function checkout(url: string, attempt: Attempt, stop: () => boolean, onPaid: () => void): Promise<void> {
  const started = await post(url, '/api/create-payment-intent', { amount: 1, bookingData: bookingData(attempt.k) });
  if (started.status === 409) {
    attempt.refused = true;
    attempt.step = 'done';
    return;
  }
  if (started.status !== 201) throw new Error(`create-payment-intent answered ${started.status} ${JSON.stringify(started.body)}`);
  attempt.held = started.body;
  if (stop()) return;
  attempt.step = 'pay';
  const { paymentIntentId, clientSecret } = started.body;
  const paid = await post(url, `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, { clientSecret, ...CARD });
  if (paid.status !== 200) throw new Error(`The test card answered ${paid.status} ${JSON.stringify(paid.body)}`);
  attempt.paid = true;
  onPaid();
  if (closesTab(attempt.k) || stop()) {
    attempt.step = 'done';
    return;
  }
  attempt.step = 'confirm';
  const confirmed = await post(url, '/api/confirm-booking-payment', { paymentIntentId, clientSecret });
  if (confirmed.status !== 200 || confirmed.body.status !== 'confirmed') {
    throw new Error(`confirm-booking-payment answered ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  }
  attempt.confirmed = true;
  attempt.step = 'done';
}

afterAll(() => killLeftoverServers());

describe.each(serverDatabaseNames())('a server killed with SIGKILL in the middle of 1,000 bookings, on %s', (name) => {
  let db: ServerDatabase;
  beforeAll(async () => {
    db = await createServerDatabase(name);
  });
  afterAll(async () => {
    killLeftoverServers();
    await db?.remove();
  });

  test('after the restart every payment the gateway took is a confirmed booking, no slot is sold twice, no booking holds two slots', async () => {
    expect(SLOTS.length).toBeGreaterThanOrEqual(ATTEMPTS / VISITORS_PER_SLOT);
    // Every visitor is 127.0.0.1 here: the per-address caps would be what refuses them, not the slots.
    const env = { ...db.env, HOLDS_PER_CLIENT: '100000', CHECKOUT_RATE_LIMIT: '1000000' };
    const server = await startServerProcess(env);

    // ---- the run, killed in the middle ----
    const attempts: Attempt[] = [];
    let next = 0;
    let paid = 0;
    let killedAt = 0;
    let killing: Promise<unknown> | undefined;
    const runStart = performance.now();
    const stop = () => killing !== undefined;
    const onPaid = () => {
      if (++paid !== KILL_AT_PAID) return;
      killedAt = performance.now() - runStart;
      killing = server.kill('SIGKILL');
    };
    const visitor = async () => {
      while (!stop() && next < ATTEMPTS) {
        const attempt: Attempt = { k: next++, step: 'hold' };
        attempts.push(attempt);
        try {
          await checkout(server.url, attempt, stop, onPaid);
        } catch (error) {
          // A request the kill cut fails to fetch (Node's TypeError, of another realm than Jest's); anything else is a failure.
          if (killing && (error as Error).name === 'TypeError') attempt.cut = true;
          else attempt.unexpected = error instanceof Error ? error.message : String(error);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_VISITORS }, visitor));
    expect(await killing).toEqual({ code: null, signal: 'SIGKILL' });
    expect(attempts.filter((a) => a.unexpected).map((a) => a.unexpected)).toEqual([]);
    const inFlight = attempts.filter((a) => a.cut);
    // Killed in the middle: the run was far from done and requests were under way.
    expect(attempts.length).toBeLessThan(ATTEMPTS);
    expect(inFlight.length).toBeGreaterThan(0);

    // ---- the restart on the same database ----
    const restartStart = performance.now();
    const restarted = await startServerProcess(env);
    const restartMs = performance.now() - restartStart;
    // And it goes on taking bookings: a slot nobody tried.
    const after = { ...bookingData(ATTEMPTS + VISITORS_PER_SLOT * 10), name: 'After The Restart' };
    const fresh = await post(restarted.url, '/api/create-payment-intent', { amount: 1, bookingData: after });
    expect(fresh.status).toBe(201);
    const { paymentIntentId, clientSecret } = fresh.body;
    expect(
      (await post(restarted.url, `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, { clientSecret, ...CARD })).status,
    ).toBe(200);
    expect((await post(restarted.url, '/api/confirm-booking-payment', { paymentIntentId, clientSecret })).body.status).toBe('confirmed');
    const reconciledLine = /Reconciled payments: (\d+) booking\(s\) confirmed/.exec(restarted.log());
    // Stopped as an operator would: the read models catch up before the database closes.
    expect(await restarted.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    // ---- what the database holds ----
    const database = await db.open();
    try {
      const intents = (await database.dataSource.query(
        `SELECT id, status, metadata->>'bookingId' AS "bookingId" FROM test_payment_intents`,
      )) as { id: string; status: string; bookingId: string }[];
      const succeeded = intents.filter((i) => i.status === 'succeeded');
      const bookings = new Map((await loggedBookings(database)).map((b) => [b.bookingId, b]));
      const listed = new Map(
        ((await database.dataSource.query('SELECT id, status FROM booking_list')) as { id: string; status: string }[]).map((r) => [
          r.id,
          r.status,
        ]),
      );

      // What the gateway answered 200 for, it kept.
      const paidSeen = attempts.filter((a) => a.paid).map((a) => a.held!.paymentIntentId);
      expect(paidSeen.filter((id) => !succeeded.some((i) => i.id === id))).toEqual([]);
      // Every payment the gateway took is its booking's, confirmed, in the log and in the booking list.
      const notConfirmed = succeeded
        .map((i) => ({ intent: i.id, booking: bookings.get(i.bookingId), listed: listed.get(i.bookingId) }))
        .filter(
          ({ intent, booking, listed }) =>
            booking?.status !== 'confirmed' || booking.payment?.paymentIntentId !== intent || listed !== 'confirmed',
        )
        .map(({ intent, booking, listed }) => ({ intent, status: booking?.status, types: booking?.types, listed }));
      expect(notConfirmed).toEqual([]);
      // And no booking was confirmed without a payment, nor paid twice, nor refunded.
      const confirmed = [...bookings.values()].filter((b) => b.status === 'confirmed');
      expect(confirmed.filter((b) => !succeeded.some((i) => i.id === b.payment?.paymentIntentId)).map((b) => b.bookingId)).toEqual([]);
      expect(confirmed.filter((b) => b.types.filter((t) => t === 'BookingPaid').length !== 1).map((b) => b.types)).toEqual([]);
      expect([...bookings.values()].filter((b) => b.types.includes('BookingRefunded')).map((b) => b.bookingId)).toEqual([]);
      expect(confirmed.length).toBe(succeeded.length);

      // No slot sold twice, no booking on two slots, each confirmed booking on its own slot; the read model agrees.
      const claims = await loggedClaims(database);
      expect(clashingClaims(claims, new Date())).toEqual([]);
      const claimsPerBooking = new Map<string, number>();
      for (const c of claims) claimsPerBooking.set(c.bookingId, (claimsPerBooking.get(c.bookingId) ?? 0) + 1);
      expect([...claimsPerBooking].filter(([, n]) => n > 1)).toEqual([]);
      const claimOf = new Map(claims.map((c) => [c.bookingId, c]));
      const misplaced = confirmed.filter((b) => {
        const claim = claimOf.get(b.bookingId);
        return claim?.status !== 'taken' || claim.date !== b.details.date || claim.timeSlot !== b.details.time;
      });
      expect(misplaced.map((b) => b.bookingId)).toEqual([]);
      const projected = (await database.dataSource.query('SELECT "bookingId", "date", "timeSlot", "status" FROM slot_claims')) as {
        bookingId: string;
        date: string;
        timeSlot: string;
        status: string;
      }[];
      const key = (c: { bookingId: string; date: string; timeSlot: string; status: string }) =>
        `${c.date} ${c.timeSlot} ${c.bookingId} ${c.status}`;
      expect(projected.map(key).sort()).toEqual(claims.map(key).sort());

      // Every visitor who paid before the kill has a booking; what the restart confirmed on its own is the rest.
      const confirmedSeen = attempts.filter((a) => a.confirmed).length;
      const figures = [
        `Killed with SIGKILL on ${name} at ${killedAt.toFixed(0)} ms, the ${KILL_AT_PAID}th payment (${CONCURRENT_VISITORS} concurrent visitors, ${VISITORS_PER_SLOT} per slot, a run sized ${ATTEMPTS}):`,
        `  checkouts started ${attempts.length}, held ${attempts.filter((a) => a.held).length}, refused 409 (slot taken) ${attempts.filter((a) => a.refused).length}`,
        `  payments the visitor saw succeed ${paidSeen.length}, of which the tab was closed before confirming ${attempts.filter((a) => a.paid && closesTab(a.k)).length}; confirmations the visitor saw ${confirmedSeen}`,
        `  requests cut by the kill ${inFlight.length} (hold ${inFlight.filter((a) => a.step === 'hold').length}, pay ${inFlight.filter((a) => a.step === 'pay').length}, confirm ${inFlight.filter((a) => a.step === 'confirm').length})`,
        `Restarted in ${restartMs.toFixed(0)} ms; reconciliation at start-up confirmed ${reconciledLine?.[1] ?? 0}`,
        `  payments succeeded at the gateway ${succeeded.length} (one after the restart), confirmed bookings ${confirmed.length}, confirmed by the restart with nobody asking (catch-up and reconciliation) ${confirmed.length - 1 - confirmedSeen}`,
        `  claims standing ${claims.length} (taken ${claims.filter((c) => c.status === 'taken').length}), clashes 0, bookings on two slots 0`,
      ];
      console.warn(figures.join('\n'));
    } finally {
      await database.close();
    }
  }, 120_000);
});
