import { describe, expect, test } from '@jest/globals';
import { giftCardCodeText, giftCardCountText, giftCardMovementAmount, giftCardWorthText } from './giftcard-format';

describe('gift card texts of the admin tab', () => {
  test('the code as printed, grouped by four', () => {
    expect(giftCardCodeText('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(giftCardCodeText(null)).toBe('Not issued yet');
  });

  test('what a card was bought for', () => {
    expect(giftCardWorthText({ amountCents: 10_000, packageName: null, people: null })).toBe('$100.00');
    expect(giftCardWorthText({ amountCents: 50_000, packageName: 'Half-Day Adventure', people: 2 })).toBe(
      '$500.00 (Half-Day Adventure for 2 people)',
    );
  });

  test('each movement signed by its direction', () => {
    expect(giftCardMovementAmount({ kind: 'redeemed', amountCents: 2_500 })).toBe('−$25.00');
    expect(giftCardMovementAmount({ kind: 'returned', amountCents: 2_500 })).toBe('+$25.00');
    expect(giftCardMovementAmount({ kind: 'resent', amountCents: 0 })).toBe('—');
    expect(giftCardCountText(1)).toBe('1 gift card');
    expect(giftCardCountText(3)).toBe('3 gift cards');
  });
});
