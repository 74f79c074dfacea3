import { describe, expect, test } from '@jest/globals';
import { DEFAULT_WEEKLY_TEMPLATE, WeeklyTemplate } from '../availability/weekly-template';
import { occupancyOf, ReportBooking, reportFigures } from './report-figures';
import { centsText } from './report-money';

const booking = (over: Partial<ReportBooking>): ReportBooking => ({
  id: 'b',
  package: 'Half-Day Adventure',
  date: '2026-06-01',
  time: 'morning',
  people: 2,
  status: 'confirmed',
  bookedOn: '2026-05-30',
  paidCents: 10_000,
  refundedCents: 0,
  referralCode: null,
  referralCreditCents: 0,
  cancelledBy: null,
  noShow: false,
  ...over,
});
const EMPTY_WEEK: WeeklyTemplate = { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] };
const schedule = { template: DEFAULT_WEEKLY_TEMPLATE, overrides: [] };

describe('report figures', () => {
  test('revenue counts every booking of the range; trips only the confirmed; a cancellation its refund', () => {
    const figures = reportFigures(
      '2026-06-01',
      '2026-06-30',
      [
        booking({ id: 'a' }),
        booking({ id: 'b', status: 'cancelled', refundedCents: 5_000, cancelledBy: 'customer' }),
        booking({ id: 'c', status: 'pending', paidCents: 0, people: 5 }),
        booking({ id: 'd', package: 'Full-Day Expedition', date: '2026-06-06', people: 4, paidCents: 30_000, bookedOn: '2026-01-01' }),
      ],
      schedule,
    );
    expect(figures.revenue).toEqual({ grossCents: 50_000, refundsCents: 5_000, netCents: 45_000 });
    expect(figures.trips).toEqual({ bookings: 2, people: 6, netCents: 40_000 });
    expect(figures.pending).toBe(1);
    expect(figures.byPackage.map((p) => [p.package, p.bookings])).toEqual([
      ['Full-Day Expedition', 1],
      ['Half-Day Adventure', 1],
    ]);
    // 2026-06-01 is a Monday, 06-06 a Saturday; Monday is listed first.
    expect(figures.byWeekday.map((w) => `${w.label}:${w.bookings}`)).toEqual([
      'Monday:1',
      'Tuesday:0',
      'Wednesday:0',
      'Thursday:0',
      'Friday:0',
      'Saturday:1',
      'Sunday:0',
    ]);
    expect(figures.cancellations).toMatchObject({ count: 1, byCustomer: 1, refundsCents: 5_000 });
    // 2 and 156 days ahead: an even count's median is the middle two's mean.
    expect(figures.leadTime).toMatchObject({ medianDays: 79, averageDays: 79 });
    expect(figures.leadTime.buckets.find((b) => b.label === 'Over 90 days')!.bookings).toBe(1);
  });

  test('no-shows: confirmed trips marked so, counted with their people, and still trips', () => {
    const figures = reportFigures(
      '2026-06-01',
      '2026-06-30',
      [
        booking({ id: 'a', noShow: true, people: 3 }),
        booking({ id: 'b', noShow: true, people: 2, date: '2026-06-12' }),
        booking({ id: 'c' }),
        booking({ id: 'd', status: 'cancelled', cancelledBy: 'guide' }),
      ],
      schedule,
    );
    expect(figures.noShows).toEqual({ bookings: 2, people: 5 });
    expect(figures.trips).toMatchObject({ bookings: 3, people: 7 });
    expect(figures.cancellations.count).toBe(1);
    expect(reportFigures('2026-06-01', '2026-06-30', [booking({})], schedule).noShows).toEqual({ bookings: 0, people: 0 });
  });

  test('nothing booked: zeros, and no median nor average to make up', () => {
    const figures = reportFigures('2026-06-01', '2026-06-30', [], { template: EMPTY_WEEK, overrides: [] });
    expect(figures.leadTime).toMatchObject({ medianDays: null, averageDays: null });
    expect(figures.occupancy).toEqual({ offeredSlots: 0, takenSlots: 0, rate: null });
  });

  test('occupancy: what the template and overrides offer, taken by the bookings that hold or overlap it', () => {
    const week: WeeklyTemplate = { ...EMPTY_WEEK, monday: ['morning', 'afternoon', 'full-day'] };
    // Monday 2026-06-01: three slots; a full day takes all three (one boat). Monday 06-08: the guide closed the afternoon.
    const figures = occupancyOf(
      '2026-06-01',
      '2026-06-08',
      { template: week, overrides: [{ date: '2026-06-08', timeSlot: 'afternoon', status: 'booked' }] },
      [booking({ date: '2026-06-01', time: 'full-day' }), booking({ date: '2026-06-08', time: 'morning' })],
    );
    // 06-08: morning and full day offered; the morning trip overlaps the full day.
    expect(figures).toEqual({ offeredSlots: 5, takenSlots: 5, rate: 1 });
  });

  test('money as a spreadsheet reads it', () => {
    expect([centsText(41_400), centsText(5), centsText(-150), centsText(0)]).toEqual(['414.00', '0.05', '-1.50', '0.00']);
  });
});
