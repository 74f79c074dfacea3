import { describe, expect, test } from '@jest/globals';
import { BOOKING_MESSAGES } from '../../domain/bookings/booking-rules';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { useApiApp } from '../support/api-suite';
import { TestClock } from '../support/test-clock';

// Sunday 22 November 2026, 11:00 on the lake.
const NOW = new Date('2026-11-22T18:00:00Z');
const TUESDAY = '2026-12-01';
const THURSDAY = '2026-12-03';
const SATURDAY = '2026-12-05';

const quoteOf = (overrides: Record<string, unknown> = {}) => ({ package: 'Full-Day Adventure', date: TUESDAY, people: 2, ...overrides });

describe.each(testDatabases().map((db) => [db.name, db] as const))('quote API on %s', (_name, db) => {
  const clock = new TestClock(NOW);
  const suite = useApiApp(db, { clock });

  test('the seeded packages are priced from their stored prices', async () => {
    const packages = (await suite.app.request('GET', '/api/packages')).body as { name: string; price: number }[];
    expect(Object.fromEntries(packages.map((p) => [p.name, p.price]))).toMatchObject({
      'Half-Day Adventure': 249,
      'Full-Day Adventure': 399,
      'Trophy Hunter': 599,
    });
  });

  test('a weekday trip is 17% off per person, rounded to whole dollars; the answer is the whole breakdown', async () => {
    const res = await suite.app.request('POST', '/api/quote', quoteOf({ package: 'Full-Day Adventure', date: TUESDAY, people: 2 }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      package: 'Full-Day Adventure',
      packageId: expect.any(Number),
      date: TUESDAY,
      pricePerPersonCents: 39_900,
      adultPriceCents: 33_100, // 399 × 0.83 = 331.17
      childPriceCents: 33_100,
      people: 2,
      kidsCount: 0,
      baseCents: 79_800,
      weekdayDiscountCents: 13_600,
      familySavingsCents: 0,
      referralCreditCents: 0,
      accountCreditCents: 0,
      totalCents: 66_200,
      weekdayDiscountApplies: true,
      currency: 'CAD',
      referralCode: null,
    });
  });

  test.each([
    ['Half-Day Adventure', SATURDAY, 1, 24_900, false],
    ['Half-Day Adventure', THURSDAY, 1, 20_700, true], // 249 × 0.83 = 206.67
    ['Full-Day Adventure', SATURDAY, 2, 79_800, false],
    // Trophy Hunter takes two anglers (its maxPeople).
    ['Trophy Hunter', '2026-12-04', 2, 119_800, false], // a Friday
    ['Trophy Hunter', '2026-11-30', 2, 99_400, true], // a Monday: 599 × 0.83 = 497.17
  ])('%s on %s for %i: %i cents (weekday discount: %p)', async (name, date, people, total, weekday) => {
    const res = await suite.app.request('POST', '/api/quote', { package: name, date, people });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalCents: total,
      weekdayDiscountApplies: weekday,
      baseCents: people * (res.body.pricePerPersonCents as number),
    });
  });

  test('children are 25% off the (weekday) adult price; numbers sent as text are accepted', async () => {
    const weekday = await suite.app.request('POST', '/api/quote', {
      package: 'Half-Day Adventure',
      date: TUESDAY,
      people: '4',
      kidsCount: '2',
    });
    expect(weekday.status).toBe(200);
    expect(weekday.body).toMatchObject({
      adultPriceCents: 20_700,
      childPriceCents: 15_500, // 207 × 0.75 = 155.25
      baseCents: 99_600,
      weekdayDiscountCents: 16_800,
      familySavingsCents: 10_400,
      totalCents: 72_400,
    });
    const weekend = await suite.app.request('POST', '/api/quote', { package: 'Trophy Hunter', date: SATURDAY, people: 2, kidsCount: 1 });
    expect(weekend.body).toMatchObject({ childPriceCents: 44_900, familySavingsCents: 15_000, totalCents: 104_800 });
  });

  test('a half dollar rounds up: a 150-dollar package on a Wednesday is 125 per person', async () => {
    expect(
      (
        await suite.admin.request('POST', '/api/packages', {
          name: 'Quote Half Test',
          price: 150,
          duration: '4 hours',
          description: 'd',
          features: 'f',
        })
      ).status,
    ).toBe(201);
    const res = await suite.app.request('POST', '/api/quote', { package: 'Quote Half Test', date: '2026-12-02', people: 1 });
    expect(res.body).toMatchObject({ adultPriceCents: 12_500, totalCents: 12_500 });
  });

  test('a code that was never issued gives no credit, and says so', async () => {
    const res = await suite.app.request('POST', '/api/quote', quoteOf({ date: SATURDAY, referralCode: '  FRIEND-50 ' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      referralCreditCents: 0,
      totalCents: 79_800,
      referralCode: { code: 'FRIEND-50', applied: false, reason: 'Referral code not recognised' },
    });
    expect((await suite.app.request('POST', '/api/quote', quoteOf({ referralCode: '' }))).body.referralCode).toBeNull();
    const tooLong = await suite.app.request('POST', '/api/quote', quoteOf({ referralCode: 'X'.repeat(41) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ referralCode: 'Referral code must be text of at most 40 characters' });
  });

  test('an unknown package is refused with a clear message, never priced at a default', async () => {
    const res = await suite.app.request('POST', '/api/quote', quoteOf({ package: 'Sunset Cruise' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      errorAnswer({
        message: 'Unknown package: please choose one of the packages offered',
        errors: { package: 'Unknown package: please choose one of the packages offered' },
      }),
    );
  });

  test('each field is refused with the booking form message', async () => {
    const empty = await suite.app.request('POST', '/api/quote', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(
      errorAnswer({
        message: 'Please select a package',
        errors: { package: 'Please select a package', date: 'Please select a date', people: 'Please select the number of people' },
      }),
    );
    const kids = 'Children must be fewer than the party size (at most 10), with at least one adult';
    for (const [overrides, errors] of [
      [{ package: '  ' }, { package: 'Please select a package' }],
      [{ date: 'tomorrow' }, { date: 'Please select a date' }],
      [{ date: '2026-02-30' }, { date: 'Please select a date' }],
      [{ people: 0 }, { people: 'Please select the number of people' }],
      [{ people: 13 }, { people: 'Please select the number of people' }],
      [{ people: 'two' }, { people: 'Please select the number of people' }],
      [{ people: 2, kidsCount: 2 }, { kidsCount: kids }],
      [{ people: 12, kidsCount: 11 }, { kidsCount: kids }],
      [{ people: 3, kidsCount: -1 }, { kidsCount: kids }],
      [{ people: 3, kidsCount: 1.5 }, { kidsCount: kids }],
    ] as const) {
      const res = await suite.app.request('POST', '/api/quote', quoteOf(overrides));
      expect([overrides, res.status, res.body]).toEqual([overrides, 400, errorAnswer({ message: Object.values(errors)[0]!, errors })]);
    }
  });

  test('a date before today on the lake is refused; today is fine', async () => {
    const past = await suite.app.request('POST', '/api/quote', quoteOf({ date: '2026-11-21' }));
    expect(past.status).toBe(400);
    const passed = BOOKING_MESSAGES.pastDate;
    expect(past.body).toEqual(errorAnswer({ message: passed, errors: { date: passed } }));
    expect((await suite.app.request('POST', '/api/quote', quoteOf({ date: '2026-11-22' }))).status).toBe(200);
  });

  test('a Thursday evening in Edmonton, already Friday in UTC: today is Thursday, with the weekday price', async () => {
    const thursdayEvening = new Date('2026-12-04T04:30:00Z');
    clock.advance(thursdayEvening.getTime() - clock.now().getTime());
    try {
      const today = await suite.app.request('POST', '/api/quote', quoteOf({ date: THURSDAY, people: 1 }));
      expect(today.status).toBe(200);
      expect(today.body).toMatchObject({ weekdayDiscountApplies: true, totalCents: 33_100 });
      expect((await suite.app.request('POST', '/api/quote', quoteOf({ date: '2026-12-02' }))).status).toBe(400);
    } finally {
      clock.advance(NOW.getTime() - clock.now().getTime());
    }
  });

  test('the price follows the package as the admin changes it', async () => {
    const created = (
      await suite.admin.request('POST', '/api/packages', {
        name: 'Quote Reprice Test',
        price: 300,
        duration: '4 hours',
        description: 'd',
        features: 'f',
      })
    ).body;
    expect(
      (await suite.app.request('POST', '/api/quote', { package: 'Quote Reprice Test', date: SATURDAY, people: 1 })).body.totalCents,
    ).toBe(30_000);
    await suite.admin.request('PUT', `/api/packages/${created.id}`, {
      name: 'Quote Reprice Test',
      price: 320,
      duration: '4 hours',
      description: 'd',
      features: 'f',
    });
    expect(
      (await suite.app.request('POST', '/api/quote', { package: 'Quote Reprice Test', date: SATURDAY, people: 1 })).body.totalCents,
    ).toBe(32_000);
  });

  test('is public: a visitor without a session gets a quote, as does the admin', async () => {
    const visitor = await suite.app.request('POST', '/api/quote', quoteOf());
    const admin = await suite.admin.request('POST', '/api/quote', quoteOf());
    expect([visitor.status, admin.status]).toEqual([200, 200]);
    expect(visitor.body).toEqual(admin.body);
  });

  test('the answer names the priced package by its id', async () => {
    const packages = (await suite.app.request('GET', '/api/packages')).body as { id: number; name: string }[];
    for (const { id, name } of packages.filter((p) => ['Half-Day Adventure', 'Trophy Hunter'].includes(p.name))) {
      expect((await suite.app.request('POST', '/api/quote', quoteOf({ package: name }))).body.packageId).toBe(id);
    }
  });

  test('a time the package does not run in is refused on the time field, naming the times it runs in', async () => {
    for (const [pkg, time, message] of [
      ['Half-Day Adventure', 'full-day', 'Half-Day Adventure runs in the morning or the afternoon. Please choose one of those times.'],
      ['Full-Day Adventure', 'morning', 'Full-Day Adventure runs as a full day. Please choose that time.'],
      ['Trophy Hunter', 'afternoon', 'Trophy Hunter runs as a full day. Please choose that time.'],
    ] as const) {
      const res = await suite.app.request('POST', '/api/quote', quoteOf({ package: pkg, time }));
      expect([pkg, time, res.status, res.body]).toEqual([pkg, time, 400, errorAnswer({ message, errors: { time: message } })]);
    }
    for (const [pkg, time] of [
      ['Half-Day Adventure', 'morning'],
      ['Half-Day Adventure', 'afternoon'],
      ['Full-Day Adventure', 'full-day'],
      ['Trophy Hunter', 'full-day'],
    ] as const) {
      expect([pkg, time, (await suite.app.request('POST', '/api/quote', quoteOf({ package: pkg, time }))).status]).toEqual([
        pkg,
        time,
        200,
      ]);
    }
    const notASlot = await suite.app.request('POST', '/api/quote', quoteOf({ time: 'evening' }));
    expect(notASlot.body).toEqual(errorAnswer({ message: 'Please select a time', errors: { time: 'Please select a time' } }));
  });

  test('the slots follow the package as the admin changes them', async () => {
    const created = (
      await suite.admin.request('POST', '/api/packages', {
        name: 'Quote Slot Test',
        price: 200,
        duration: '4 hours',
        description: 'd',
        features: 'f',
        timeSlots: ['morning'],
      })
    ).body;
    expect(
      (await suite.app.request('POST', '/api/quote', { package: 'Quote Slot Test', date: SATURDAY, people: 1, time: 'afternoon' })).status,
    ).toBe(400);
    await suite.admin.request('PUT', `/api/packages/${created.id}`, {
      name: 'Quote Slot Test',
      price: 200,
      duration: '4 hours',
      description: 'd',
      features: 'f',
      timeSlots: ['morning', 'afternoon'],
    });
    const res = await suite.app.request('POST', '/api/quote', { package: 'Quote Slot Test', date: SATURDAY, people: 1, time: 'afternoon' });
    expect(res.body).toMatchObject({ packageId: created.id, totalCents: 20_000 });
  });
});
