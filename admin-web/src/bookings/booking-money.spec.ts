import { describe, expect, test } from '@jest/globals';
import { bookingPrice, priceLines, refundText } from './booking-money';

const packages = [
  { name: 'Half-Day Adventure', price: 249 },
  { name: 'Full-Day Adventure', price: 399 },
];
// 2026-06-13 is a Saturday (no weekday discount); 2026-06-15 a Monday.
const booking = { package: 'Half-Day Adventure', date: '2026-06-13', people: 2, kidsCount: 0, referralCode: null };

describe('bookingPrice', () => {
  test('prices the booking at its package price', () => {
    const price = bookingPrice(booking, packages)!;
    expect(price.totalCents).toBe(49_800);
    expect(priceLines(price)).toEqual([
      { label: '$249.00 × 2', value: '$498.00' },
      { label: 'Total', value: '$498.00' },
    ]);
  });

  test('lists the discounts that apply', () => {
    const price = bookingPrice({ ...booking, date: '2026-06-15', people: 3, kidsCount: 1, referralCode: 'FRIEND-1' }, packages)!;
    const labels = priceLines(price).map((l) => l.label);
    expect(labels).toEqual(['$249.00 × 3', 'Weekday discount (17%)', 'Family savings (children 25% off)', 'Referral credit', 'Total']);
    expect(priceLines(price).at(-1)!.value).toBe(`$${(price.totalCents / 100).toFixed(2)}`);
    expect(price.baseCents - price.weekdayDiscountCents - price.familySavingsCents - price.referralCreditCents).toBe(price.totalCents);
  });

  test('null when the package is gone or the party cannot be priced', () => {
    expect(bookingPrice({ ...booking, package: 'Retired Trip' }, packages)).toBeNull();
    expect(bookingPrice({ ...booking, people: 0 }, packages)).toBeNull();
  });
});

describe('refundText', () => {
  test('states the rule, amount and percent', () => {
    expect(refundText({ amountCents: 12_450, percent: 50, explanation: '24 to 48 hours before the trip: 50% refund' })).toBe(
      '24 to 48 hours before the trip: 50% refund. Refund: $124.50 (50%).',
    );
    expect(refundText(null)).toBe('Not paid online: nothing to refund.');
  });
});
