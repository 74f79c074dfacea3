import { describe, expect, test } from '@jest/globals';
import { DomainError, IllegalTransitionError } from '../shared/decider';
import { BookingEvent, BookingNotFoundError } from './booking';
import { BookingStatus } from './booking-rules';
import { admin, change, changed, details, requested, spec, visitor } from '../../test/support/booking-decider-fixtures';

describe('a booking paid online', () => {
  const payment = { paymentIntentId: 'pi_1', amountCents: 99300, currency: 'CAD' } as const;
  const heldEvent: BookingEvent = {
    type: 'BookingHeld',
    data: {
      bookingId: 'b1',
      details,
      payment,
      holdExpiresAt: '2026-11-22T10:15:00.000Z',
    },
    metadata: { actor: visitor, occurredAt: '2026-11-22T10:00:00.000Z' },
  };
  const paidEvent: BookingEvent = {
    type: 'BookingPaid',
    data: { paymentIntentId: 'pi_1', amountCents: 99300, currency: 'CAD' },
    metadata: { actor: visitor, occurredAt: '2026-11-22T10:05:00.000Z' },
  };
  const pay = (overrides: Partial<{ paymentIntentId: string; amountCents: number; currency: string }> = {}) =>
    ({
      type: 'RecordPayment',
      paymentIntentId: 'pi_1',
      amountCents: 99300,
      currency: 'cad',
      actor: visitor,
      at: '2026-11-22T10:05:00.000Z',
      ...overrides,
    }) as const;

  test('starts held while the visitor pays, and is confirmed by the payment', () => {
    spec
      .given()
      .when({
        type: 'HoldBooking',
        bookingId: 'b1',
        details,
        payment,
        holdExpiresAt: '2026-11-22T10:15:00.000Z',
        actor: visitor,
        at: '2026-11-22T10:00:00.000Z',
      })
      .then(heldEvent);
    expect(spec.given(heldEvent).state.status).toBe('held');
    spec.given(heldEvent).when(pay()).then(paidEvent);
    expect(spec.given(heldEvent, paidEvent).state).toMatchObject({ status: 'confirmed', paidAt: '2026-11-22T10:05:00.000Z', payment });
  });

  test('the same payment reported again changes nothing (a second confirmation, a duplicate webhook)', () => {
    spec.given(heldEvent, paidEvent).when(pay()).then();
  });

  test.each([{ paymentIntentId: 'pi_other' }, { amountCents: 100 }, { currency: 'usd' }])(
    'a payment that does not match (%o) is refused',
    (overrides) => {
      spec
        .given(heldEvent)
        .when(pay(overrides))
        .thenRefused(DomainError, /does not match the booking/);
    },
  );

  test('a booking taken by phone has no online payment to record; an unknown booking is not found', () => {
    spec
      .given(requested)
      .when(pay())
      .thenRefused(DomainError, /does not match/);
    spec.given().when(pay()).thenRefused(BookingNotFoundError);
  });

  test('a payment for a held booking the admin cancelled meanwhile is refused (it must be refunded)', () => {
    spec
      .given(heldEvent, changed('held' as BookingStatus, 'cancelled'))
      .when(pay())
      .thenRefused(IllegalTransitionError, 'A cancelled booking cannot take a payment');
  });

  test('a payment for a checkout the admin set pending or confirmed meanwhile is still recorded', () => {
    for (const to of ['pending', 'confirmed'] as const) {
      const set: BookingEvent = {
        type: 'BookingStatusChanged',
        data: { from: 'held', to },
        metadata: { actor: admin, occurredAt: '2026-11-22T10:01:00.000Z' },
      };
      spec.given(heldEvent, set).when(pay()).then(paidEvent);
      expect(spec.given(heldEvent, set, paidEvent).state.status).toBe('confirmed');
    }
  });

  test('the admin may set any status from held', () => {
    for (const to of ['pending', 'confirmed', 'cancelled'] as const) {
      spec
        .given(heldEvent)
        .when(change(to))
        .then({
          type: 'BookingStatusChanged',
          data: { from: 'held', to },
          metadata: { actor: admin, occurredAt: '2026-11-22T12:00:00.000Z' },
        });
    }
  });
});

describe('a payment reported by the gateway', () => {
  const payment = { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD', gateway: 'test' } as const;
  const held: BookingEvent = {
    type: 'BookingHeld',
    data: {
      bookingId: 'b1',
      details,
      payment,
      holdExpiresAt: '2026-11-22T10:15:00.000Z',
    },
    metadata: { actor: visitor, occurredAt: '2026-11-22T10:00:00.000Z' },
  };
  const success = {
    type: 'RecordPaymentSuccess',
    paymentIntentId: 'pi_1',
    amountCents: 10000,
    currency: 'cad',
    actor: visitor,
    at: '2026-11-22T10:05:00.000Z',
  } as const;
  const succeeded: BookingEvent = {
    type: 'BookingPaymentSucceeded',
    data: { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD' },
    metadata: { actor: visitor, occurredAt: '2026-11-22T10:05:00.000Z' },
  };

  test('is recorded without confirming the booking: the payments process does that once the slot is taken', () => {
    spec.given(held).when(success).then(succeeded);
    expect(spec.given(held, succeeded).state).toMatchObject({ status: 'held', paymentSucceededAt: '2026-11-22T10:05:00.000Z' });
  });

  test('reported again, or for another payment or amount, changes nothing or is refused', () => {
    spec.given(held, succeeded).when(success).then();
    spec
      .given(held)
      .when({ ...success, amountCents: 9999 })
      .thenRefused(DomainError, /does not match/);
    spec
      .given(held)
      .when({ ...success, paymentIntentId: 'pi_2' })
      .thenRefused(DomainError, /does not match/);
  });

  test('is recorded for a booking cancelled meanwhile, so that it can be refunded', () => {
    const cancelled: BookingEvent = {
      type: 'BookingStatusChanged',
      data: { from: 'held', to: 'cancelled' },
      metadata: { actor: admin, occurredAt: '2026-11-22T10:04:00.000Z' },
    };
    spec.given(held, cancelled).when(success).then(succeeded);
    expect(spec.given(held, cancelled, succeeded).state).toMatchObject({ status: 'cancelled' });
  });

  test('the held booking keeps what it was sold as: package id, price breakdown and gateway', () => {
    const price = { totalCents: 10000 } as never;
    const sold: BookingEvent = { ...held, data: { ...held.data, packageId: 7, price } } as BookingEvent;
    expect(spec.given(sold).state).toMatchObject({ packageId: 7, price, payment: { gateway: 'test' } });
  });
});
