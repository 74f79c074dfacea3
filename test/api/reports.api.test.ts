import { beforeAll, describe, expect, test } from '@jest/globals';
import { centsText } from '../../domain/reports/report-money';
import { REPORT_MESSAGES } from '../../domain/reports/report-range';
import { logSettled } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { clock, useManageLinkApi } from '../support/manage-link-api';
import { TestApp, TestClient } from '../support/test-app';

const FROM = '2026-12-01';
const TO = '2026-12-31';

interface ListRow {
  id: string;
  status: string;
  people: number;
  test: boolean;
  amountCents: number | null;
  paidAt: string | null;
  refundedCents: number;
}

/** RFC 4180 as the export writes it: every field quoted, quotes doubled, CRLF line ends. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => m[1]!.replace(/""/g, '"')));
}

/**
 * The Reports tab's figures: they come from the reports' read model and agree with the admin's
 * bookings list of the same range; cancellations, refunds, a move out of the range, phone
 * bookings and a referral are each counted where they belong; the CSV says the same.
 */
describe.each(testDatabases().map((db) => [db.name, db] as const))('reports on %s', (_name, db) => {
  const api = useManageLinkApi(db);
  const { staff, paidBooking, cancel, reschedule } = api;
  let app: TestApp;
  let auditor: TestClient;

  beforeAll(async () => {
    app = api.app;
    auditor = await app.signIn('auditor');
  });

  const summary = async (client?: TestClient, from = FROM, to = TO) => {
    await logSettled(app, api.database);
    return (client ?? (await staff())).request('GET', `/api/reports/summary?from=${from}&to=${to}`);
  };
  const phoneBooking = async (date: string, time: string, people: number, name: string) => {
    const res = await (
      await staff()
    ).request('POST', '/api/bookings', {
      package: 'Half-Day Adventure',
      date,
      time,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      phone: '(780) 555-0188',
      people,
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const setStatus = async (id: string, body: Record<string, unknown>) => {
    const res = await (await staff()).request('PATCH', `/api/bookings/${id}/status`, body);
    expect(res.status).toBe(200);
  };
  /** A friend's booking with `code`, paid with the test card as the booking form pays it. */
  const referredBooking = async (date: string, code: string) => {
    const form = {
      package: 'Half-Day Adventure',
      date,
      time: 'afternoon',
      name: 'Robin Friend',
      email: 'robin@example.com',
      phone: '(780) 555-0177',
      people: 2,
      referralCode: code,
    };
    const started = (await app.request('POST', '/api/create-payment-intent', { amount: 1, bookingData: form })).body;
    expect(started.breakdown.referralCode).toMatchObject({ applied: true });
    await app.request('POST', `/api/test-gateway/payment-intents/${started.paymentIntentId}/confirm`, {
      clientSecret: started.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    const confirmed = await app.request('POST', '/api/confirm-booking-payment', {
      paymentIntentId: started.paymentIntentId,
      clientSecret: started.clientSecret,
    });
    expect(confirmed.body.status).toBe('confirmed');
    return { id: confirmed.body.id as string, amountCents: started.amountCents as number };
  };

  test('the figures of a month add up to the bookings list of that month, each booking counted where it belongs', async () => {
    const empty = await summary();
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      revenue: { grossCents: 0, refundsCents: 0, netCents: 0 },
      trips: { bookings: 0, people: 0 },
      giftCards: { soldCount: 0, soldCents: 0, redeemedCents: 0 },
      noShows: { bookings: 0, people: 0 },
    });

    // The clock is Monday 2026-11-23: every trip is booked that day.
    const kept = await paidBooking('2026-12-03'); // Thursday morning, 2 people
    // Its referral code is issued by a process after the payment, and read from its read model.
    await logSettled(app, api.database);
    const codes = (await api.database.dataSource.query('SELECT code FROM referral_codes WHERE "bookingId" = $1', [kept.id])) as {
      code: string;
    }[];
    expect(codes).toHaveLength(1);
    const referred = await referredBooking('2026-12-10', codes[0]!.code); // Thursday afternoon
    const byCustomer = await paidBooking('2026-12-08');
    const byWeather = await paidBooking('2026-12-14');
    const moved = await paidBooking('2026-12-21');
    await paidBooking('2027-01-05'); // outside the range
    const phoneConfirmed = await phoneBooking('2026-12-16', 'afternoon', 3, 'Pat Phone'); // Wednesday
    await setStatus(phoneConfirmed, { status: 'confirmed' });
    await phoneBooking('2026-12-17', 'morning', 4, 'Penny Pending');
    const byGuide = await phoneBooking('2026-12-18', 'morning', 2, 'Gail Guide');
    await setStatus(byGuide, { status: 'confirmed' });
    await setStatus(byGuide, { status: 'cancelled', reason: 'Boat repairs' });
    await setStatus(byWeather.id, { status: 'cancelled', weather: true, reason: 'Storm warning' });

    const before = (await summary()).body;
    expect(before.revenue.refundsCents).toBe(byWeather.amountCents);
    expect((await cancel(byCustomer.token)).status).toBe(200);
    expect((await reschedule(moved.token, '2027-01-12', 'morning')).status).toBe(200);

    const res = await summary();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const report = res.body;
    // Refunds after a cancellation: the customer's full refund is added.
    expect(report.revenue.refundsCents).toBe(before.revenue.refundsCents + byCustomer.amountCents);

    // The admin's bookings list of the same range, summed by hand.
    const list = (await (await staff()).request('GET', `/api/bookings?from=${FROM}&to=${TO}`)).body as ListRow[];
    const real = list.filter((row) => !row.test);
    const gross = real.reduce((sum, row) => sum + (row.paidAt ? (row.amountCents ?? 0) : 0), 0);
    const refunds = real.reduce((sum, row) => sum + row.refundedCents, 0);
    const confirmed = real.filter((row) => row.status === 'confirmed');
    expect(report.revenue).toEqual({ grossCents: gross, refundsCents: refunds, netCents: gross - refunds });
    expect(report.trips).toEqual({
      bookings: confirmed.length,
      people: confirmed.reduce((sum, row) => sum + row.people, 0),
      netCents: confirmed.reduce((sum, row) => sum + (row.paidAt ? (row.amountCents ?? 0) : 0) - row.refundedCents, 0),
    });
    expect(report.cancellations.count).toBe(real.filter((row) => row.status === 'cancelled').length);

    // And the same figures worked out from what the test did.
    expect(gross).toBe(kept.amountCents + referred.amountCents + byCustomer.amountCents + byWeather.amountCents);
    expect(report.trips).toMatchObject({ bookings: 3, people: 7 });
    expect(report.pending).toBe(1);
    expect(report.cancellations).toEqual({
      count: 3,
      byCustomer: 1,
      byGuide: 1,
      byWeather: 1,
      bySystem: 0,
      refundsCents: byCustomer.amountCents + byWeather.amountCents,
    });
    expect(report.byPackage).toEqual([{ package: 'Half-Day Adventure', ...report.trips }]);
    const weekdays = Object.fromEntries((report.byWeekday as { label: string; bookings: number }[]).map((w) => [w.label, w.bookings]));
    expect(weekdays).toEqual({ Monday: 0, Tuesday: 0, Wednesday: 1, Thursday: 2, Friday: 0, Saturday: 0, Sunday: 0 });
    expect(report.byMonth).toEqual([{ month: '2026-12', ...report.trips }]);
    expect(report.referrals).toEqual({ bookings: 1, netCents: referred.amountCents, creditsCents: 5_000 });
    // Booked 2026-11-23 for 12-03, 12-10 and 12-16: 10, 17 and 23 days ahead.
    expect(report.leadTime).toMatchObject({ medianDays: 17, averageDays: 16.7 });
    expect(
      Object.fromEntries((report.leadTime.buckets as { label: string; bookings: number }[]).map((b) => [b.label, b.bookings])),
    ).toEqual({
      '0-2 days': 0,
      '3-7 days': 0,
      '8-14 days': 1,
      '15-30 days': 2,
      '31-90 days': 0,
      'Over 90 days': 0,
    });

    // Occupancy: the month's slots as the public calendar offers them, and those the trips made unavailable.
    const days = (await app.request('GET', `/api/availability?from=${FROM}&days=31`)).body as {
      slots: { status: string; override: string | null }[];
    }[];
    const offered = days.flatMap((d) => d.slots).filter((s) => s.override !== 'booked');
    expect(report.occupancy).toEqual({
      offeredSlots: offered.length,
      takenSlots: offered.filter((s) => s.status === 'booked').length,
      rate: offered.filter((s) => s.status === 'booked').length / offered.length,
    });
    expect(report.occupancy.takenSlots).toBeGreaterThanOrEqual(3);

    // The moved trip counts in January now, with the one booked there.
    const january = (await summary(undefined, '2027-01-01', '2027-01-31')).body;
    expect(january.trips).toMatchObject({ bookings: 2, people: 4 });

    // The auditor reads the same report.
    const audited = await summary(auditor);
    expect([audited.status, audited.body]).toEqual([200, report]);
    expect((await app.request('GET', `/api/reports/summary?from=${FROM}&to=${TO}`)).status).toBe(401);
  });

  test('the CSV export says what the JSON says, as a file', async () => {
    const json = (await summary()).body;
    const res = await (await staff()).request('GET', `/api/reports/summary.csv?from=${FROM}&to=${TO}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="report-${FROM}-to-${TO}.csv"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual(['Section', 'Item', 'Measure', 'Value']);
    expect(rows.every((row) => row.length === 4)).toBe(true);
    const value = (section: string, item: string, measure: string) =>
      rows.find((row) => row[0] === section && row[1] === item && row[2] === measure)?.[3];
    expect(value('Range', 'Counted', 'text')).toBe(json.basis);
    expect(value('Revenue', 'Gross', 'CAD')).toBe(centsText(json.revenue.grossCents));
    expect(value('Revenue', 'Refunds', 'CAD')).toBe(centsText(json.revenue.refundsCents));
    expect(value('Revenue', 'Net', 'CAD')).toBe(centsText(json.revenue.netCents));
    expect(value('Trips', 'All', 'bookings')).toBe(String(json.trips.bookings));
    expect(value('Trips', 'All', 'people')).toBe(String(json.trips.people));
    expect(value('By weekday', 'Thursday', 'bookings')).toBe('2');
    expect(value('By package', 'Half-Day Adventure', 'people')).toBe(String(json.byPackage[0].people));
    expect(value('Occupancy', 'Slots offered', 'slots')).toBe(String(json.occupancy.offeredSlots));
    expect(value('Cancellations', 'For weather', 'bookings')).toBe('1');
    expect(value('Referrals', 'Discounts given', 'CAD')).toBe('50.00');
    expect(value('No-shows', 'All', 'bookings')).toBe(String(json.noShows.bookings));
    expect(value('No-shows', 'All', 'people')).toBe(String(json.noShows.people));
    expect(value('Gift cards', 'Sold', 'cards')).toBe('0');
    expect((await auditor.request('GET', `/api/reports/summary.csv?from=${FROM}&to=${TO}`)).status).toBe(200);
  });

  test('a trip marked as a no-show counts, with its people, and still as a trip; an undone one does not', async () => {
    const [from, to] = ['2027-02-01', '2027-02-28'];
    const missed = await paidBooking('2027-02-04'); // 2 people
    const undone = await phoneBooking('2027-02-11', 'morning', 3, 'Una Undone');
    await setStatus(undone, { status: 'confirmed' });
    const kept = await phoneBooking('2027-02-18', 'afternoon', 4, 'Kim Kept');
    await setStatus(kept, { status: 'confirmed' });
    const noShow = async (id: string, method: 'PUT' | 'DELETE') => {
      const res = await (await staff()).request(method, `/api/bookings/${id}/no-show`, {});
      expect(res.status).toBe(200);
    };
    const before = (await summary(undefined, from, to)).body;
    expect(before.noShows).toEqual({ bookings: 0, people: 0 });

    clock.set(new Date('2027-02-20T20:00:00Z')); // after all three trips
    await noShow(missed.id, 'PUT');
    await noShow(undone, 'PUT');
    expect((await summary(undefined, from, to)).body.noShows).toEqual({ bookings: 2, people: 5 });
    await noShow(undone, 'DELETE');

    const report = (await summary(undefined, from, to)).body;
    expect(report.noShows).toEqual({ bookings: 1, people: 2 });
    // A no-show cancels and refunds nothing: the trips and the money are as before.
    expect(report.trips).toEqual(before.trips);
    expect(report.revenue).toEqual(before.revenue);
    expect(report.cancellations.count).toBe(0);
    const csv = parseCsv((await (await staff()).request('GET', `/api/reports/summary.csv?from=${from}&to=${to}`)).text);
    expect(csv.filter((row) => row[0] === 'No-shows')).toEqual([
      ['No-shows', 'All', 'bookings', '1'],
      ['No-shows', 'All', 'people', '2'],
    ]);
  });

  test.each([
    ['no dates', '', { from: REPORT_MESSAGES.from, to: REPORT_MESSAGES.to }],
    ['a date that is none', '?from=2026-02-30&to=2026-03-01', { from: REPORT_MESSAGES.from }],
    ['an end before the start', '?from=2026-03-02&to=2026-03-01', { to: REPORT_MESSAGES.order }],
    ['more than a year', '?from=2026-01-01&to=2027-01-02', { to: REPORT_MESSAGES.span }],
  ])('a range with %s is refused with the field’s message', async (_label, query, errors) => {
    for (const path of ['/api/reports/summary', '/api/reports/summary.csv']) {
      const res = await (await staff()).request('GET', `${path}${query}`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(errors);
    }
  });

  test('a whole leap year fits', async () => {
    const res = await summary(undefined, '2028-01-01', '2028-12-31');
    expect(res.status).toBe(200);
    expect(res.body.byMonth).toHaveLength(12);
  });
});
