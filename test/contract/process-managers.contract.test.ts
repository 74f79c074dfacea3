import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { slotClaimsTable } from '../../application/availability/slot-claims.projection';
import { PaymentGateway } from '../../application/payments/payment-gateway';
import { EventStore, NewEvent } from '../../application/ports/event-store';
import { ProcessManager } from '../../application/process-managers/process-manager';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { PLACEMENT_HOLD_MS } from '../../domain/availability/slot-day';
import { BookingDetails, bookingStreamId } from '../../domain/bookings/booking';
import { referrerCodeStreamId } from '../../domain/referrals/referrer-code';
import { PAYMENT_HOLD_MS } from '../../domain/checkout/checkout-rules';
import { Actor } from '../../domain/shared/actor';
import { Database } from '../../adapters/persistence/database';
import { allProcessManagers, ProcessManagerPorts } from '../../adapters/projections/all-process-managers';
import { allProjections } from '../../adapters/projections/all-projections';
import { testDatabases } from '../support/databases';
import { Crash, DYING_SETTLE_MS, Engine, EngineOptions } from '../support/engine';
import { TestClock } from '../support/test-clock';

const guide: Actor = { kind: 'user', username: 'guide', role: 'admin' };
let day = 0;

/** A trip of its own each time (a Thursday-or-later date years ahead, the half-day package). */
function trip(overrides: Partial<BookingDetails> = {}): BookingDetails {
  day++;
  return {
    package: 'Half-Day Adventure',
    date: new Date(Date.UTC(2031, 0, 1 + day)).toISOString().slice(0, 10),
    time: 'morning',
    name: `Angler ${day}`,
    email: `angler${day}@example.com`,
    phone: '7805551234',
    people: 2,
    hasKids: false,
    kidsCount: 0,
    ...overrides,
  };
}

/** The app's process managers, with one of them replaced (a process that dies at that step). */
function managersWith(name: string, replace: (manager: ProcessManager) => ProcessManager) {
  return (ports: ProcessManagerPorts) => allProcessManagers(ports).map((m) => (m.name === name ? replace(m) : m));
}

/** The ports the engine's process managers run on. */
function portsOf(engine: Engine): ProcessManagerPorts {
  return engine.ports;
}

/** A manager whose process dies as soon as it is handed an event of its own. */
const diesOnFirstStep = (manager: ProcessManager): ProcessManager => ({
  name: manager.name,
  background: manager.background,
  eventTypes: manager.eventTypes,
  handles: (event) => manager.handles(event),
  handle: async () => {
    throw new Crash(`${manager.name} died before its step`);
  },
});

/** An event store whose process dies at the first append to a stream of `category`, before it is written. */
const diesAppendingTo =
  (category: string) =>
  (store: EventStore): EventStore => {
    const dying = Object.create(store) as EventStore;
    dying.append = async (streamId: string, events: readonly NewEvent[], expected) => {
      if (streamId.startsWith(`${category}-`)) throw new Crash(`died before appending to ${streamId}`);
      return store.append(streamId, events, expected);
    };
    // Streams started together (a booking's first event with its reference's claim) die as one append.
    dying.appendToStreams = async (appends) => {
      const doomed = appends.find((a) => a.streamId.startsWith(`${category}-`));
      if (doomed) throw new Crash(`died before appending to ${doomed.streamId}`);
      return store.appendToStreams(appends);
    };
    return dying;
  };

