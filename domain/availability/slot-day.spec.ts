import { describe, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { TimeSlot } from '../bookings/booking-rules';
import { Actor } from '../shared/actor';
import { SLOT_MESSAGES, slotDayDecider, SlotDayEvent, SlotUnavailableError, TAKEN_OVER_REASON } from './slot-day';

const visitor: Actor = { kind: 'visitor' };
const T0 = '2026-12-01T17:00:00.000Z';
const LATER = '2026-12-01T17:10:00.000Z';
const AFTER_EXPIRY = '2026-12-01T17:16:00.000Z';
const EXPIRES = '2026-12-01T17:15:00.000Z';
const spec = givenDecider(slotDayDecider);

const held = (bookingId: string, timeSlot: TimeSlot): SlotDayEvent => ({
  type: 'SlotHeld',
  data: { bookingId, timeSlot, expiresAt: EXPIRES },
  metadata: { actor: visitor, occurredAt: T0 },
});
const taken = (bookingId: string, timeSlot: TimeSlot): SlotDayEvent => ({
  type: 'SlotTaken',
  data: { bookingId, timeSlot },
  metadata: { actor: visitor, occurredAt: T0 },
});
const hold = (bookingId: string, timeSlot: TimeSlot, at = LATER, offered = true) =>
  ({ type: 'HoldSlot', bookingId, timeSlot, actor: visitor, at, offered, expiresAt: EXPIRES }) as const;
const take = (bookingId: string, timeSlot: TimeSlot, at = LATER, offered = true) =>
  ({ type: 'TakeSlot', bookingId, timeSlot, actor: visitor, at, offered }) as const;

describe('a day on the lake', () => {
  test('a free slot is held, then taken once paid', () => {
    spec
      .given()
      .when(hold('a', 'morning', T0))
      .then(held('a', 'morning'));
    spec
      .given(held('a', 'morning'))
      .when(take('a', 'morning', T0))
      .then(taken('a', 'morning'));
  });

  test.each([
    ['morning', 'morning', true],
    ['morning', 'full-day', true],
    ['afternoon', 'full-day', true],
    ['full-day', 'morning', true],
    ['full-day', 'afternoon', true],
    ['morning', 'afternoon', false],
    ['afternoon', 'morning', false],
  ] as const)('a hold on %s keeps %s out: %p', (first, second, conflicts) => {
    const when = spec.given(held('a', first)).when(hold('b', second));
    if (conflicts) when.thenRefused(SlotUnavailableError, SLOT_MESSAGES.unavailable);
    else when.then({ ...held('b', second), metadata: { ...held('b', second).metadata, occurredAt: LATER } } as SlotDayEvent);
  });

  test('a lapsed hold no longer keeps others out, but a taken slot always does', () => {
    spec
      .given(held('a', 'morning'))
      .when(hold('b', 'full-day', AFTER_EXPIRY))
      .then({
        type: 'SlotHeld',
        data: { bookingId: 'b', timeSlot: 'full-day', expiresAt: EXPIRES },
        metadata: { actor: visitor, occurredAt: AFTER_EXPIRY },
      });
    spec
      .given(taken('a', 'morning'))
      .when(hold('b', 'morning', AFTER_EXPIRY))
      .thenRefused(SlotUnavailableError);
  });

  test('a payment that arrives after its hold lapsed still takes the slot if nobody else claimed it', () => {
    spec
      .given(held('a', 'morning'))
      .when(take('a', 'morning', AFTER_EXPIRY))
      .then({
        type: 'SlotTaken',
        data: { bookingId: 'a', timeSlot: 'morning' },
        metadata: { actor: visitor, occurredAt: AFTER_EXPIRY },
      });
  });

  test('a payment that arrives after another visitor took the lapsed slot is refused (and will be refunded)', () => {
    spec
      .given(held('a', 'morning'), taken('b', 'morning'))
      .when(take('a', 'morning', AFTER_EXPIRY))
      .thenRefused(SlotUnavailableError);
  });

  test('holding or taking again is a no-op (retried requests, duplicate webhooks)', () => {
    spec.given(held('a', 'morning')).when(hold('a', 'morning')).then();
    spec.given(held('a', 'morning'), taken('a', 'morning')).when(take('a', 'morning')).then();
  });

  test('a slot the schedule does not offer cannot be held; a paid hold is still honoured after the admin closed it', () => {
    spec
      .given()
      .when(hold('a', 'morning', T0, false))
      .thenRefused(SlotUnavailableError, SLOT_MESSAGES.notOffered);
    spec
      .given(held('a', 'morning'))
      .when(take('a', 'morning', LATER, false))
      .then({
        type: 'SlotTaken',
        data: { bookingId: 'a', timeSlot: 'morning' },
        metadata: { actor: visitor, occurredAt: LATER },
      });
  });

  test('releasing frees the parts; releasing an unknown or already released claim changes nothing', () => {
    const released: SlotDayEvent = {
      type: 'SlotReleased',
      data: { bookingId: 'a', reason: 'cancelled' },
      metadata: { actor: visitor, occurredAt: LATER },
    };
    spec
      .given(taken('a', 'full-day'))
      .when({ type: 'ReleaseSlot', bookingId: 'a', reason: 'cancelled', actor: visitor, at: LATER })
      .then(released);
    spec
      .given(taken('a', 'full-day'), released)
      .when(hold('b', 'afternoon'))
      .then({
        ...held('b', 'afternoon'),
        metadata: { ...held('b', 'afternoon').metadata, occurredAt: LATER },
      } as SlotDayEvent);
    spec.given().when({ type: 'ReleaseSlot', bookingId: 'x', reason: 'n/a', actor: visitor, at: LATER }).then();
    spec
      .given(taken('a', 'full-day'), released)
      .when({ type: 'ReleaseSlot', bookingId: 'a', reason: 'again', actor: visitor, at: LATER })
      .then();
  });
});

describe('a move within the day', () => {
  const at = (event: SlotDayEvent): SlotDayEvent => ({ ...event, metadata: { ...event.metadata, occurredAt: LATER } }) as SlotDayEvent;

  test('a taken slot moves to another free slot of the same day in one event', () => {
    spec
      .given(taken('a', 'morning'))
      .when(take('a', 'afternoon'))
      .then(at(taken('a', 'afternoon')));
  });

  test('to a slot another booking has, or one not offered: refused, and the booking keeps its own', () => {
    spec.given(taken('a', 'morning'), taken('b', 'afternoon')).when(take('a', 'afternoon')).thenRefused(SlotUnavailableError);
    spec
      .given(taken('a', 'morning'))
      .when(take('a', 'afternoon', LATER, false))
      .thenRefused(SlotUnavailableError, SLOT_MESSAGES.notOffered);
  });

  test('its own slot does not keep it out: morning to full-day is a move', () => {
    spec
      .given(taken('a', 'morning'))
      .when(take('a', 'full-day'))
      .then(at(taken('a', 'full-day')));
  });

  describe("a place held for a waitlisted visitor ('waitlist-e1')", () => {
    const offerHeld = held('waitlist-e1', 'morning');
    const takeOver = (timeSlot: TimeSlot, at = LATER) => ({ ...hold('b', timeSlot, at), replacing: 'waitlist-e1' });

    test('keeps other visitors out', () => {
      spec.given(offerHeld).when(hold('b', 'morning')).thenRefused(SlotUnavailableError, SLOT_MESSAGES.unavailable);
    });

    test("passes to that visitor's booking in one append: the offer's claim released, the booking's held", () => {
      spec
        .given(offerHeld)
        .when(takeOver('morning'))
        .then(
          {
            type: 'SlotReleased',
            data: { bookingId: 'waitlist-e1', reason: TAKEN_OVER_REASON, replacedBy: 'b' },
            metadata: { actor: visitor, occurredAt: LATER },
          },
          { ...held('b', 'morning'), metadata: { ...held('b', 'morning').metadata, occurredAt: LATER } } as SlotDayEvent,
        );
    });

    test('is not taken over for another slot of the day, nor once it lapsed and someone else holds the slot', () => {
      spec.given(offerHeld).when(takeOver('full-day')).thenRefused(SlotUnavailableError, SLOT_MESSAGES.unavailable);
      const laterHold: SlotDayEvent = {
        type: 'SlotHeld',
        data: { bookingId: 'c', timeSlot: 'morning', expiresAt: '2026-12-01T18:00:00.000Z' },
        metadata: { actor: visitor, occurredAt: AFTER_EXPIRY },
      };
      spec.given(offerHeld, laterHold).when(takeOver('morning', AFTER_EXPIRY)).thenRefused(SlotUnavailableError, SLOT_MESSAGES.unavailable);
    });
  });
});

describe('a package sold per seat: parties share the boat until it is full', () => {
  const at = (event: SlotDayEvent): SlotDayEvent => ({ ...event, metadata: { ...event.metadata, occurredAt: LATER } }) as SlotDayEvent;
  const BOAT = 6;
  const seatsOf = (seats: number, packageName = 'Perch Party', boatCapacity: number | null = BOAT) => ({
    packageName,
    seats,
    boatCapacity,
  });
  const seatHeld = (bookingId: string, seats: number, timeSlot: TimeSlot = 'morning', packageName = 'Perch Party'): SlotDayEvent => ({
    type: 'SlotHeld',
    data: { bookingId, timeSlot, packageName, seats, boatCapacity: BOAT, expiresAt: EXPIRES },
    metadata: { actor: visitor, occurredAt: T0 },
  });
  const seatTaken = (bookingId: string, seats: number, timeSlot: TimeSlot = 'morning'): SlotDayEvent => ({
    type: 'SlotTaken',
    data: { bookingId, timeSlot, packageName: 'Perch Party', seats, boatCapacity: BOAT },
    metadata: { actor: visitor, occurredAt: T0 },
  });
  const holdSeats = (
    bookingId: string,
    seats: number,
    timeSlot: TimeSlot = 'morning',
    packageName?: string,
    boatCapacity?: number | null,
  ) => ({
    ...hold(bookingId, timeSlot),
    party: seatsOf(seats, packageName, boatCapacity),
  });

  test('a second party of the same package joins the slot while the seats add up to the boat', () => {
    spec
      .given(seatHeld('a', 4))
      .when(holdSeats('b', 2))
      .then(at(seatHeld('b', 2)));
    spec
      .given(seatTaken('a', 3), seatHeld('b', 2))
      .when(holdSeats('c', 1))
      .then(at(seatHeld('c', 1)));
  });

  test('a party the seats left cannot hold is refused as a taken slot is', () => {
    spec.given(seatHeld('a', 4)).when(holdSeats('b', 3)).thenRefused(SlotUnavailableError, SLOT_MESSAGES.unavailable);
    spec.given(seatTaken('a', 4), seatTaken('b', 2)).when(holdSeats('c', 1)).thenRefused(SlotUnavailableError);
  });

  test('a lapsed seat hold gives its seats back', () => {
    spec
      .given(seatHeld('a', 4))
      .when({ ...holdSeats('b', 4), at: AFTER_EXPIRY })
      .then({ ...seatHeld('b', 4), metadata: { actor: visitor, occurredAt: AFTER_EXPIRY } } as SlotDayEvent);
  });

  test('another package, another overlapping slot, or a private party never shares the boat', () => {
    spec
      .given(seatHeld('a', 1))
      .when(holdSeats('b', 1, 'morning', 'Walleye Seats'))
      .thenRefused(SlotUnavailableError);
    spec
      .given(seatHeld('a', 1))
      .when(holdSeats('b', 1, 'full-day'))
      .thenRefused(SlotUnavailableError);
    spec.given(seatHeld('a', 1)).when(hold('b', 'morning')).thenRefused(SlotUnavailableError);
    spec.given(held('a', 'morning')).when(holdSeats('b', 1)).thenRefused(SlotUnavailableError);
    spec
      .given(seatHeld('a', 6))
      .when(holdSeats('b', 2, 'afternoon'))
      .then(at(seatHeld('b', 2, 'afternoon')));
  });

  test('a private charter records its party yet keeps the slot to itself', () => {
    const privateParty = { ...hold('a', 'morning'), party: seatsOf(3, 'Trophy Hunter', null) };
    const privateHeld: SlotDayEvent = {
      type: 'SlotHeld',
      data: { bookingId: 'a', timeSlot: 'morning', packageName: 'Trophy Hunter', seats: 3, expiresAt: EXPIRES },
      metadata: { actor: visitor, occurredAt: LATER },
    };
    spec.given().when(privateParty).then(privateHeld);
    spec
      .given(privateHeld)
      .when({ ...privateParty, bookingId: 'b' })
      .thenRefused(SlotUnavailableError);
  });

  test('the boat is judged at the capacity the package is sold at now', () => {
    spec
      .given(seatTaken('a', 4))
      .when(holdSeats('b', 2, 'morning', 'Perch Party', 5))
      .thenRefused(SlotUnavailableError);
  });

  test('taking a seat hold keeps its party; a move within the day takes the party along and must fit there', () => {
    spec
      .given(seatHeld('a', 4))
      .when(take('a', 'morning'))
      .then(at(seatTaken('a', 4)));
    spec
      .given(seatTaken('a', 4), seatTaken('b', 2, 'afternoon'))
      .when(take('a', 'afternoon'))
      .then(at(seatTaken('a', 4, 'afternoon')));
    spec
      .given(seatTaken('a', 5), seatTaken('b', 2, 'afternoon'))
      .when(take('a', 'afternoon'))
      .thenRefused(SlotUnavailableError);
  });
});
