import { describe, expect, test } from '@jest/globals';
import { PACKAGE_LIMITS } from '../catalogue/package-rules';
import { calendarDateOf } from '../shared/calendar';
import { BOOKING_MESSAGES, isBookableDate, maxKidsFor, PARTY_LIMITS } from './booking-rules';
import {
  discountedToWholeDollars,
  isWeekdayDiscountDay,
  PriceRequest,
  priceTrip,
  PRICING_MESSAGES,
  QuoteRefusedError,
  REFERRAL_CREDIT_CENTS,
  WEEKDAY_NAMES,
  weekdayOf,
} from './pricing';

// One week on the lake: Monday 2026-11-30 to Sunday 2026-12-06.
const WEEK = {
  monday: '2026-11-30',
  tuesday: '2026-12-01',
  wednesday: '2026-12-02',
  thursday: '2026-12-03',
  friday: '2026-12-04',
  saturday: '2026-12-05',
  sunday: '2026-12-06',
} as const;

const request = (overrides: Partial<PriceRequest>): PriceRequest => ({
  pricePerPerson: 249,
  date: WEEK.saturday,
  people: 1,
  kidsCount: 0,
  referralApplies: false,
  ...overrides,
});

describe('weekdayOf and the weekday discount', () => {
  test.each([
    [WEEK.monday, 'Monday', true],
    [WEEK.tuesday, 'Tuesday', true],
    [WEEK.wednesday, 'Wednesday', true],
    [WEEK.thursday, 'Thursday', true],
    [WEEK.friday, 'Friday', false],
    [WEEK.saturday, 'Saturday', false],
    [WEEK.sunday, 'Sunday', false],
    ['2028-02-29', 'Tuesday', true],
    ['2027-01-01', 'Friday', false],
    // The day Edmonton moves its clocks forward is still a plain Sunday.
    ['2026-03-08', 'Sunday', false],
  ])('%s is a %s; discounted: %p', (date, name, discounted) => {
    expect(WEEKDAY_NAMES[weekdayOf(date)]).toBe(name);
    expect(isWeekdayDiscountDay(date)).toBe(discounted);
  });

  test.each(['2026-02-30', 'tomorrow', '2026-12-03T10:00:00Z', ''])('%p is not a date to price', (date) => {
    expect(() => weekdayOf(date)).toThrow(new QuoteRefusedError('date', BOOKING_MESSAGES.date));
  });
});

