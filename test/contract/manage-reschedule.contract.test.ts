import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { slotClaimsTable } from '../../application/availability/slot-claims.projection';
import { manageTokenHash, newManageToken } from '../../application/manage/manage-links';
import { randomUUID } from 'node:crypto';
import { MoveUnderwayError, RescheduleSlotTakenError } from '../../application/manage/manage-errors';
import { ManageService } from '../../application/manage/manage-service';
import { MovePaymentService } from '../../application/manage/move-payment-service';
import { QuoteService } from '../../application/bookings/quote-service';
import { EventStore, NewEvent } from '../../application/ports/event-store';
import { ProcessManager } from '../../application/process-managers/process-manager';
import { TypeOrmManageLinks } from '../../adapters/manage/manage-links-table';
import { Database } from '../../adapters/persistence/database';
import { allProcessManagers, ProcessManagerPorts } from '../../adapters/projections/all-process-managers';
import { TypeOrmReferralCodes } from '../../adapters/referrals/typeorm-referral-queries';
import { bookingStreamId } from '../../domain/bookings/booking';
import { testDatabases } from '../support/databases';
import { Crash, DYING_SETTLE_MS, Engine, ENGINE_PACKAGES, ENGINE_SITE_ORIGIN, EngineOptions } from '../support/engine';
import { TestClock } from '../support/test-clock';

// Friday 2031-03-07 (full price) moves to Thursday 2031-03-06 (the weekday price): a refund too.
const OLD = '2031-03-07';
const NEW = '2031-03-06';

/** An event store whose process dies at the first append to `streamId`, before it is written. */
const diesAppendingTo =
  (streamId: string) =>
  (store: EventStore): EventStore => {
    const dying = Object.create(store) as EventStore;
    dying.append = async (id: string, events: readonly NewEvent[], expected) => {
      if (id === streamId) throw new Crash(`died before appending to ${id}`);
      return store.append(id, events, expected);
    };
    return dying;
  };

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

