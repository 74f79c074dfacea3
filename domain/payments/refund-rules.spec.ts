import { describe, expect, test } from '@jest/globals';
import { PAYMENT_MESSAGES } from './payment-errors';
import { REFUND_MESSAGES, refundAmount } from './refund-rules';

const paid = (refundedCents = 0) => ({ status: 'succeeded', amountCents: 49_800, refundedCents });

describe('refund rules', () => {
  test.each([
    ['no amount: the whole payment', paid(), undefined, 49_800],
    ['no amount after a partial refund: the rest', paid(24_900), undefined, 24_900],
    ['a part', paid(), 10_000, 10_000],
    ['exactly what is left', paid(40_000), 9_800, 9_800],
    ['one cent', paid(), 1, 1],
  ])('%s', (_case, payment, requested, expected) => {
    expect(refundAmount(payment, requested)).toBe(expected);
  });

  test.each([
    ['an unpaid payment', { status: 'requires_payment_method', amountCents: 49_800, refundedCents: 0 }, undefined, REFUND_MESSAGES.notPaid],
    ['more than what is left', paid(40_000), 9_801, 'The refund of 98.01 CAD is more than the 98.00 CAD left to refund on this payment.'],
    ['more than the payment', paid(), 49_801, REFUND_MESSAGES.tooMuch(49_801, 49_800)],
    ['anything after a full refund', paid(49_800), undefined, REFUND_MESSAGES.fullyRefunded],
    ['a part after a full refund', paid(49_800), 1, REFUND_MESSAGES.fullyRefunded],
    ['zero', paid(), 0, PAYMENT_MESSAGES.amount],
    ['a negative amount', paid(), -100, PAYMENT_MESSAGES.amount],
    ['a fraction of a cent', paid(), 10.5, PAYMENT_MESSAGES.amount],
  ])('refuses %s', (_case, payment, requested, message) => {
    expect(() => refundAmount(payment, requested)).toThrow(message);
  });
});
