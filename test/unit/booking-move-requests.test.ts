import { beforeEach, describe, expect, test } from '@jest/globals';
import { InMemoryEventStore } from '../../adapters/persistence/in-memory-event-store';
import { BookingMovesProcess } from '../../application/manage/booking-moves.process';
import { EventStore, NewEvent, RecordedEvent } from '../../application/ports/event-store';
import { CommandPipeline } from '../../application/shared/command-pipeline';
import { loadStream } from '../../application/shared/stream-state';
import { slotDayDecider, slotDayStreamId } from '../../domain/availability/slot-day';
import { bookingDecider, BookingDetails, bookingStreamId, moveOutcomeOf } from '../../domain/bookings/booking';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { PriceBreakdown } from '../../domain/bookings/pricing';
import { Actor } from '../../domain/shared/actor';
import { Crash } from '../support/engine';
import { TestClock } from '../support/test-clock';

/*
 * The moves process answering a move asked for through the manage link (application/manage/booking-moves.process.ts),
 * on its own over an in-memory log: what it does once, twice, and after dying half-way.
 */

const customer: Actor = { kind: 'customer', via: 'manage_link' };
const visitor: Actor = { kind: 'visitor' };
const FRIDAY = '2031-03-07';
const THURSDAY = '2031-03-06';
const details: BookingDetails = {
  package: 'Half-Day Adventure',
  date: FRIDAY,
  time: 'morning',
  name: 'Dana Whitford',
  email: 'dana@example.com',
  phone: '780-555-0199',
  people: 2,
  hasKids: false,
  kidsCount: 0,
};
/** The Thursday price: 84.00 less than the 498.00 paid for Friday. */
const thursdayPrice: PriceBreakdown = {
  pricePerPersonCents: 24900,
  adultPriceCents: 20700,
  childPriceCents: 20700,
  people: 2,
  kidsCount: 0,
  baseCents: 49800,
  weekdayDiscountCents: 8400,
  familySavingsCents: 0,
  referralCreditCents: 0,
  totalCents: 41400,
  weekdayDiscountApplies: true,
  currency: 'CAD',
};

/** An event store whose appends to `streamId` die (before anything is written) while `dying()` says so. */
function dyingOn(store: EventStore, streamId: string, dying: () => boolean): EventStore {
  const wrapped = Object.create(store) as EventStore;
  wrapped.append = async (id: string, events: readonly NewEvent[], expected) => {
    if (id === streamId && dying()) throw new Crash(`died before appending to ${id}`);
    return store.append(id, events, expected);
  };
  return wrapped;
}