describe.each(testDatabases().map((db) => [db.name, db] as const))('a move through the manage link, crashed, on %s', (_name, db) => {
  let database: Database;
  const clock = new TestClock();
  const start = (options: Omit<EngineOptions, 'clock'> = {}) => new Engine(database, { clock, ...options });

  beforeAll(async () => {
    database = await db.open();
    // The process managers start where the log is when they first run: before any booking here.
    await start().catchUp();
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => {
    clock.set(new Date('2026-12-01T16:00:00Z'));
  });

  const manageOf = (engine: Engine) =>
    new ManageService({
      events: engine.events,
      links: new TypeOrmManageLinks(database.dataSource),
      bookings: engine.bookings,
      quotes: new QuoteService({
        packages: { list: async () => ENGINE_PACKAGES },
        referralCodes: new TypeOrmReferralCodes(database.dataSource),
        clock,
        horizon: { bookingHorizonDays: async () => 10 * 365 },
      }),
      schedule: { isOffered: async () => true },
      waivers: { signedFor: async () => 0, referenceOf: async () => 'waiver-reference' },
      content: { contactEntries: async () => [] },
      settled: engine.settled,
      clock,
      siteOrigin: ENGINE_SITE_ORIGIN,
      movePayments: new MovePaymentService({
        events: engine.events,
        gateway: engine.gateway,
        ids: { newId: () => randomUUID() },
        settled: engine.settled,
        clock,
      }),
    });
  const claimsOf = async (engine: Engine, bookingId: string) =>
    (await engine.projectionStore.rows(slotClaimsTable))
      .filter((c) => c.bookingId === bookingId)
      .map((c) => [c.date, c.timeSlot, c.status]);

  /** A paid, confirmed booking on `date` and a manage token for it. */
  async function paidBooking(engine: Engine, date: string, n: number) {
    const started = await engine.paidCheckout({
      package: 'Half-Day Adventure',
      date,
      time: 'morning',
      name: `Mover ${n}`,
      email: `mover${n}@example.com`,
      phone: '7805551234',
      people: 2,
      hasKids: false,
      kidsCount: 0,
    });
    const booking = await engine.checkout.confirmPayment(started.paymentIntentId, { kind: 'visitor' }, started.clientSecret);
    expect(booking.status).toBe('confirmed');
    const token = newManageToken();
    await new TypeOrmManageLinks(database.dataSource).save({
      tokenHash: manageTokenHash(token),
      bookingId: booking.id,
      createdAt: clock.now(),
    });
    return { id: booking.id, token, paymentIntentId: started.paymentIntentId };
  }

  test('killed between taking the new slot and releasing the old one: the restart leaves exactly the new slot', async () => {
    const booking = await paidBooking(start({ settleTimeoutMs: 10_000 }), OLD, 1);
    const dying = start({ settleTimeoutMs: DYING_SETTLE_MS, events: diesAppendingTo(`slotday-${OLD}`) });
    await manageOf(dying).reschedule(booking.token, NEW, 'morning');
    await dying.projections.catchUp();
    // Taken the new one, died before giving the old one back: both held, for now.
    expect((await claimsOf(dying, booking.id)).sort()).toEqual([
      [NEW, 'morning', 'taken'],
      [OLD, 'morning', 'taken'],
    ]);

    const restarted = start();
    await restarted.catchUp();
    await restarted.catchUp();
    expect(await claimsOf(restarted, booking.id)).toEqual([[NEW, 'morning', 'taken']]);
    const types = (await restarted.events.readStream(bookingStreamId(booking.id))).map((e) => e.type);
    expect(types.filter((t) => t === 'BookingRescheduled')).toHaveLength(1);
    expect(types.filter((t) => t === 'BookingRefunded')).toHaveLength(1);
  }, 60_000);

  test('killed after the move is stored and before the slots process runs: the restart frees the old one', async () => {
    const booking = await paidBooking(start({ settleTimeoutMs: 10_000 }), '2031-03-14', 2);
    const dying = start({
      settleTimeoutMs: DYING_SETTLE_MS,
      managers: (ports: ProcessManagerPorts) => allProcessManagers(ports).map((m) => (m.name === 'booking_slots' ? diesOnFirstStep(m) : m)),
    });
    await manageOf(dying).reschedule(booking.token, '2031-03-13', 'afternoon');
    await dying.projections.catchUp();
    // The new slot taken by the moves process before the move, and the old slot still the booking's: never neither.
    expect((await claimsOf(dying, booking.id)).sort()).toEqual([
      ['2031-03-13', 'afternoon', 'taken'],
      ['2031-03-14', 'morning', 'taken'],
    ]);

    const restarted = start();
    await restarted.catchUp();
    await restarted.catchUp();
    expect(await claimsOf(restarted, booking.id)).toEqual([['2031-03-13', 'afternoon', 'taken']]);
  }, 60_000);

  test('a move asked for while no moves process runs: the request says it is under way, and the next start makes it, once', async () => {
    const booking = await paidBooking(start({ settleTimeoutMs: 10_000 }), OLD, 4);
    // This server records the request; its moves process never runs.
    const asking = start({ managers: (ports) => allProcessManagers(ports).filter((m) => m.name !== 'booking_moves') });
    await expect(manageOf(asking).reschedule(booking.token, NEW, 'afternoon')).rejects.toThrow(MoveUnderwayError);
    const asked = (await asking.events.readStream(bookingStreamId(booking.id))).map((e) => e.type);
    expect(asked.at(-1)).toBe('BookingMoveRequested');
    expect(asked).not.toContain('BookingRescheduled');

    // The next server takes the new slot, then dies before the move is stored.
    const dying = start({ settleTimeoutMs: DYING_SETTLE_MS, events: diesAppendingTo(bookingStreamId(booking.id)) });
    await dying.catchUp();
    expect((await claimsOf(dying, booking.id)).sort()).toEqual([
      [NEW, 'afternoon', 'taken'],
      [OLD, 'morning', 'taken'],
    ]);

    const restarted = start();
    await restarted.catchUp();
    await restarted.catchUp();
    expect(await claimsOf(restarted, booking.id)).toEqual([[NEW, 'afternoon', 'taken']]);
    const types = (await restarted.events.readStream(bookingStreamId(booking.id))).map((e) => e.type);
    expect(types.filter((t) => t === 'BookingRescheduled')).toHaveLength(1);
    expect(types.filter((t) => t === 'BookingMoveRefused')).toHaveLength(0);
    // The cheaper Thursday's difference, given back once.
    expect(types.filter((t) => t === 'BookingRefunded')).toHaveLength(1);
    expect((await manageOf(restarted).view(booking.token)).booking).toMatchObject({ date: NEW, time: 'afternoon', status: 'confirmed' });
  }, 60_000);

  test('the new slot taken by another booking after the request looked: the moves process refuses, the answer is the same 409', async () => {
    const booking = await paidBooking(start({ settleTimeoutMs: 10_000 }), '2031-03-28', 5);
    const OTHER_DAY = '2031-03-27';
    // Another booking takes the slot just as the customer's request is being recorded.
    const racing = start({
      settleTimeoutMs: 10_000,
      events: (store) => {
        const raced = Object.create(store) as EventStore;
        raced.append = async (id: string, events: readonly NewEvent[], expected) => {
          if (events.some((e) => e.type === 'BookingMoveRequested')) {
            const taken = {
              bookingId: 'someone-else',
              timeSlot: 'morning',
              actor: { kind: 'visitor' },
              occurredAt: clock.now().toISOString(),
            };
            await store.append(`slotday-${OTHER_DAY}`, [{ type: 'SlotTaken', data: taken }], 'any');
          }
          return store.append(id, events, expected);
        };
        return raced;
      },
    });
    const refused = manageOf(racing).reschedule(booking.token, OTHER_DAY, 'morning');
    await expect(refused).rejects.toThrow(RescheduleSlotTakenError);
    // The code the HTTP layer answers 409 for, and the message the request gave when it held the slot itself.
    await expect(refused).rejects.toMatchObject({ code: 'reschedule-slot-taken-conflict', message: 'That time is no longer available' });
    const types = (await racing.events.readStream(bookingStreamId(booking.id))).map((e) => e.type);
    expect(types.slice(-2)).toEqual(['BookingMoveRequested', 'BookingMoveRefused']);
    await racing.projections.catchUp();
    expect(await claimsOf(racing, booking.id)).toEqual([['2031-03-28', 'morning', 'taken']]);
    expect((await manageOf(racing).view(booking.token)).booking).toMatchObject({ date: '2031-03-28', time: 'morning' });
  }, 60_000);

  test('a paid move to a dearer date, killed between taking the new slot and recording the move: the restart moves it, once', async () => {
    // Thursday (the weekday price) to Friday: the difference is paid first.
    const booking = await paidBooking(start({ settleTimeoutMs: 10_000 }), '2031-03-20', 3);
    // This server records the payment; its moves process never runs.
    const paying = start({ managers: (ports) => allProcessManagers(ports).filter((m) => m.name !== 'booking_moves') });
    const asked = await manageOf(paying).reschedule(booking.token, '2031-03-21', 'morning');
    const payment = asked.payment!;
    expect(payment.amountCents).toBeGreaterThan(0);
    await paying.testGateway.confirmWithCard(
      payment.paymentIntentId,
      { clientSecret: payment.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
      clock.now(),
    );
    await manageOf(paying).confirmMove(booking.token, payment.paymentIntentId);

    // The next server takes the new slot, then dies before the move is stored.
    const dying = start({ settleTimeoutMs: DYING_SETTLE_MS, events: diesAppendingTo(bookingStreamId(booking.id)) });
    await dying.catchUp();
    expect((await claimsOf(dying, booking.id)).sort()).toEqual([
      ['2031-03-20', 'morning', 'taken'],
      ['2031-03-21', 'morning', 'taken'],
    ]);

    const restarted = start();
    await restarted.catchUp();
    await restarted.catchUp();
    expect(await claimsOf(restarted, booking.id)).toEqual([['2031-03-21', 'morning', 'taken']]);
    const types = (await restarted.events.readStream(bookingStreamId(booking.id))).map((e) => e.type);
    expect(types.filter((t) => t === 'BookingRescheduled')).toHaveLength(1);
    // The difference bought the move: nothing of it went back.
    expect(types.filter((t) => t === 'BookingRefunded')).toHaveLength(0);
  }, 60_000);
});
