import { describe, expect, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { Actor } from '../shared/actor';
import { DomainError, IllegalTransitionError } from '../shared/decider';
import {
  BookingDetails,
  bookingDecider,
  BookingEvent,
  BookingNotFoundError,
  BookingRequested,
  BookingRescheduled,
  BookingMovedMeanwhileError,
  BookingStatusChanged,
  RescheduleBooking,
  UnpaidDearerMoveError,
} from './booking';
import { BOOKING_MESSAGES, TimeSlot } from './booking-rules';

const admin: Actor = { kind: 'user', username: 'guide', role: 'admin' };
const visitor: Actor = { kind: 'visitor' };
const rescheduler: Actor = { kind: 'system', process: 'booking_reschedule' };
const details: BookingDetails = {
  package: 'Half-Day Adventure',
  date: '2026-12-03',
  time: 'morning',
  name: 'Dana Whitford',
  email: 'dana@example.com',
  phone: '780-555-0199',
  people: 3,
  hasKids: true,
  kidsCount: 1,
};
const requested: BookingRequested = {
  type: 'BookingRequested',
  data: { bookingId: 'b1', details },
  metadata: { actor: visitor, occurredAt: '2026-11-22T10:00:00.000Z' },
};
const confirmed: BookingStatusChanged = {
  type: 'BookingStatusChanged',
  data: { from: 'pending', to: 'confirmed' },
  metadata: { actor: admin, occurredAt: '2026-11-22T11:00:00.000Z' },
};
const cancelled: BookingStatusChanged = {
  type: 'BookingStatusChanged',
  data: { from: 'confirmed', to: 'cancelled' },
  metadata: { actor: admin, occurredAt: '2026-11-23T09:00:00.000Z' },
};
const held: BookingEvent = {
  type: 'BookingHeld',
  data: {
    bookingId: 'b1',
    details,
    payment: { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD', gateway: 'test' },
    holdExpiresAt: '2026-11-22T10:15:00.000Z',
  },
  metadata: { actor: visitor, occurredAt: '2026-11-22T10:00:00.000Z' },
};
const released: BookingEvent = {
  type: 'BookingHoldEnded',
  data: {
    cause: 'lapsed',
    reason: 'The hold lapsed',
  },
  metadata: { actor: { kind: 'system', process: 'lapsed-holds' }, occurredAt: '2026-11-22T10:15:00.000Z' },
};

const AT = '2026-11-24T15:00:00.000Z';
const reschedule = (date: string, time: TimeSlot, reason?: string): RescheduleBooking => ({
  type: 'RescheduleBooking',
  date,
  time,
  ...(reason !== undefined ? { reason } : {}),
  actor: rescheduler,
  at: AT,
});
const rescheduled = (
  to: { date: string; time: TimeSlot },
  from = { date: '2026-12-03', time: 'morning' as TimeSlot },
): BookingRescheduled => ({
  type: 'BookingRescheduled',
  data: { from, to },
  metadata: { actor: rescheduler, occurredAt: AT },
});

const spec = givenDecider(bookingDecider);

describe('rescheduling a booking', () => {
  test('a confirmed booking moves to another date and slot, saying from where to where', () => {
    spec
      .given(requested, confirmed)
      .when(reschedule('2026-12-10', 'afternoon'))
      .then(rescheduled({ date: '2026-12-10', time: 'afternoon' }));
  });

  test('a pending booking may move too: its trip will still happen', () => {
    spec
      .given(requested)
      .when(reschedule('2026-12-04', 'morning'))
      .then(rescheduled({ date: '2026-12-04', time: 'morning' }));
  });

  test('only the slot changes, or only the date: either is a move', () => {
    spec
      .given(requested, confirmed)
      .when(reschedule('2026-12-03', 'full-day'))
      .then(rescheduled({ date: '2026-12-03', time: 'full-day' }));
    spec
      .given(requested, confirmed)
      .when(reschedule('2026-12-05', 'morning'))
      .then(rescheduled({ date: '2026-12-05', time: 'morning' }));
  });

  test('the reason is kept trimmed; a blank one is left out', () => {
    spec
      .given(requested, confirmed)
      .when(reschedule('2026-12-10', 'afternoon', '  High winds forecast  '))
      .then({
        ...rescheduled({ date: '2026-12-10', time: 'afternoon' }),
        data: { ...rescheduled({ date: '2026-12-10', time: 'afternoon' }).data, reason: 'High winds forecast' },
      });
    spec
      .given(requested, confirmed)
      .when(reschedule('2026-12-10', 'afternoon', '   '))
      .then(rescheduled({ date: '2026-12-10', time: 'afternoon' }));
  });

  test('to the date and slot it already has: nothing (a repeated step)', () => {
    spec.given(requested, confirmed).when(reschedule('2026-12-03', 'morning')).then();
    const moved = rescheduled({ date: '2026-12-10', time: 'afternoon' });
    spec.given(requested, confirmed, moved).when(reschedule('2026-12-10', 'afternoon')).then();
  });

  test('moved twice: the second move starts from where the first one left it', () => {
    const moved = rescheduled({ date: '2026-12-10', time: 'afternoon' });
    spec
      .given(requested, confirmed, moved)
      .when(reschedule('2026-12-03', 'morning'))
      .then(rescheduled({ date: '2026-12-03', time: 'morning' }, { date: '2026-12-10', time: 'afternoon' }));
  });

  test.each([
    ['cancelled', [requested, confirmed, cancelled]],
    ['held', [held]],
    ['released', [held, released]],
  ] as const)('a %s booking cannot be moved', (status, history) => {
    expect(spec.given(...history).state.status).toBe(status);
    spec
      .given(...history)
      .when(reschedule('2026-12-10', 'afternoon'))
      .thenRefused(IllegalTransitionError, `A ${status} booking cannot be moved`);
  });

  test('a cancelled booking is refused even when asked for its own date and slot', () => {
    spec.given(requested, confirmed, cancelled).when(reschedule('2026-12-03', 'morning')).thenRefused(IllegalTransitionError);
  });

  test('a booking that does not exist cannot be moved', () => {
    spec.given().when(reschedule('2026-12-10', 'afternoon')).thenRefused(BookingNotFoundError);
  });

  test.each(['2026-02-30', '2026-13-01', '2026-12-1', '', '2026-12-10T13:00:00Z'])('to %p, no calendar date: refused', (date) => {
    spec.given(requested, confirmed).when(reschedule(date, 'afternoon')).thenRefused(DomainError, BOOKING_MESSAGES.date);
  });

  test('to a slot that does not exist: refused', () => {
    spec
      .given(requested, confirmed)
      .when(reschedule('2026-12-10', 'evening' as TimeSlot))
      .thenRefused(DomainError, BOOKING_MESSAGES.time);
  });

  test('the refusal of an invalid date carries the invalid-booking code', () => {
    expect(() => bookingDecider.decide(reschedule('2026-02-30', 'afternoon'), spec.given(requested, confirmed).state)).toThrow(
      expect.objectContaining({ code: 'invalid-booking', message: BOOKING_MESSAGES.date }),
    );
  });
});

describe('evolve after a move', () => {
  test('the details take the new date and slot, everything else stays, and the status is kept', () => {
    const moved = rescheduled({ date: '2026-12-10', time: 'afternoon' });
    const state = spec.given(requested, confirmed, moved).state;
    expect(state).toMatchObject({
      status: 'confirmed',
      bookingId: 'b1',
      details: { ...details, date: '2026-12-10', time: 'afternoon' },
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: AT,
    });
  });

  test('a pending booking stays pending', () => {
    const state = spec.given(requested, rescheduled({ date: '2026-12-04', time: 'full-day' })).state;
    expect(state).toMatchObject({ status: 'pending', details: { ...details, date: '2026-12-04', time: 'full-day' } });
  });

  test('a move before the booking existed is ignored (history is never refused)', () => {
    expect(spec.given(rescheduled({ date: '2026-12-10', time: 'afternoon' })).state).toEqual({ status: 'none' });
  });
});

describe('a move with its new price', () => {
  const paid: BookingEvent = {
    type: 'BookingPaid',
    data: { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD' },
    metadata: { actor: visitor, occurredAt: '2026-11-22T10:05:00.000Z' },
  };
  const price = {
    pricePerPersonCents: 24900,
    adultPriceCents: 20700,
    childPriceCents: 15500,
    people: 3,
    kidsCount: 1,
    baseCents: 74700,
    weekdayDiscountCents: 12600,
    familySavingsCents: 5200,
    referralCreditCents: 0,
    totalCents: 9000,
    weekdayDiscountApplies: true,
    currency: 'CAD' as const,
  };
  const customer: Actor = { kind: 'customer', via: 'manage_link' };
  /** The customer's move to 2026-12-10 at a new total (the booking was paid 10000). */
  const move = (totalCents: number, extra: Partial<RescheduleBooking> = {}): RescheduleBooking => ({
    ...reschedule('2026-12-10', 'afternoon', 'Moved by the customer'),
    price: { ...price, totalCents },
    actor: customer,
    ...extra,
  });
  const movedEvent = (totalCents: number, refundCents?: number): BookingRescheduled => ({
    type: 'BookingRescheduled',
    data: {
      from: { date: '2026-12-03', time: 'morning' },
      to: { date: '2026-12-10', time: 'afternoon' },
      price: { ...price, totalCents },
      ...(refundCents ? { refundCents } : {}),
      reason: 'Moved by the customer',
    },
    metadata: { actor: customer, occurredAt: AT },
  });

  test('a cheaper date: the move works out what goes back from the booking it moves, for the refunds process', () => {
    spec.given(held, paid).when(move(9000)).then(movedEvent(9000, 1000));
  });

  test('the same price: nothing goes back', () => {
    spec.given(held, paid).when(move(10000)).then(movedEvent(10000));
  });

  test('a dearer date is refused unless its difference was paid; a difference too small to charge is let go', () => {
    spec
      .given(held, paid)
      .when(move(10050))
      .thenRefused(UnpaidDearerMoveError, 'A move to a dearer date is made once its difference is paid');
    spec.given(held, paid).when(move(10049)).then(movedEvent(10049));
  });

  test('a booking nobody paid for online gives nothing back', () => {
    spec.given(requested, confirmed).when(move(9000)).then(movedEvent(9000));
  });

  test('never more than is left to refund of the payment', () => {
    const refunded: BookingEvent = {
      type: 'BookingRefunded',
      data: { paymentIntentId: 'pi_1', amountCents: 9500, percent: 95, rule: 'policy', forVersion: 2 },
      metadata: { actor: rescheduler, occurredAt: AT },
    };
    spec.given(held, paid, refunded).when(move(5000)).then(movedEvent(5000, 500));
  });

  test('asked from the slot the customer saw, when the booking has moved since (a racing request): refused', () => {
    const movedAway = {
      ...movedEvent(9000, 1000),
      data: { ...movedEvent(9000, 1000).data, to: { date: '2026-12-05', time: 'morning' as TimeSlot } },
    };
    spec
      .given(held, paid, movedAway)
      .when(move(9000, { from: { date: '2026-12-03', time: 'morning' } }))
      .thenRefused(BookingMovedMeanwhileError, 'Your booking changed while this was being done. Please look at it again.');
    // From where it is now, the same move goes ahead, and gives back only what this move saves.
    spec
      .given(held, paid, movedAway)
      .when(move(9000, { from: { date: '2026-12-05', time: 'morning' } }))
      .then({ ...movedEvent(9000), data: { ...movedEvent(9000).data, from: { date: '2026-12-05', time: 'morning' } } });
  });

  test('evolve: the booking is sold at its new price from then on', () => {
    const state = spec.given(held, paid, {
      ...rescheduled({ date: '2026-12-10', time: 'afternoon' }),
      data: { ...rescheduled({ date: '2026-12-10', time: 'afternoon' }).data, price },
    }).state;
    expect(state).toMatchObject({ status: 'confirmed', price, details: { date: '2026-12-10', time: 'afternoon' } });
  });
});
