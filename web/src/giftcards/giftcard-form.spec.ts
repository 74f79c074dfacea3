import { describe, expect, test } from '@jest/globals';
import { EMPTY_GIFT_CARD_FORM, giftCardFormErrors, giftCardOrderOf, giftCardWorthCents } from './giftcard-form';

const filled = {
  ...EMPTY_GIFT_CARD_FORM,
  buyerName: 'Bea Buyer',
  buyerEmail: 'bea@example.com',
  recipientName: 'Ray Recipient',
  recipientEmail: 'ray@example.com',
};

describe('the gift card form', () => {
  test('an amount in whole dollars within the limits, names and emails', () => {
    expect(giftCardFormErrors(filled)).toEqual({});
    expect(giftCardFormErrors({ ...filled, amount: '10' }).amount).toMatch(/whole-dollar amount/);
    expect(giftCardFormErrors({ ...filled, amount: '50.50' }).amount).toBeDefined();
    expect(giftCardFormErrors({ ...filled, recipientEmail: 'ray' })).toEqual({ recipientEmail: 'Please enter a valid email address' });
    expect(giftCardFormErrors({ ...filled, kind: 'package' })).toHaveProperty('package');
  });

  test('the order sent: an amount, or a package for a party', () => {
    expect(giftCardOrderOf({ ...filled, message: '  Hi! ' })).toEqual({
      amount: 100,
      buyerName: 'Bea Buyer',
      buyerEmail: 'bea@example.com',
      recipientName: 'Ray Recipient',
      recipientEmail: 'ray@example.com',
      message: 'Hi!',
    });
    expect(giftCardOrderOf({ ...filled, kind: 'package', package: 'Half-Day Adventure', people: '2' })).toMatchObject({
      package: 'Half-Day Adventure',
      people: 2,
    });
    expect(
      giftCardWorthCents({ ...filled, kind: 'package', package: 'Half-Day Adventure', people: '2' }, [
        { name: 'Half-Day Adventure', price: 250 },
      ]),
    ).toBe(50_000);
  });
});
