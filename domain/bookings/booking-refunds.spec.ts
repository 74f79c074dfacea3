import { describe, expect, test } from '@jest/globals';
import { DomainError } from '../shared/decider';
import { BookingEvent } from './booking';
import { admin, details, spec, visitor } from '../../test/support/booking-decider-fixtures';

describe('refunds of a paid booking', () => {
  const payment = { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD' } as const;
  const paidHistory: BookingEvent[] = [
    {
      type: 'BookingHeld',
      data: {
        bookingId: 'b1',
        details,
        payment,
        holdExpiresAt: '2026-11-22T10:15:00.000Z',
      },
      metadata: { actor: visitor, occurredAt: '2026-11-22T10:00:00.000Z' },
    },
    {
      type: 'BookingPaid',
      data: { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD' },
      metadata: { actor: visitor, occurredAt: '2026-11-22T10:05:00.000Z' },
    },
  ];
  const refund = (amountCents: number, paymentIntentId = 'pi_1') =>
    ({
      type: 'RecordRefund',
      paymentIntentId,
      amountCents,
      percent: 50,
      rule: '24-to-48h',
      refundId: 're_1',
      forVersion: 3,
      actor: admin,
      at: '2026-11-22T12:00:00.000Z',
    }) as const;

  test('a refund is recorded and counted; never more than what is left of the payment', () => {
    const refunded: BookingEvent = {
      type: 'BookingRefunded',
      data: {
        paymentIntentId: 'pi_1',
        amountCents: 6000,
        percent: 50,
        rule: '24-to-48h',
        refundId: 're_1',
        forVersion: 3,
      },
      metadata: { actor: admin, occurredAt: '2026-11-22T12:00:00.000Z' },
    };
    spec
      .given(...paidHistory)
      .when(refund(6000))
      .then(refunded);
    expect(spec.given(...paidHistory, refunded).state).toMatchObject({ refundedCents: 6000 });
    spec
      .given(...paidHistory, refunded)
      .when({ ...refund(4001), forVersion: 5 })
      .thenRefused(DomainError, 'At most 4000 cents of this payment can still be refunded');
  });

  test('a second refund for the same event is no refund at all (a process repeating its step after a crash)', () => {
    const refunded: BookingEvent = {
      type: 'BookingRefunded',
      data: {
        paymentIntentId: 'pi_1',
        amountCents: 6000,
        percent: 50,
        rule: '24-to-48h',
        refundId: 're_1',
        forVersion: 3,
      },
      metadata: { actor: admin, occurredAt: '2026-11-22T12:00:00.000Z' },
    };
    spec
      .given(...paidHistory, refunded)
      .when(refund(6000))
      .then();
    spec
      .given(...paidHistory, refunded)
      .when({ ...refund(1000), forVersion: 4 })
      .then({ ...refunded, data: { ...refunded.data, amountCents: 1000, forVersion: 4 } });
  });

  test('an unpaid booking, or another payment, has nothing to refund', () => {
    spec
      .given(paidHistory[0]!)
      .when(refund(100))
      .thenRefused(DomainError, /does not match/);
    spec
      .given(...paidHistory)
      .when(refund(100, 'pi_other'))
      .thenRefused(DomainError, /does not match/);
  });
});
