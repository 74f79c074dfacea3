import { describe, expect, test } from '@jest/globals';
import { priceTrip } from '../../../domain/bookings/pricing';
import { bookingPrice, packageLabel, priceLines, refundText } from './booking-money';

const packages = [
  { id: 1, name: 'Half-Day Adventure', price: 249 },
  { id: 2, name: 'Full-Day Adventure', price: 399 },
];
// 2026-06-13 is a Saturday (no weekday discount); 2026-06-15 a Monday. Made before prices were recorded.
const booking = {
  package: 'Half-Day Adventure',
  packageId: null,
  price: null,
  date: '2026-06-13',
  people: 2,
  kidsCount: 0,
  referralCode: null,
};

describe('bookingPrice', () => {
  test('the breakdown it was sold at, whatever the package costs now', () => {
    const soldAt = priceTrip({ pricePerPerson: 199, date: '2026-06-13', people: 2, kidsCount: 0, referralApplies: false });
    const sold = bookingPrice({ ...booking, packageId: 1, price: soldAt }, packages)!;
    expect(sold).toEqual({ price: soldAt, asSold: true });
    expect(priceLines(sold.price).at(-1)).toEqual({ label: 'Total', value: '$398.00' });
    // Even with the package gone.
    expect(bookingPrice({ ...booking, packageId: 1, price: soldAt }, [])).toEqual({ price: soldAt, asSold: true });
  });

  test('a booking without a stored price is rebuilt at its package price', () => {
    const { price, asSold } = bookingPrice(booking, packages)!;
    expect(asSold).toBe(false);
    expect(price.totalCents).toBe(49_800);
    expect(priceLines(price)).toEqual([
      { label: '$249.00 × 2', value: '$498.00' },
      { label: 'Total', value: '$498.00' },
    ]);
  });

  test('lists the discounts that apply', () => {
    const { price } = bookingPrice({ ...booking, date: '2026-06-15', people: 3, kidsCount: 1, referralCode: 'FRIEND-1' }, packages)!;
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

describe('packageLabel', () => {
  test('the name it was booked under, and the name it has now when renamed', () => {
    expect(packageLabel({ package: 'Half-Day Adventure', packageId: 1 }, packages)).toBe('Half-Day Adventure');
    expect(packageLabel({ package: 'Morning Trip', packageId: 1 }, packages)).toBe('Morning Trip (now called Half-Day Adventure)');
    expect(packageLabel({ package: 'Retired Trip', packageId: 9 }, packages)).toBe('Retired Trip (no longer offered)');
    expect(packageLabel({ package: 'Half-Day Adventure', packageId: null }, packages)).toBe('Half-Day Adventure');
    expect(packageLabel({ package: 'Half-Day Adventure', packageId: 1 }, undefined)).toBe('Half-Day Adventure');
  });
});

describe('refundText', () => {
  const policy = (percent: 0 | 50 | 100, amountCents: number) => ({
    amountCents,
    percent,
    explanation:
      percent === 100
        ? '48 hours or more before the trip: full refund'
        : percent === 50
          ? '24 to 48 hours before the trip: 50% refund'
          : 'Under 24 hours before the trip: no refund',
  });

  test('a full refund: its amount, all of what was paid', () => {
    expect(refundText(policy(100, 41_400), 41_400)).toBe(
      '48 hours or more before the trip: full refund. Refund: $414.00, all of the $414.00 paid online.',
    );
  });

  test('a partial refund: its amount and its share of what was paid', () => {
    expect(refundText(policy(50, 12_450), 24_900)).toBe(
      '24 to 48 hours before the trip: 50% refund. Refund: $124.50, 50% of the $249.00 paid online.',
    );
  });

  test('no refund: what was paid is kept, and no amount of $0.00 is called a refund', () => {
    expect(refundText(policy(0, 0), 24_900)).toBe(
      'Under 24 hours before the trip: no refund. Nothing is refunded: the $249.00 paid online is kept.',
    );
    expect(refundText(policy(100, 0), 0)).toBe('Nothing paid online is left to refund.');
    expect(refundText(policy(100, 0))).toBe('Nothing paid online is left to refund.');
    expect(refundText(policy(100, 0))).not.toContain('$0.00');
  });

  test('nothing paid online', () => {
    expect(refundText(null)).toBe('Not paid online: nothing to refund.');
  });

  test('without what was paid, the share of it', () => {
    expect(refundText(policy(50, 12_450))).toBe(
      '24 to 48 hours before the trip: 50% refund. Refund: $124.50 (50% of what was paid online).',
    );
  });
});
