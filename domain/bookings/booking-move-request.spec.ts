import { describe, expect, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { Actor } from '../shared/actor';
import { DomainError, IllegalTransitionError } from '../shared/decider';
import {
  BookingDetails,
  bookingDecider,
  BookingEvent,
  BookingMovedMeanwhileError,
  BookingMoveRefused,
  BookingMoveRequested,
  BookingRescheduled,
  moveOutcomeOf,
  moveRequestRefusal,
  RefuseMove,
  RequestMove,
  RescheduleBooking,
  UnpaidDearerMoveError,
} from './booking';
import { BOOKING_MESSAGES } from './booking-rules';
import { MANAGE_MESSAGES } from '../manage/manage-rules';
import { PriceBreakdown } from './pricing';

const customer: Actor = { kind: 'customer', via: 'manage_link' };
const visitor: Actor = { kind: 'visitor' };
const admin: Actor = { kind: 'user', username: 'guide', role: 'admin' };
const moves: Actor = { kind: 'system', process: 'booking-moves' };
const details: BookingDetails = {
  package: 'Half-Day Adventure',
  date: '2026-12-18',
  time: 'morning',
  name: 'Dana Whitford',
  email: 'dana@example.com',
  phone: '780-555-0199',
  people: 2,
  hasKids: false,
  kidsCount: 0,
};
const AT = '2026-11-24T15:00:00.000Z';
const LATER = '2026-11-24T15:00:01.000Z';
/** The Thursday price of the party (the booking was paid 49800 for Friday). */
const price: PriceBreakdown = {
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
const paidBooking: BookingEvent[] = [
  {
    type: 'BookingHeld',
    data: {
      bookingId: 'b1',
      details,
      payment: { paymentIntentId: 'pi_own', amountCents: 49800, currency: 'CAD', gateway: 'test' },
      holdExpiresAt: '2026-11-22T10:15:00.000Z',
    },
    metadata: { actor: visitor, occurredAt: '2026-11-22T10:00:00.000Z' },
  },
  {
    type: 'BookingPaid',
    data: { paymentIntentId: 'pi_own', amountCents: 49800, currency: 'CAD' },
    metadata: { actor: moves, occurredAt: '2026-11-22T10:01:00.000Z' },
  },
];
const cancelled: BookingEvent = {
  type: 'BookingStatusChanged',
  data: { from: 'confirmed', to: 'cancelled' },
  metadata: { actor: admin, occurredAt: LATER },
};
const FRIDAY = { date: '2026-12-18', time: 'morning' } as const;
const THURSDAY = { date: '2026-12-17', time: 'morning' } as const;

const requestMove = (extra: Partial<RequestMove> = {}): RequestMove => ({
  type: 'RequestMove',
  ...THURSDAY,
  price,
  from: FRIDAY,
  actor: customer,
  at: AT,
  ...extra,
});
const requested: BookingMoveRequested = {
  type: 'BookingMoveRequested',
  data: { from: FRIDAY, to: THURSDAY, price },
  metadata: { actor: customer, occurredAt: AT },
};
/** The moves process carrying out the request, which is the booking's third event. */
const carryOut: RescheduleBooking = {
  type: 'RescheduleBooking',
  ...THURSDAY,
  price,
  from: FRIDAY,
  forVersion: 3,
  reason: MANAGE_MESSAGES.rescheduleReason,
  actor: customer,
  at: LATER,
};
const moved: BookingRescheduled = {
  type: 'BookingRescheduled',
  data: {
    from: FRIDAY,
    to: THURSDAY,
    price,
    refundCents: 8400,
    forVersion: 3,
    reason: MANAGE_MESSAGES.rescheduleReason,
  },
  metadata: { actor: customer, occurredAt: LATER },
};
const refuse = (reason: RefuseMove['reason'] = 'slot-taken'): RefuseMove => ({
  type: 'RefuseMove',
  forVersion: 3,
  to: THURSDAY,
  reason,
  actor: moves,
  at: LATER,
});
const refused = (reason: BookingMoveRefused['data']['reason'] = 'slot-taken'): BookingMoveRefused => ({
  type: 'BookingMoveRefused',
  data: { forVersion: 3, to: THURSDAY, reason },
  metadata: { actor: moves, occurredAt: LATER },
});

const spec = givenDecider(bookingDecider);

describe('a move asked for through the manage link', () => {
  test('is recorded as asked, from where the trip is, at its new price; nothing moves yet', () => {
    spec
      .given(...paidBooking)
      .when(requestMove())
      .then(requested);
    const state = spec.given(...paidBooking, requested).state;
    expect(state).toMatchObject({ details: FRIDAY, updatedAt: AT });
    expect(state.status !== 'none' && state.price).toBeUndefined();
    expect(moveOutcomeOf(state, 3)).toBeUndefined();
  });

  test.each([
    ['cancelled', [...paidBooking, cancelled]],
    ['held', paidBooking.slice(0, 1)],
  ] as const)('a %s booking cannot ask: refused as the move itself is', (status, history) => {
    spec
      .given(...history)
      .when(requestMove())
      .thenRefused(IllegalTransitionError, `A ${status} booking cannot be moved`);
  });

  test('asked from a slot the booking has left since (another request moved it): refused', () => {
    spec
      .given(...paidBooking, requested, moved)
      .when(requestMove({ date: '2026-12-16' }))
      .thenRefused(BookingMovedMeanwhileError, MANAGE_MESSAGES.changedMeanwhile);
  });

  test('to the slot it has, to no calendar date, or to a dearer date (paid first): refused', () => {
    spec
      .given(...paidBooking)
      .when(requestMove({ ...FRIDAY }))
      .thenRefused(DomainError, MANAGE_MESSAGES.sameSlot);
    spec
      .given(...paidBooking)
      .when(requestMove({ date: '2026-02-30' }))
      .thenRefused(DomainError, BOOKING_MESSAGES.date);
    spec
      .given(...paidBooking)
      .when(requestMove({ price: { ...price, totalCents: 49850 } }))
      .thenRefused(UnpaidDearerMoveError);
  });

  test('two asked before either is made are both recorded: the moves process answers each', () => {
    spec
      .given(...paidBooking, requested)
      .when(requestMove({ date: '2026-12-16', at: LATER }))
      .then({
        ...requested,
        data: { ...requested.data, to: { date: '2026-12-16', time: 'morning' } },
        metadata: { ...requested.metadata, occurredAt: LATER },
      });
  });
});

describe('the moves process carrying a move out', () => {
  test('the move answers its request, and works out the refund of the cheaper date from the booking it moves', () => {
    spec
      .given(...paidBooking, requested)
      .when(carryOut)
      .then(moved);
    expect(moveOutcomeOf(spec.given(...paidBooking, requested, moved).state, 3)).toEqual({ forVersion: 3, refundCents: 8400 });
  });

  test('a request answered already (the step taken again after a crash): nothing, even once the trip moved on or was cancelled', () => {
    spec
      .given(...paidBooking, requested, moved)
      .when(carryOut)
      .then();
    spec
      .given(...paidBooking, requested, moved, cancelled)
      .when(carryOut)
      .then();
    spec
      .given(...paidBooking, requested, refused())
      .when(carryOut)
      .then();
  });

  test('a booking cancelled between the request and the move: the move is refused (the process then records why)', () => {
    spec
      .given(...paidBooking, requested, cancelled)
      .when(carryOut)
      .thenRefused(IllegalTransitionError, 'A cancelled booking cannot be moved');
  });
});

describe('a move refused', () => {
  test('is recorded as the answer to its request, and the trip stays where it is', () => {
    spec
      .given(...paidBooking, requested)
      .when(refuse())
      .then(refused());
    const state = spec.given(...paidBooking, requested, refused()).state;
    expect(state).toMatchObject({ details: FRIDAY, status: 'confirmed', updatedAt: LATER });
    expect(moveOutcomeOf(state, 3)).toEqual({ forVersion: 3, refused: 'slot-taken' });
  });

  test('on a booking cancelled meanwhile too', () => {
    spec
      .given(...paidBooking, requested, cancelled)
      .when(refuse('not-movable'))
      .then(refused('not-movable'));
  });

  test('once: a request answered already (refused, or moved) is not answered again', () => {
    spec
      .given(...paidBooking, requested, refused())
      .when(refuse('booking-changed'))
      .then();
    spec
      .given(...paidBooking, requested, moved)
      .when(refuse())
      .then();
  });
});

describe('why a move asked for can no longer be made', () => {
  const now = new Date('2026-11-24T16:00:00Z');
  const booking = (...more: BookingEvent[]) => {
    const state = spec.given(...paidBooking, ...more).state;
    if (state.status === 'none') throw new Error('no booking');
    return state;
  };

  test('it can: the booking is where the customer saw it and the new slot lies ahead', () => {
    expect(moveRequestRefusal(booking(requested), requested.data, now)).toBeUndefined();
  });

  test('cancelled, moved since, re-priced dearer, or the new slot begun', () => {
    expect(moveRequestRefusal(booking(requested, cancelled), requested.data, now)).toBe('not-movable');
    expect(moveRequestRefusal(booking(requested, moved), requested.data, now)).toBe('booking-changed');
    const dearer = { ...requested.data, price: { ...price, totalCents: 49850 } };
    expect(moveRequestRefusal(booking(requested), dearer, now)).toBe('booking-changed');
    expect(moveRequestRefusal(booking(requested), requested.data, new Date('2026-12-17T14:00:00Z'))).toBe('slot-started');
  });
});

describe('history written before moves were asked for', () => {
  test('a move without a request answers none', () => {
    const { forVersion: _none, ...plain } = moved.data;
    const state = spec.given(...paidBooking, { ...moved, data: plain }).state;
    expect(state).toMatchObject({ details: THURSDAY });
    expect(state.status !== 'none' && state.moveOutcomes).toEqual([]);
  });

  test('a request or a refusal before the booking existed is ignored (history is never refused)', () => {
    expect(spec.given(requested, refused()).state).toEqual({ status: 'none' });
  });
});
