import { describe, expect, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { Actor } from '../shared/actor';
import { DomainError, IllegalTransitionError } from '../shared/decider';
import {
  BookingDetails,
  bookingDecider,
  BookingEvent,
  BookingMovePaid,
  BookingMovePaymentStarted,
  ExistingBooking,
  PaymentMismatchError,
  RecordMovePayment,
  RecordRefund,
  RescheduleBooking,
  StartMovePayment,
} from './booking';
import { paidCents, paidPayments, refundableCents, spreadRefund } from './paid-payments';
import { PriceBreakdown } from './pricing';

const customer: Actor = { kind: 'customer', via: 'manage_link' };
const visitor: Actor = { kind: 'visitor' };
const moves: Actor = { kind: 'system', process: 'booking-moves' };
const refunds: Actor = { kind: 'system', process: 'refunds' };
const details: BookingDetails = {
  package: 'Half-Day Adventure',
  date: '2026-12-16',
  time: 'morning',
  name: 'Dana Whitford',
  email: 'dana@example.com',
  phone: '780-555-0199',
  people: 2,
  hasKids: false,
  kidsCount: 0,
};
const AT = '2026-11-24T15:00:00.000Z';
const price: PriceBreakdown = {
  pricePerPersonCents: 24900,
  adultPriceCents: 24900,
  childPriceCents: 24900,
  people: 2,
  kidsCount: 0,
  baseCents: 49800,
  weekdayDiscountCents: 0,
  familySavingsCents: 0,
  referralCreditCents: 0,
  totalCents: 49800,
  weekdayDiscountApplies: false,
  currency: 'CAD',
};
const paidBooking: BookingEvent[] = [
  {
    type: 'BookingHeld',
    data: {
      bookingId: 'b1',
      details,
      payment: { paymentIntentId: 'pi_own', amountCents: 41400, currency: 'CAD', gateway: 'test' },
      holdExpiresAt: '2026-11-22T10:15:00.000Z',
    },
    metadata: { actor: visitor, occurredAt: '2026-11-22T10:00:00.000Z' },
  },
  {
    type: 'BookingPaymentSucceeded',
    data: { paymentIntentId: 'pi_own', amountCents: 41400, currency: 'CAD' },
    metadata: { actor: visitor, occurredAt: '2026-11-22T10:01:00.000Z' },
  },
  {
    type: 'BookingPaid',
    data: { paymentIntentId: 'pi_own', amountCents: 41400, currency: 'CAD' },
    metadata: { actor: moves, occurredAt: '2026-11-22T10:01:00.000Z' },
  },
];
const move = { paymentIntentId: 'pi_move', amountCents: 8400, currency: 'CAD' as const, gateway: 'test' as const };
const startMove: StartMovePayment = {
  type: 'StartMovePayment',
  date: '2026-12-18',
  time: 'afternoon',
  price,
  payment: move,
  holdExpiresAt: '2026-11-24T15:15:00.000Z',
  actor: customer,
  at: AT,
};
const started: BookingMovePaymentStarted = {
  type: 'BookingMovePaymentStarted',
  data: {
    from: { date: '2026-12-16', time: 'morning' },
    to: { date: '2026-12-18', time: 'afternoon' },
    price,
    payment: move,
    holdExpiresAt: '2026-11-24T15:15:00.000Z',
  },
  metadata: { actor: customer, occurredAt: AT },
};
const recordMove = (amountCents = 8400, paymentIntentId = 'pi_move'): RecordMovePayment => ({
  type: 'RecordMovePayment',
  paymentIntentId,
  amountCents,
  currency: 'cad',
  actor: visitor,
  at: AT,
});
const movePaid: BookingMovePaid = {
  type: 'BookingMovePaid',
  data: { paymentIntentId: 'pi_move', amountCents: 8400, currency: 'CAD' },
  metadata: { actor: visitor, occurredAt: AT },
};
const paidMove: RescheduleBooking = {
  type: 'RescheduleBooking',
  date: '2026-12-18',
  time: 'afternoon',
  price,
  paymentIntentId: 'pi_move',
  actor: customer,
  at: AT,
};
const refund = (paymentIntentId: string, amountCents: number, forVersion: number): RecordRefund => ({
  type: 'RecordRefund',
  paymentIntentId,
  amountCents,
  percent: 100,
  rule: '48h-or-more',
  forVersion,
  actor: refunds,
  at: AT,
});
const spec = givenDecider(bookingDecider);
const stateOf = (...history: BookingEvent[]) => spec.given(...history).state as ExistingBooking;

describe("paying a dearer date's difference", () => {
  test('a confirmed booking starts the payment of a move, saying from where to where', () => {
    spec
      .given(...paidBooking)
      .when(startMove)
      .then(started);
  });

  test('the same payment set up again adds nothing; a payment of nothing, or to the slot it has, is refused', () => {
    spec
      .given(...paidBooking, started)
      .when(startMove)
      .then();
    spec
      .given(...paidBooking)
      .when({ ...startMove, payment: { ...move, amountCents: 0 } })
      .thenRefused(DomainError, "A move's difference is a whole number of cents above 0");
    spec
      .given(...paidBooking)
      .when({ ...startMove, date: '2026-12-16', time: 'morning' })
      .thenRefused(DomainError);
  });

  test('only a confirmed booking is moved by its customer', () => {
    spec
      .given(...paidBooking, {
        type: 'BookingStatusChanged',
        data: { from: 'confirmed', to: 'cancelled' },
        metadata: { actor: customer, occurredAt: AT },
      })
      .when(startMove)
      .thenRefused(IllegalTransitionError);
    spec.given(paidBooking[0]!).when(startMove).thenRefused(IllegalTransitionError);
  });

  test('the gateway reports the difference paid: recorded once, for its exact amount only', () => {
    spec
      .given(...paidBooking, started)
      .when(recordMove())
      .then(movePaid);
    spec
      .given(...paidBooking, started, movePaid)
      .when(recordMove())
      .then();
    spec
      .given(...paidBooking, started)
      .when(recordMove(8300))
      .thenRefused(PaymentMismatchError);
    // The booking's own payment is not a move's.
    spec
      .given(...paidBooking, started)
      .when(recordMove(41400, 'pi_own'))
      .thenRefused(PaymentMismatchError);
  });

  test('only a paid difference buys the move, once, to the slot it paid for', () => {
    spec
      .given(...paidBooking, started)
      .when(paidMove)
      .thenRefused(PaymentMismatchError);
    spec
      .given(...paidBooking, started, movePaid)
      .when({ ...paidMove, time: 'morning' })
      .thenRefused(PaymentMismatchError);
    spec
      .given(...paidBooking, started, movePaid)
      .when(paidMove)
      .then({
        type: 'BookingRescheduled',
        data: {
          from: { date: '2026-12-16', time: 'morning' },
          to: { date: '2026-12-18', time: 'afternoon' },
          price,
          paymentIntentId: 'pi_move',
        },
        metadata: { actor: customer, occurredAt: AT },
      });
  });

  test('the state keeps each move payment: started, paid, then the move it bought', () => {
    const [moved] = bookingDecider.decide(paidMove, stateOf(...paidBooking, started, movePaid));
    const state = stateOf(...paidBooking, started, movePaid, moved!);
    expect(state.details).toMatchObject({ date: '2026-12-18', time: 'afternoon' });
    expect(state.price).toEqual(price);
    expect(state.movePayments).toEqual([
      {
        payment: move,
        from: { date: '2026-12-16', time: 'morning' },
        to: { date: '2026-12-18', time: 'afternoon' },
        price,
        holdExpiresAt: '2026-11-24T15:15:00.000Z',
        actor: customer,
        startedAt: AT,
        paidAt: AT,
        movedAt: AT,
      },
    ]);
  });
});

describe('refunds over more than one payment', () => {
  const twoPayments = [...paidBooking, started, movePaid];

  test('an unpaid move payment is no payment yet', () => {
    expect(paidPayments(stateOf(...paidBooking, started))).toEqual([{ paymentIntentId: 'pi_own', amountCents: 41400, refundedCents: 0 }]);
    expect(paidCents(stateOf(...paidBooking, started))).toBe(41400);
  });

  test('a refund is spread over the payments, the latest first', () => {
    const state = stateOf(...twoPayments);
    expect(paidCents(state)).toBe(49800);
    expect(spreadRefund(state, 10000)).toEqual([
      { paymentIntentId: 'pi_move', amountCents: 8400 },
      { paymentIntentId: 'pi_own', amountCents: 1600 },
    ]);
    expect(spreadRefund(state, 5000)).toEqual([{ paymentIntentId: 'pi_move', amountCents: 5000 }]);
    expect(spreadRefund(state, 60000)).toEqual([
      { paymentIntentId: 'pi_move', amountCents: 8400 },
      { paymentIntentId: 'pi_own', amountCents: 41400 },
    ]);
  });

  test('each payment gives back at most what is left of it, and answers one event once', () => {
    const [fromMove] = bookingDecider.decide(refund('pi_move', 8400, 9), stateOf(...twoPayments));
    const state = stateOf(...twoPayments, fromMove!);
    expect(paidPayments(state)).toEqual([
      { paymentIntentId: 'pi_own', amountCents: 41400, refundedCents: 0 },
      { paymentIntentId: 'pi_move', amountCents: 8400, refundedCents: 8400 },
    ]);
    expect(refundableCents(state)).toBe(41400);
    expect(spreadRefund(state, 41400)).toEqual([{ paymentIntentId: 'pi_own', amountCents: 41400 }]);
    // The same event's refund from the same payment again: nothing; from the other payment: its own part.
    spec
      .given(...twoPayments, fromMove!)
      .when(refund('pi_move', 8400, 9))
      .then();
    expect(bookingDecider.decide(refund('pi_own', 41400, 9), state)).toEqual([
      expect.objectContaining({
        type: 'BookingRefunded',
        data: expect.objectContaining({ paymentIntentId: 'pi_own', amountCents: 41400 }),
      }),
    ]);
    spec
      .given(...twoPayments, fromMove!)
      .when(refund('pi_move', 1, 10))
      .thenRefused(DomainError, 'At most 0 cents of this payment can still be refunded');
  });

  test('a payment the booking never took cannot be refunded', () => {
    spec
      .given(...paidBooking, started)
      .when(refund('pi_move', 100, 9))
      .thenRefused(PaymentMismatchError);
  });
});
