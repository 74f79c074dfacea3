import { describe, expect, test } from '@jest/globals';
import { formatCad, formatCadShort } from '@browser-kit/format/money-format';
import { partyLabel, priceLines } from './price-format';

describe('money in CAD, en-CA', () => {
  test('cents become dollars with two decimals and thousands separators', () => {
    expect(formatCad(41400)).toBe('$414.00');
    expect(formatCad(123456)).toBe('$1,234.56');
    expect(formatCad(0)).toBe('$0.00');
    expect(formatCad(-8400)).toBe('-$84.00');
  });

  test('package prices drop the cents when there are none', () => {
    expect(formatCadShort(24900)).toBe('$249');
    expect(formatCadShort(24950)).toBe('$249.50');
  });
});

describe('price breakdown', () => {
  // 4 people on a Thursday at 249: 207 each after 17%; 2 children at 155 (207 x 0.75 = 155.25); 50 referral.
  const quote = {
    pricePerPersonCents: 24900,
    people: 4,
    baseCents: 99600,
    weekdayDiscountCents: 16800,
    familySavingsCents: 10400,
    referralCreditCents: 5000,
    totalCents: 67400,
  };

  test('base, each saving that applies (shown negative), and the total', () => {
    expect(priceLines(quote)).toEqual([
      { key: 'base', label: '4 × $249.00 per person', amount: '$996.00' },
      { key: 'weekday', label: 'Weekday discount (17%)', amount: '-$168.00' },
      { key: 'family', label: 'Family savings', amount: '-$104.00' },
      { key: 'referral', label: 'Referral discount', amount: '-$50.00' },
      { key: 'total', label: 'Total', amount: '$674.00' },
    ]);
  });

  test("the customer's own referral credit is a line of its own, after the friend's discount", () => {
    expect(priceLines({ ...quote, accountCreditCents: 5000, totalCents: 62400 }).slice(-3)).toEqual([
      { key: 'referral', label: 'Referral discount', amount: '-$50.00' },
      { key: 'account-credit', label: 'Your referral credit', amount: '-$50.00' },
      { key: 'total', label: 'Total', amount: '$624.00' },
    ]);
    expect(priceLines({ ...quote, accountCreditCents: 0 }).map((l) => l.key)).not.toContain('account-credit');
  });

  test('savings that do not apply are left out', () => {
    const plain = { ...quote, weekdayDiscountCents: 0, familySavingsCents: 0, referralCreditCents: 0, totalCents: 99600 };
    expect(priceLines(plain).map((l) => l.key)).toEqual(['base', 'total']);
  });
});

describe('partyLabel', () => {
  test('people, and children when there are some', () => {
    expect(partyLabel(1, 0)).toBe('1 person');
    expect(partyLabel(4, 0)).toBe('4 people');
    expect(partyLabel(4, 1)).toBe('4 people (1 child 12 and under)');
    expect(partyLabel(4, 2)).toBe('4 people (2 children 12 and under)');
  });
});

describe('a price paid in part by gift card', () => {
  test('the gift card part shown negative, and the total is what the card payment takes', () => {
    const quote = {
      pricePerPersonCents: 25000,
      people: 2,
      baseCents: 50000,
      weekdayDiscountCents: 0,
      familySavingsCents: 0,
      referralCreditCents: 0,
      giftCardCents: 12000,
      totalCents: 38000,
    };
    expect(priceLines(quote).slice(-2)).toEqual([
      { key: 'gift-card', label: 'Paid by gift card', amount: '-$120.00' },
      { key: 'total', label: 'Total by card', amount: '$380.00' },
    ]);
  });
});
