import { describe, expect, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { Actor } from '../shared/actor';
import { BookingDetails, bookingDecider, BookingEvent, ChangeBookingStatus, paymentDueCents, PaymentRefundedError } from './booking';
import { BookingStatus } from './booking-rules';

const admin: Actor = { kind: 'user', username: 'guide', role: 'admin' };
const visitor: Actor = { kind: 'visitor' };
const refunds: Actor = { kind: 'system', process: 'refunds' };
const details: BookingDetails = {
  package: 'Half-Day Adventure',
  date: '2026-12-03',
  time: 'morning',
  name: 'Dana Whitford',
  email: 'dana@example.com',
  phone: '780-555-0199',
  people: 2,
  hasKids: false,
  kidsCount: 0,
};
const at = '2026-11-23T15:00:00.000Z';
const paid: BookingEvent[] = [
  {
    type: 'BookingHeld',
    data: {
      bookingId: 'b1',
      details,
      payment: { paymentIntentId: 'pi_1', amountCents: 41400, currency: 'CAD' },
      holdExpiresAt: '2026-11-22T10:15:00.000Z',
    },
    metadata: { actor: visitor, occurredAt: '2026-11-22T10:00:00.000Z' },
  },
  {
    type: 'BookingPaid',
    data: { paymentIntentId: 'pi_1', amountCents: 41400, currency: 'CAD' },
    metadata: { actor: visitor, occurredAt: '2026-11-22T10:05:00.000Z' },
  },
];
const changed = (from: 'confirmed' | 'cancelled' | 'pending', to: BookingStatus): BookingEvent => ({
  type: 'BookingStatusChanged',
  data: { from, to },
  metadata: { actor: admin, occurredAt: '2026-11-22T11:00:00.000Z' },
});
const refunded = (amountCents: number, rule: string, forVersion = 3, paymentIntentId = 'pi_1'): BookingEvent => ({
  type: 'BookingRefunded',
  data: { paymentIntentId, amountCents, percent: 100, rule, forVersion },
  metadata: { actor: refunds, occurredAt: '2026-11-22T11:00:01.000Z' },
});
/** Paid, cancelled 48 hours or more ahead, and the whole payment given back. */
const fullyRefunded = [...paid, changed('confirmed', 'cancelled'), refunded(41400, '48h-or-more')];
const change = (to: BookingStatus, extra: Partial<ChangeBookingStatus> = {}): ChangeBookingStatus => ({
  type: 'ChangeBookingStatus',
  to,
  actor: admin,
  at,
  ...extra,
});
const spec = givenDecider(bookingDecider);

describe('the admin confirming a booking whose payment went back', () => {
  test('is refused while nothing of the payment is held, with the amount that would be due', () => {
    spec
      .given(...fullyRefunded)
      .when(change('confirmed'))
      .thenRefused(PaymentRefundedError, "$414.00 CAD of this booking's payment was refunded: it can only be confirmed as unpaid");
    expect(() => bookingDecider.decide(change('confirmed'), spec.given(...fullyRefunded).state)).toThrow(
      expect.objectContaining({ code: 'payment-refunded-conflict', details: { paymentDueCents: 41400 } }),
    );
  });

  test('confirmed as unpaid (paymentDue), the event records what is due', () => {
    spec
      .given(...fullyRefunded)
      .when(change('confirmed', { paymentDue: true }))
      .then({
        type: 'BookingStatusChanged',
        data: { from: 'cancelled', to: 'confirmed', paymentDueCents: 41400 },
        metadata: { actor: admin, occurredAt: at },
      });
  });

  test('a part given back (24 to 48 hours ahead) is due too; a decision of no refund leaves nothing due', () => {
    const half = [...paid, changed('confirmed', 'cancelled'), refunded(20700, '24-to-48h')];
    spec
      .given(...half)
      .when(change('confirmed'))
      .thenRefused(PaymentRefundedError, /^\$207\.00 CAD of this booking's payment/);
    spec
      .given(...half)
      .when(change('confirmed', { paymentDue: true }))
      .then({
        type: 'BookingStatusChanged',
        data: { from: 'cancelled', to: 'confirmed', paymentDueCents: 20700 },
        metadata: { actor: admin, occurredAt: at },
      });
    spec
      .given(...paid, changed('confirmed', 'cancelled'), refunded(0, 'under-24h'))
      .when(change('confirmed'))
      .then({ type: 'BookingStatusChanged', data: { from: 'cancelled', to: 'confirmed' }, metadata: { actor: admin, occurredAt: at } });
  });

  test('the same rule from pending: a refunded booking set pending is still unpaid', () => {
    spec
      .given(...fullyRefunded, changed('cancelled', 'pending'))
      .when(change('confirmed'))
      .thenRefused(PaymentRefundedError);
  });

  test('refunds that only followed the price (a cheaper date, a move never made) leave nothing due', () => {
    const moved = [...paid, refunded(8400, 'reschedule-cheaper'), refunded(5000, 'move-slot-taken', 4, 'pi_move')];
    expect(paymentDueCents(spec.given(...moved).state as never)).toBe(0);
    spec
      .given(...moved, changed('confirmed', 'pending'))
      .when(change('confirmed'))
      .then({ type: 'BookingStatusChanged', data: { from: 'pending', to: 'confirmed' }, metadata: { actor: admin, occurredAt: at } });
  });

  test('setting it pending or cancelled needs no such choice, and paymentDue records nothing when nothing is due', () => {
    spec
      .given(...fullyRefunded)
      .when(change('pending', { paymentDue: true }))
      .then({ type: 'BookingStatusChanged', data: { from: 'cancelled', to: 'pending' }, metadata: { actor: admin, occurredAt: at } });
    spec
      .given(...paid, changed('confirmed', 'pending'))
      .when(change('confirmed', { paymentDue: true }))
      .then({ type: 'BookingStatusChanged', data: { from: 'pending', to: 'confirmed' }, metadata: { actor: admin, occurredAt: at } });
  });
});

describe('not notifying the customer', () => {
  test('notify: false is recorded in the event; notify: true (or left out) is the usual change', () => {
    spec
      .given(...paid)
      .when(change('cancelled', { notify: false, reason: 'Called them' }))
      .then({
        type: 'BookingStatusChanged',
        data: { from: 'confirmed', to: 'cancelled', reason: 'Called them', notify: false },
        metadata: { actor: admin, occurredAt: at },
      });
    spec
      .given(...paid)
      .when(change('pending', { notify: true }))
      .then({ type: 'BookingStatusChanged', data: { from: 'confirmed', to: 'pending' }, metadata: { actor: admin, occurredAt: at } });
    spec
      .given(...fullyRefunded)
      .when(change('confirmed', { notify: false, paymentDue: true }))
      .then({
        type: 'BookingStatusChanged',
        data: { from: 'cancelled', to: 'confirmed', notify: false, paymentDueCents: 41400 },
        metadata: { actor: admin, occurredAt: at },
      });
  });
});