describe('time zones', () => {
  test('a Thursday evening in Edmonton that is already Friday in UTC is priced as Thursday', () => {
    const instant = new Date('2026-12-04T04:30:00Z'); // 21:30 on Thursday 3 December on the lake
    expect(instant.toISOString().slice(0, 10)).toBe(WEEK.friday);
    const date = calendarDateOf(instant);
    expect(date).toBe(WEEK.thursday);
    expect(isWeekdayDiscountDay(date)).toBe(true);
    expect(priceTrip(request({ pricePerPerson: 399, date })).totalCents).toBe(33_100);
    // The UTC date would have lost the discount.
    expect(priceTrip(request({ pricePerPerson: 399, date: WEEK.friday })).totalCents).toBe(39_900);
  });

  // A calendar date has no time zone: the weekday must come from the date itself. Checked against
  // Zeller's congruence (pure integer arithmetic, no Date at all) over ten years of dates.
  test('every date of 2024-2033 has the weekday that integer arithmetic gives', () => {
    const zeller = (y: number, m: number, d: number) => {
      const [yy, mm] = m < 3 ? [y - 1, m + 12] : [y, m];
      const k = yy % 100;
      const j = Math.floor(yy / 100);
      const h = (d + Math.floor((13 * (mm + 1)) / 5) + k + Math.floor(k / 4) + Math.floor(j / 4) + 5 * j) % 7;
      return (h + 6) % 7; // 0 = Sunday
    };
    const wrong: string[] = [];
    for (let y = 2024; y <= 2033; y++) {
      for (let m = 1; m <= 12; m++) {
        for (let d = 1; d <= new Date(Date.UTC(y, m, 0)).getUTCDate(); d++) {
          const date = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          if (weekdayOf(date) !== zeller(y, m, d)) wrong.push(date);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the rounding rule: whole dollars, halves up, integer arithmetic', () => {
  test.each([
    // cents, percent off, result cents
    [24_900, 17, 20_700], // 206.67
    [39_900, 17, 33_100], // 331.17 (the Full-Day Adventure on a weekday)
    [59_900, 17, 49_700], // 497.17
    [5_000, 17, 4_200], // 41.5 exactly: half up
    [15_000, 17, 12_500], // 124.5 exactly: half up
    [25_000, 17, 20_800], // 207.5 exactly: half up
    [5_100, 17, 4_200], // 42.33
    [100, 17, 100], // 0.83
    [24_900, 25, 18_700], // 186.75
    [20_700, 25, 15_500], // 155.25 (a Half-Day child on a weekday)
    [33_100, 25, 24_800], // 248.25
    [25_000, 25, 18_800], // 187.5 exactly: half up
    [200, 25, 200], // 1.5 exactly: half up
    [39_900, 0, 39_900],
    [39_900, 100, 0],
  ])('%i cents less %i%% is %i cents', (cents, percent, expected) => {
    expect(discountedToWholeDollars(cents, percent)).toBe(expected);
  });

  test('for every whole-dollar package price it agrees with Math.round(price × 0.83) and (× 0.75)', () => {
    const disagreements: number[] = [];
    for (let price = 1; price <= PACKAGE_LIMITS.priceMax; price += 1) {
      if (discountedToWholeDollars(price * 100, 17) !== Math.round(price * 0.83) * 100) disagreements.push(price);
      if (discountedToWholeDollars(price * 100, 25) !== Math.round(price * 0.75) * 100) disagreements.push(price);
    }
    expect(disagreements).toEqual([]);
  });

  test.each([
    [-100, 17],
    [12.5, 17],
    [100, 101],
    [100, 2.5],
  ])('refuses %p cents less %p%%', (cents, percent) => {
    expect(() => discountedToWholeDollars(cents, percent)).toThrow(RangeError);
  });
});

describe('priceTrip: worked examples', () => {
  test.each([
    // label, request, expected parts (cents)
    [
      'Half-Day, Saturday, 1 person',
      { pricePerPerson: 249, date: WEEK.saturday, people: 1 },
      { adult: 24_900, child: 24_900, base: 24_900, weekday: 0, family: 0, referral: 0, total: 24_900 },
    ],
    [
      'Half-Day, Monday, 1 person: 249 × 0.83 = 206.67 → 207',
      { pricePerPerson: 249, date: WEEK.monday, people: 1 },
      { adult: 20_700, child: 20_700, base: 24_900, weekday: 4_200, family: 0, referral: 0, total: 20_700 },
    ],
    [
      'Full-Day, Tuesday, 1 person: 399 × 0.83 = 331.17 → 331',
      { pricePerPerson: 399, date: WEEK.tuesday, people: 1 },
      { adult: 33_100, child: 33_100, base: 39_900, weekday: 6_800, family: 0, referral: 0, total: 33_100 },
    ],
    [
      'Full-Day, Friday, 2 people',
      { pricePerPerson: 399, date: WEEK.friday, people: 2 },
      { adult: 39_900, child: 39_900, base: 79_800, weekday: 0, family: 0, referral: 0, total: 79_800 },
    ],
    [
      'Trophy Hunter, Wednesday, 3 people: 599 × 0.83 = 497.17 → 497',
      { pricePerPerson: 599, date: WEEK.wednesday, people: 3 },
      { adult: 49_700, child: 49_700, base: 179_700, weekday: 30_600, family: 0, referral: 0, total: 149_100 },
    ],
    [
      'Trophy Hunter, Sunday, 3 people, 1 kid: 599 × 0.75 = 449.25 → 449',
      { pricePerPerson: 599, date: WEEK.sunday, people: 3, kidsCount: 1 },
      { adult: 59_900, child: 44_900, base: 179_700, weekday: 0, family: 15_000, referral: 0, total: 164_700 },
    ],
    [
      'Half-Day, Monday, 4 people, 2 kids: child 207 × 0.75 = 155.25 → 155',
      { pricePerPerson: 249, date: WEEK.monday, people: 4, kidsCount: 2 },
      { adult: 20_700, child: 15_500, base: 99_600, weekday: 16_800, family: 10_400, referral: 0, total: 72_400 },
    ],
    [
      'Full-Day, Thursday, 12 people, 10 kids',
      { pricePerPerson: 399, date: WEEK.thursday, people: 12, kidsCount: 10 },
      { adult: 33_100, child: 24_800, base: 478_800, weekday: 81_600, family: 83_000, referral: 0, total: 314_200 },
    ],
    [
      'Full-Day, Saturday, 2 people, referral: 50 off',
      { pricePerPerson: 399, date: WEEK.saturday, people: 2, referralApplies: true },
      { adult: 39_900, child: 39_900, base: 79_800, weekday: 0, family: 0, referral: 5_000, total: 74_800 },
    ],
    [
      'Half-Day, Thursday, 3 people, 1 kid, referral: every discount at once',
      { pricePerPerson: 249, date: WEEK.thursday, people: 3, kidsCount: 1, referralApplies: true },
      { adult: 20_700, child: 15_500, base: 74_700, weekday: 12_600, family: 5_200, referral: 5_000, total: 51_900 },
    ],
    [
      'a 30-dollar trip with a referral: the credit stops at 0',
      { pricePerPerson: 30, date: WEEK.sunday, people: 1, referralApplies: true },
      { adult: 3_000, child: 3_000, base: 3_000, weekday: 0, family: 0, referral: 3_000, total: 0 },
    ],
    [
      'a 150-dollar trip on a Wednesday: 124.5 rounds up to 125',
      { pricePerPerson: 150, date: WEEK.wednesday, people: 2 },
      { adult: 12_500, child: 12_500, base: 30_000, weekday: 5_000, family: 0, referral: 0, total: 25_000 },
    ],
    [
      'a 250-dollar trip on a Saturday with a kid: 187.5 rounds up to 188',
      { pricePerPerson: 250, date: WEEK.saturday, people: 2, kidsCount: 1 },
      { adult: 25_000, child: 18_800, base: 50_000, weekday: 0, family: 6_200, referral: 0, total: 43_800 },
    ],
  ] as const)('%s', (_label, overrides, expected) => {
    const price = priceTrip(request(overrides));
    expect(price).toEqual({
      pricePerPersonCents: overrides.pricePerPerson * 100,
      adultPriceCents: expected.adult,
      childPriceCents: expected.child,
      people: overrides.people,
      kidsCount: 'kidsCount' in overrides ? overrides.kidsCount : 0,
      baseCents: expected.base,
      weekdayDiscountCents: expected.weekday,
      familySavingsCents: expected.family,
      referralCreditCents: expected.referral,
      accountCreditCents: 0,
      totalCents: expected.total,
      weekdayDiscountApplies: expected.weekday > 0,
      currency: 'CAD',
    });
  });
});

describe("priceTrip: the customer's account credit", () => {
  test("comes off after the friend's 50 off, never below 0, and only what the trip costs is taken", () => {
    // Saturday, one person at 249: 24,900 cents.
    const base = { pricePerPerson: 249, date: WEEK.saturday, people: 1, kidsCount: 0 };
    expect(priceTrip({ ...base, referralApplies: false, accountCreditCents: 5_000 })).toMatchObject({
      referralCreditCents: 0,
      accountCreditCents: 5_000,
      totalCents: 19_900,
    });
    expect(priceTrip({ ...base, referralApplies: true, accountCreditCents: 5_000 })).toMatchObject({
      referralCreditCents: 5_000,
      accountCreditCents: 5_000,
      totalCents: 14_900,
    });
    expect(priceTrip({ ...base, referralApplies: true, accountCreditCents: 100_000 })).toMatchObject({
      referralCreditCents: 5_000,
      accountCreditCents: 19_900,
      totalCents: 0,
    });
    expect(priceTrip({ ...base, referralApplies: false })).toMatchObject({ accountCreditCents: 0, totalCents: 24_900 });
    expect(() => priceTrip({ ...base, referralApplies: false, accountCreditCents: -1 })).toThrow(RangeError);
  });
});

describe('priceTrip: refusals', () => {
  test.each([
    [{ pricePerPerson: 0 }, 'package', PRICING_MESSAGES.price],
    [{ pricePerPerson: 12.5 }, 'package', PRICING_MESSAGES.price],
    [{ date: '2026-02-30' }, 'date', BOOKING_MESSAGES.date],
    [{ date: '30/11/2026' }, 'date', BOOKING_MESSAGES.date],
    [{ people: 0 }, 'people', BOOKING_MESSAGES.people],
    [{ people: 13 }, 'people', BOOKING_MESSAGES.people],
    [{ people: 2.5 }, 'people', BOOKING_MESSAGES.people],
    [{ people: 2, kidsCount: 2 }, 'kidsCount', BOOKING_MESSAGES.kidsCount],
    [{ people: 1, kidsCount: 1 }, 'kidsCount', BOOKING_MESSAGES.kidsCount],
    [{ people: 12, kidsCount: 11 }, 'kidsCount', BOOKING_MESSAGES.kidsCount],
    [{ people: 4, kidsCount: -1 }, 'kidsCount', BOOKING_MESSAGES.kidsCount],
    [{ people: 4, kidsCount: 1.5 }, 'kidsCount', BOOKING_MESSAGES.kidsCount],
  ])('%o is refused on %s', (overrides, field, message) => {
    let refusal: unknown;
    try {
      priceTrip(request(overrides));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(QuoteRefusedError);
    expect(refusal).toMatchObject({ field, message, code: 'invalid-quote' });
  });
});

describe('priceTrip: invariants over every combination', () => {
  test('every day of a week × party 1-12 × every allowed kids count × referral or not × several prices', () => {
    const prices = [1, 30, 50, 150, 249, 250, 399, 599, PACKAGE_LIMITS.priceMax];
    const broken: string[] = [];
    let combinations = 0;
    for (const [day, date] of Object.entries(WEEK)) {
      const weekday = ['monday', 'tuesday', 'wednesday', 'thursday'].includes(day);
      for (let people = PARTY_LIMITS.minPeople; people <= PARTY_LIMITS.maxPeople; people += 1) {
        for (let kidsCount = 0; kidsCount <= maxKidsFor(people); kidsCount += 1) {
          for (const referralApplies of [false, true]) {
            for (const pricePerPerson of prices) {
              combinations += 1;
              const p = priceTrip({ pricePerPerson, date, people, kidsCount, referralApplies });
              const checks: [string, boolean][] = [
                ['total is not negative', p.totalCents >= 0],
                ['the parts add up', p.baseCents - p.weekdayDiscountCents - p.familySavingsCents - p.referralCreditCents === p.totalCents],
                [
                  'the total is what each person pays',
                  p.adultPriceCents * (people - kidsCount) + p.childPriceCents * kidsCount - p.referralCreditCents === p.totalCents,
                ],
                ['base is price × people', p.baseCents === pricePerPerson * 100 * people],
                ['whole dollars', [p.adultPriceCents, p.childPriceCents, p.totalCents].every((c) => Number.isInteger(c) && c % 100 === 0)],
                ['the weekday discount follows the day', p.weekdayDiscountApplies === weekday],
                // 1 dollar less 17% still rounds to 1 dollar: the only price the discount cannot lower.
                [
                  'Monday to Thursday is cheaper, the rest full price',
                  weekday ? p.adultPriceCents < p.pricePerPersonCents || pricePerPerson === 1 : p.weekdayDiscountCents === 0,
                ],
                [
                  'a child never pays more than an adult, an adult never more than the price',
                  p.childPriceCents <= p.adultPriceCents && p.adultPriceCents <= p.pricePerPersonCents,
                ],
                ['no kids, no family savings', kidsCount > 0 || p.familySavingsCents === 0],
                [
                  'the credit is 50 at most, and only with a referral',
                  p.referralCreditCents <= REFERRAL_CREDIT_CENTS && (referralApplies || p.referralCreditCents === 0),
                ],
                [
                  'the full credit whenever the trip costs at least 50',
                  !referralApplies || p.referralCreditCents === Math.min(REFERRAL_CREDIT_CENTS, p.totalCents + p.referralCreditCents),
                ],
                ['no negative parts', [p.weekdayDiscountCents, p.familySavingsCents, p.referralCreditCents].every((c) => c >= 0)],
              ];
              for (const [rule, holds] of checks) {
                if (!holds) broken.push(`${rule}: ${JSON.stringify({ pricePerPerson, date, people, kidsCount, referralApplies })}`);
              }
            }
          }
        }
      }
    }
    expect(broken).toEqual([]);
    // 7 days × 77 (people, kids) pairs × 2 × 9 prices: the loops really ran.
    expect(combinations).toBe(7 * 77 * 2 * prices.length);
  });
});

describe('isBookableDate', () => {
  test.each([
    ['2026-12-03', '2026-12-03', true],
    ['2026-12-04', '2026-12-03', true],
    ['2027-01-01', '2026-12-31', true],
    ['2026-12-02', '2026-12-03', false],
    ['2025-12-31', '2026-01-01', false],
  ])('%s with today %s: %p', (date, today, bookable) => {
    expect(isBookableDate(date, today)).toBe(bookable);
  });
});
