import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { BookingReferenceBackfill } from '../../application/bookings/booking-reference-backfill';
import { drawBookingReference, startReferencedBooking } from '../../application/bookings/booking-references';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionWaiter } from '../../application/projections/projection';
import { CommandPipeline } from '../../application/shared/command-pipeline';
import { domainEventOf, newEventOf } from '../../application/shared/event-envelope';
import { bookingDecider, BookingDetails, bookingStreamId } from '../../domain/bookings/booking';
import { bookingReferenceStreamId } from '../../domain/bookings/booking-reference';
import { Actor } from '../../domain/shared/actor';
import { fold } from '../../domain/shared/decider';
import { adapters, Subject } from '../support/event-store-subjects';

const guide: Actor = { kind: 'user', username: 'guide', role: 'admin' };
const AT = '2026-11-23T15:00:00.000Z';
const details: BookingDetails = {
  package: 'Half-Day Adventure',
  date: '2026-12-03',
  time: 'morning',
  name: 'Dana Whitford',
  email: 'dana@example.com',
  phone: '(780) 555-0199',
  people: 2,
  hasKids: false,
  kidsCount: 0,
};
/** The backfill waits for the read models; this contract has none. */
const noReadModels = { waitFor: async () => true } as unknown as ProjectionWaiter;

/**
 * A reference is unique for ever on every event store: its stream is started with the booking's
 * first event (or its naming, for a booking made before references), and a reference another
 * booking holds is drawn again. EventStoreDB appends one stream after the other: the reference's
 * goes first, so a refused one has written nothing of the booking.
 */
describe.each(adapters)('booking references on the %s event store', (_name, create) => {
  let subject: Subject;
  let store: EventStore;
  beforeAll(async () => {
    subject = await create();
    store = subject.store;
  }, 60_000);
  afterAll(() => subject.close());

  const stateOf = async (bookingId: string) =>
    fold(bookingDecider, (await store.readStream(bookingStreamId(bookingId))).map((e) => domainEventOf(e)) as never);
  const ownerOf = async (reference: string) => (await store.readStream(bookingReferenceStreamId(reference))).map((e) => e.data.bookingId);

  test('a new booking claims its reference in the same append; one taken is drawn again', async () => {
    const [taken, fresh] = [drawBookingReference(), drawBookingReference()];
    const draws = [taken, taken, fresh];
    const draw = () => draws.shift()!;
    const pipeline = new CommandPipeline(store);
    const book = (bookingId: string) =>
      startReferencedBooking(pipeline, draw, (reference) => ({
        type: 'RequestBooking',
        bookingId,
        details,
        reference,
        actor: guide,
        at: AT,
      }));
    const [first, second] = [randomUUID(), randomUUID()];
    const written = await book(first);
    expect(written.written.map((r) => r.events.map((e) => e.type))).toEqual([['BookingReferenceClaimed'], ['BookingRequested']]);
    await book(second);
    expect(draws).toEqual([]);
    expect(await stateOf(first)).toMatchObject({ reference: taken });
    expect(await stateOf(second)).toMatchObject({ reference: fresh });
    expect([await ownerOf(taken), await ownerOf(fresh)]).toEqual([[first], [second]]);
  });

  test('a booking made before references is named once, a reference taken drawn again; a second run names nothing', async () => {
    const held = drawBookingReference();
    const heldBy = randomUUID();
    await startReferencedBooking(
      new CommandPipeline(store),
      () => held,
      (reference) => ({
        type: 'RequestBooking',
        bookingId: heldBy,
        details,
        reference,
        actor: guide,
        at: AT,
      }),
    );
    const legacy = randomUUID();
    const requested = { type: 'BookingRequested', data: { bookingId: legacy, details }, metadata: { actor: guide, occurredAt: AT } };
    await store.append(bookingStreamId(legacy), [newEventOf(requested)], 0);

    const fresh = drawBookingReference();
    const draws = [held, fresh];
    // The read model still lists it after it is named (it may lag): the booking's stream decides.
    const unreferenced = { unreferenced: async () => [legacy] };
    const clock = { now: () => new Date(AT) };
    const backfill = new BookingReferenceBackfill(store, unreferenced, noReadModels, clock, () => draws.shift() ?? drawBookingReference());
    expect(await backfill.run()).toBe(1);
    expect(await stateOf(legacy)).toMatchObject({ reference: fresh });
    expect([await ownerOf(held), await ownerOf(fresh)]).toEqual([[heldBy], [legacy]]);

    expect(await backfill.run()).toBe(0);
    expect((await store.readStream(bookingStreamId(legacy))).map((e) => e.type)).toEqual(['BookingRequested', 'BookingReferenceAssigned']);
  });
});