describe.each(testDatabases().map((db) => [db.name, db] as const))('process managers on %s', (_name, db) => {
  let database: Database;
  const clock = new TestClock();
  const start = (options: Omit<EngineOptions, 'clock'> = {}) => new Engine(database, { clock, ...options });

  beforeAll(async () => {
    database = await db.open();
  }, 60_000);
  afterAll(() => database.close());
  // Each test sets the time it needs; trips are in 2031, well after it.
  beforeEach(() => {
    clock.set(new Date('2026-12-01T16:00:00Z'));
  });

  const outboxCount = async () => (await database.dataSource.query('SELECT count(*)::int AS n FROM outbox_messages'))[0].n as number;
  const refundsOf = async (paymentIntentId: string) =>
    (await database.dataSource.query('SELECT "amountCents" FROM test_refunds WHERE "paymentIntentId" = $1', [paymentIntentId])) as {
      amountCents: number;
    }[];
  const claimOf = async (engine: Engine, bookingId: string) =>
    (await engine.projectionStore.rows(slotClaimsTable)).find((c) => c.bookingId === bookingId);

  /** A visitor's booking, paid with the test card and confirmed. */
  async function paidBooking(engine: Engine, details = trip()) {
    const started = await engine.paidCheckout(details);
    const booking = await engine.checkout.confirmPayment(started.paymentIntentId, { kind: 'visitor' }, started.clientSecret);
    expect(booking.status).toBe('confirmed');
    return { ...started, booking };
  }

  test('a messaging process added to a database full of past bookings messages none of their customers', async () => {
    // The site as it was before it sent messages: bookings made, confirmed, paid and cancelled.
    const before = start({ managers: (ports) => allProcessManagers(ports).filter((m) => m.name !== 'notifications') });
    const phone = [];
    for (let i = 0; i < 6; i++) phone.push(await before.bookings.request(trip(), guide));
    for (const b of phone.slice(0, 4)) await before.bookings.changeStatus(b.id, 'confirmed', undefined, guide);
    for (const b of phone.slice(0, 2)) await before.bookings.changeStatus(b.id, 'cancelled', 'Weather', guide);
    await paidBooking(before);
    await before.catchUp();
    expect(await outboxCount()).toBe(0);

    // Then the messages arrive with a new version of the site: it starts at the end of the log.
    const after = start();
    await after.catchUp();
    expect(await outboxCount()).toBe(0);
    // A projection rebuild replays every booking: still nobody is messaged.
    await new ProjectionRunner(after.events, after.projectionStore, allProjections).rebuild();
    await after.catchUp();
    expect(await outboxCount()).toBe(0);

    // What happens from now on is messaged, once, for that booking only: here a past booking confirmed again.
    await after.bookings.changeStatus(phone[1]!.id, 'confirmed', 'Rebooked by phone', guide);
    await after.catchUp();
    const messages = (await database.dataSource.query(
      'SELECT "bookingId", audience, channel FROM outbox_messages ORDER BY audience, channel',
    )) as object[];
    expect(messages).toEqual([
      { bookingId: phone[1]!.id, audience: 'customer', channel: 'email' },
      { bookingId: phone[1]!.id, audience: 'customer', channel: 'sms' },
      { bookingId: phone[1]!.id, audience: 'guide', channel: 'sms' },
    ]);
    await new ProjectionRunner(after.events, after.projectionStore, allProjections).rebuild();
    await start().catchUp();
    expect(await outboxCount()).toBe(3);
  }, 60_000);

  test('stopped after the cancellation is stored and before the refund: after a restart the refund is made once', async () => {
    const engine = start();
    const { paymentIntentId, booking } = await paidBooking(engine, trip({ date: '2031-06-02' }));
    clock.set(new Date('2031-05-01T12:00:00Z'));

    // The process dies the moment its refunds process is handed the cancellation.
    const dying = start({ settleTimeoutMs: DYING_SETTLE_MS, managers: managersWith('booking_refunds', diesOnFirstStep) });
    const cancelled = await dying.bookings.changeStatus(booking.id, 'cancelled', 'Family emergency', guide);
    expect(cancelled.status).toBe('cancelled');
    // The request itself called no gateway: nothing refunded yet.
    expect(await refundsOf(paymentIntentId)).toEqual([]);
    expect(cancelled.refundedCents).toBe(0);

    const restarted = start();
    await restarted.catchUp();
    await restarted.catchUp();
    expect(await refundsOf(paymentIntentId)).toEqual([{ amountCents: booking.amountCents }]);
    const history = await restarted.events.readStream(bookingStreamId(booking.id));
    expect(history.filter((e) => e.type === 'BookingRefunded').map((e) => e.data)).toEqual([
      expect.objectContaining({ amountCents: booking.amountCents, rule: '48h-or-more', percent: 100, forVersion: cancelled.version }),
    ]);
    expect((await restarted.queries.get(booking.id))!.refundedCents).toBe(booking.amountCents);
  }, 60_000);

  test('stopped after the gateway refunded and before the refund is recorded: after a restart it is recorded, not made again', async () => {
    const engine = start();
    const { paymentIntentId, booking } = await paidBooking(engine, trip({ date: '2031-06-20' }));
    clock.set(new Date('2031-06-18T20:00:00Z'));

    // The gateway refunds, then the process dies before it can record anything.
    const dyingGateway = (gateway: PaymentGateway): PaymentGateway => ({
      kind: gateway.kind,
      createIntent: (input) => gateway.createIntent(input),
      retrieveIntent: (id) => gateway.retrieveIntent(id),
      cancelIntent: (id) => gateway.cancelIntent(id),
      refund: async (id, options) => {
        await gateway.refund(id, options);
        throw new Crash('died after the gateway answered');
      },
    });
    const dying = start({ settleTimeoutMs: DYING_SETTLE_MS, gateway: dyingGateway });
    await dying.bookings.changeStatus(booking.id, 'cancelled', undefined, guide);
    // 24 to 48 hours before the trip: half.
    const half = Math.floor(booking.amountCents! / 2);
    expect(await refundsOf(paymentIntentId)).toEqual([{ amountCents: half }]);

    const restarted = start();
    await restarted.catchUp();
    await restarted.catchUp();
    expect(await refundsOf(paymentIntentId)).toEqual([{ amountCents: half }]);
    const refunded = (await restarted.events.readStream(bookingStreamId(booking.id))).filter((e) => e.type === 'BookingRefunded');
    expect(refunded.map((e) => [e.data.amountCents, e.data.rule])).toEqual([[half, '24-to-48h']]);
    expect((await restarted.queries.get(booking.id))!.refundedCents).toBe(half);
  }, 60_000);

  test('stopped after the slot is held and before the phone booking exists: no slot stays claimed for it', async () => {
    const details = trip();
    const dying = start({ settleTimeoutMs: DYING_SETTLE_MS, events: diesAppendingTo('booking') });
    await expect(dying.bookings.request(details, guide)).rejects.toBeInstanceOf(Crash);
    await dying.catchUp();
    const orphans = (await dying.projectionStore.rows(slotClaimsTable)).filter((c) => c.date === details.date);
    expect(orphans).toHaveLength(1);
    expect(await dying.events.readStream(bookingStreamId(orphans[0]!.bookingId))).toEqual([]);

    const restarted = start();
    await restarted.catchUp();
    clock.advance(PLACEMENT_HOLD_MS + 1000);
    expect(await restarted.lapsedHolds.release()).toBe(1);
    await restarted.catchUp();
    expect(await claimOf(restarted, orphans[0]!.bookingId)).toBeUndefined();
    // The slot is the guide's to sell again.
    const booked = await restarted.bookings.request(details, guide);
    expect(await claimOf(restarted, booked.id)).toMatchObject({ status: 'taken' });
  }, 60_000);

  test("stopped after a visitor's slot is held and the payment set up, before the booking exists: the hold lapses for good", async () => {
    const details = trip();
    const dying = start({ settleTimeoutMs: DYING_SETTLE_MS, events: diesAppendingTo('booking') });
    await expect(dying.checkout.startPayment(details, undefined, { kind: 'visitor' })).rejects.toBeInstanceOf(Crash);
    await dying.catchUp();
    const [orphan] = (await dying.projectionStore.rows(slotClaimsTable)).filter((c) => c.date === details.date);
    expect(orphan).toMatchObject({ status: 'held' });

    const restarted = start();
    // Not before the visitor's 15 minutes are up: they may still be paying.
    clock.advance(PAYMENT_HOLD_MS - 60_000);
    expect(await restarted.lapsedHolds.release()).toBe(0);
    clock.advance(120_000);
    expect(await restarted.lapsedHolds.release()).toBe(1);
    await restarted.catchUp();
    expect(await claimOf(restarted, orphan!.bookingId)).toBeUndefined();
  }, 60_000);

  test('stopped after the phone booking is stored and before its slot is taken: after a restart the slot is taken', async () => {
    const dying = start({ settleTimeoutMs: DYING_SETTLE_MS, managers: managersWith('booking_slots', diesOnFirstStep) });
    const booking = await dying.bookings.request(trip(), guide);
    expect(await claimOf(dying, booking.id)).toMatchObject({ status: 'held' });

    const restarted = start();
    await restarted.catchUp();
    await restarted.catchUp();
    expect(await claimOf(restarted, booking.id)).toMatchObject({ status: 'taken', expiresAt: null });
    // Even long after the placement hold would have lapsed.
    clock.advance(PLACEMENT_HOLD_MS * 10);
    await restarted.lapsedHolds.release();
    await restarted.catchUp();
    expect(await claimOf(restarted, booking.id)).toMatchObject({ status: 'taken' });
  }, 60_000);

  test('stopped after the payment is reported and before the booking is confirmed: after a restart it is confirmed once', async () => {
    const dying = start({ settleTimeoutMs: DYING_SETTLE_MS, managers: managersWith('booking_payments', diesOnFirstStep) });
    const started = await dying.paidCheckout(trip());
    const answer = await dying.checkout.confirmPayment(started.paymentIntentId, { kind: 'visitor' }, started.clientSecret);
    expect(answer.status).toBe('held');

    const restarted = start();
    await restarted.catchUp();
    await restarted.catchUp();
    const booking = (await restarted.queries.get(started.bookingId))!;
    expect(booking).toMatchObject({ status: 'confirmed', refundedCents: 0 });
    expect(await claimOf(restarted, started.bookingId)).toMatchObject({ status: 'taken' });
    const types = (await restarted.events.readStream(bookingStreamId(started.bookingId))).map((e) => e.type);
    expect(types).toEqual(['BookingHeld', 'BookingPaymentSucceeded', 'BookingPaid']);
    // The visitor's second confirmation (or the webhook) finds it done.
    expect((await restarted.checkout.confirmPayment(started.paymentIntentId, { kind: 'visitor' }, started.clientSecret)).status).toBe(
      'confirmed',
    );
    expect((await restarted.events.readStream(bookingStreamId(started.bookingId))).map((e) => e.type)).toEqual(types);
  }, 60_000);

  /** A paid checkout whose payment report is stored and not yet confirmed: its process dies on its first step. */
  async function reportedNotConfirmed() {
    const engine = start({ settleTimeoutMs: DYING_SETTLE_MS, managers: managersWith('booking_payments', diesOnFirstStep) });
    const started = await engine.paidCheckout(trip());
    await engine.checkout.confirmPayment(started.paymentIntentId, { kind: 'visitor' }, started.clientSecret);
    const stream = bookingStreamId(started.bookingId);
    const reported = (await engine.events.readStream(stream)).at(-1)!;
    expect(reported.type).toBe('BookingPaymentSucceeded');
    return { engine, started, stream, reported };
  }

  test('a payment step taken twice at once (the request that stored the report, and the runner) confirms it once and gives up no time', async () => {
    const { engine, started, stream, reported } = await reportedNotConfirmed();
    const counting = Object.create(engine.store) as EventStore & { together: number };
    counting.together = 0;
    counting.appendToStreams = (appends) => {
      counting.together++;
      return engine.store.appendToStreams(appends);
    };
    const [one, two] = ['a', 'b'].map(() =>
      allProcessManagers({ ...portsOf(engine), events: counting }).find((m) => m.name === 'booking_payments')!,
    );
    await Promise.all([one!.handle(reported), two!.handle(reported)]);
    const types = (await engine.events.readStream(stream)).map((e) => e.type);
    expect(types.filter((t) => t === 'BookingPaid')).toHaveLength(1);
    expect((await engine.events.readStream(referrerCodeStreamId(started.bookingId))).map((e) => e.type)).toEqual(['ReferrerCodeChosen']);
    // One write that wins, one refused, and the loser's one try at the code it finds started: the
    // loser sees the payment recorded and writes nothing more together. Without that it drew new
    // codes against the winner's, refused 60 times over some 3 seconds, while a visitor waited.
    expect(counting.together).toBeLessThanOrEqual(3);
  }, 60_000);

  test('a payment handled on an outdated view of its booking (another server cancelled it) is refunded and its slot given back', async () => {
    const { engine, started, stream, reported } = await reportedNotConfirmed();
    // Another server cancels it behind this one's back: this process still remembers it held.
    await engine.store.append(
      stream,
      [
        {
          type: 'BookingStatusChanged',
          data: { from: 'held', to: 'cancelled', reason: 'Called to cancel', actor: guide, occurredAt: clock.now().toISOString() },
        },
      ],
      reported.version,
    );
    // This server's slots process has already freed the cancelled booking's hold.
    await engine.catchUp();
    const payments = allProcessManagers({ ...portsOf(engine) }).find((m) => m.name === 'booking_payments')!;
    // It acts on what it remembers: the confirmation is refused by the stream as it is, which it
    // then reads. Taken again (a crash before its checkpoint), the step changes nothing more.
    await payments.handle(reported);
    await payments.handle(reported);
    await engine.catchUp();
    expect(await refundsOf(started.paymentIntentId)).toEqual([{ amountCents: started.amountCents }]);
    expect(await claimOf(engine, started.bookingId)).toBeUndefined();
    expect(await engine.queries.get(started.bookingId)).toMatchObject({
      status: 'cancelled',
      refundedCents: started.amountCents,
      paidAt: null,
    });
  }, 60_000);
});