describe('the moves process answering a move asked for', () => {
  const clock = new TestClock(new Date('2031-02-01T16:00:00Z'));
  let store: InMemoryEventStore;
  let pipeline: CommandPipeline;
  const process = (events: EventStore = store) =>
    new BookingMovesProcess({ events, gateway: {} as never, schedule: { isOffered: async () => true }, clock });

  beforeEach(() => {
    store = new InMemoryEventStore(clock);
    pipeline = new CommandPipeline(store);
  });

  /** A booking paid 498.00 for Friday morning, holding its slot. */
  async function paidBooking(id: string): Promise<void> {
    const at = clock.now().toISOString();
    const payment = { paymentIntentId: `pi_${id}`, amountCents: 49800, currency: 'CAD' as const, gateway: 'test' as const };
    await pipeline.execute(bookingDecider, bookingStreamId(id), {
      type: 'HoldBooking',
      bookingId: id,
      details,
      payment,
      holdExpiresAt: at,
      actor: visitor,
      at,
    });
    await pipeline.execute(bookingDecider, bookingStreamId(id), { type: 'RecordPayment', ...payment, actor: visitor, at });
    await pipeline.execute(slotDayDecider, slotDayStreamId(FRIDAY), {
      type: 'TakeSlot',
      bookingId: id,
      timeSlot: 'morning',
      offered: true,
      actor: visitor,
      at,
    });
  }

  /** The customer asks to move `id` from Friday morning; the recorded request. */
  async function ask(id: string, date = THURSDAY, time: TimeSlot = 'morning'): Promise<RecordedEvent> {
    await pipeline.execute(bookingDecider, bookingStreamId(id), {
      type: 'RequestMove',
      date,
      time,
      price: date === FRIDAY ? { ...thursdayPrice, totalCents: 49800 } : thursdayPrice,
      from: { date: FRIDAY, time: 'morning' },
      actor: customer,
      at: clock.now().toISOString(),
    });
    return (await store.readStream(bookingStreamId(id))).at(-1)!;
  }

  const booking = async (id: string) => (await loadStream(store, bookingDecider, bookingStreamId(id))).state;
  const claimOn = async (date: string, id: string) => (await loadStream(store, slotDayDecider, slotDayStreamId(date))).state.claims[id];
  const typesOf = async (id: string) => (await store.readStream(bookingStreamId(id))).map((e) => e.type);

  test('takes the new slot, then records the move as the answer with its refund; handled again, nothing more', async () => {
    await paidBooking('b1');
    const request = await ask('b1');
    const first = await process().handle(request);
    expect([...(first?.types ?? [])].sort()).toEqual(['BookingRescheduled', 'SlotTaken']);
    expect(await claimOn(THURSDAY, 'b1')).toEqual({ timeSlot: 'morning', status: 'taken', expiresAt: null });
    const moved = await booking('b1');
    expect(moved).toMatchObject({ details: { date: THURSDAY, time: 'morning' }, price: thursdayPrice });
    expect(moveOutcomeOf(moved, request.version)).toEqual({ forVersion: request.version, refundCents: 8400 });

    // The same request handed over again (a restart before the checkpoint was saved).
    expect(await process().handle(request)).toBeUndefined();
    expect((await typesOf('b1')).filter((t) => t === 'BookingRescheduled')).toHaveLength(1);
  });

  test('died between taking the new slot and recording the move: the next run records it, once', async () => {
    await paidBooking('b2');
    const request = await ask('b2');
    let dying = true;
    await expect(process(dyingOn(store, bookingStreamId('b2'), () => dying)).handle(request)).rejects.toThrow(Crash);
    expect(await claimOn(THURSDAY, 'b2')).toMatchObject({ status: 'taken' });
    expect(moveOutcomeOf(await booking('b2'), request.version)).toBeUndefined();

    dying = false;
    const again = await process().handle(request);
    expect(again?.types).toEqual(['BookingRescheduled']);
    expect(moveOutcomeOf(await booking('b2'), request.version)).toEqual({ forVersion: request.version, refundCents: 8400 });
    expect((await typesOf('b2')).filter((t) => t === 'BookingRescheduled')).toHaveLength(1);
  });

  test('another booking has the new slot: the refusal is the answer, the trip stays, and it is recorded once', async () => {
    await paidBooking('b3');
    await pipeline.execute(slotDayDecider, slotDayStreamId(THURSDAY), {
      type: 'TakeSlot',
      bookingId: 'other',
      timeSlot: 'morning',
      offered: true,
      actor: visitor,
      at: clock.now().toISOString(),
    });
    const request = await ask('b3');
    await process().handle(request);
    await process().handle(request);
    const state = await booking('b3');
    expect(state).toMatchObject({ details: { date: FRIDAY, time: 'morning' } });
    expect(moveOutcomeOf(state, request.version)).toEqual({ forVersion: request.version, refused: 'slot-taken' });
    expect((await typesOf('b3')).filter((t) => t === 'BookingMoveRefused')).toHaveLength(1);
    expect(await claimOn(THURSDAY, 'b3')).toBeUndefined();
  });

  test('cancelled after a run took the new slot and died: the next run gives the slot back and records why', async () => {
    await paidBooking('b4');
    const request = await ask('b4');
    await expect(process(dyingOn(store, bookingStreamId('b4'), () => true)).handle(request)).rejects.toThrow(Crash);
    await pipeline.execute(bookingDecider, bookingStreamId('b4'), {
      type: 'ChangeBookingStatus',
      to: 'cancelled',
      actor: customer,
      at: clock.now().toISOString(),
    });
    await process().handle(request);
    expect(moveOutcomeOf(await booking('b4'), request.version)).toEqual({ forVersion: request.version, refused: 'not-movable' });
    expect(await claimOn(THURSDAY, 'b4')).toBeUndefined();
  });

  test('two requests of one booking from the same slot: the first moves it, the second is refused as out of date', async () => {
    await paidBooking('b5');
    const first = await ask('b5');
    const second = await ask('b5', '2031-03-05');
    await process().handle(first);
    await process().handle(second);
    const state = await booking('b5');
    expect(state).toMatchObject({ details: { date: THURSDAY } });
    // One move's difference to give back, by the first; the second gives back nothing.
    expect(moveOutcomeOf(state, first.version)).toEqual({ forVersion: first.version, refundCents: 8400 });
    expect(moveOutcomeOf(state, second.version)).toEqual({ forVersion: second.version, refused: 'booking-changed' });
    // Nothing taken for the second: the booking's only new claim is Thursday's.
    expect(await claimOn('2031-03-05', 'b5')).toBeUndefined();
  });

  test('within the same day: the claim moves to the new time in one append, then the trip', async () => {
    await paidBooking('b6');
    const request = await ask('b6', FRIDAY, 'afternoon');
    await process().handle(request);
    expect(await claimOn(FRIDAY, 'b6')).toEqual({ timeSlot: 'afternoon', status: 'taken', expiresAt: null });
    expect(await booking('b6')).toMatchObject({ details: { date: FRIDAY, time: 'afternoon' } });
  });
});
