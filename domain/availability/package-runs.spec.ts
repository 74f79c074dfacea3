import { describe, expect, test } from '@jest/globals';
import { TimeSlot } from '../bookings/booking-rules';
import { Closure } from './closures';
import { dayAvailability } from './day-availability';
import { nextRunDate, notRunningMessage, SeasonedPackage, whyNotRunning, withSeasonsAndClosures } from './package-runs';
import { DEFAULT_WEEKLY_TEMPLATE, weekdayOf } from './weekly-template';

const ICE: SeasonedPackage = { id: 4, name: 'Ice Fishing', season: [{ kind: 'months', from: 12, to: 3 }], timeSlots: ['full-day'] };
const HALF: SeasonedPackage = { id: 1, name: 'Half-Day Adventure', season: [], timeSlots: ['morning', 'afternoon'] };
const CHRISTMAS: Closure = { id: 1, from: '2026-12-25', to: '2026-12-25', packageId: null, reason: 'Holiday' };
const offers = (date: string): readonly TimeSlot[] => DEFAULT_WEEKLY_TEMPLATE[weekdayOf(date)];
const LAST = '2027-11-30';

describe('when a package runs', () => {
  test('given a winter season, then a July day is out of season and a January one runs', () => {
    expect(whyNotRunning(ICE, '2027-07-10', [])).toEqual({ kind: 'out-of-season' });
    expect(whyNotRunning(ICE, '2027-01-16', [])).toBeUndefined();
  });

  test('given a closed day, then the closure is why, before the season', () => {
    expect(whyNotRunning(HALF, '2026-12-25', [CHRISTMAS])).toEqual({ kind: 'closed', closure: CHRISTMAS });
  });

  test('the next run is the first day in season, not closed, whose schedule offers one of its slots', () => {
    // Ice Fishing is a full day: the default week offers it on Saturdays and Sundays only.
    expect(nextRunDate(ICE, '2027-07-10', '2027-12-31', [], offers)).toBe('2027-12-04');
    expect(nextRunDate(HALF, '2026-12-25', LAST, [CHRISTMAS], offers)).toBe('2026-12-28');
    expect(nextRunDate(ICE, '2027-04-01', '2027-11-30', [], offers)).toBeUndefined();
  });

  test('the messages name the season or the closure, and the next run', () => {
    expect(notRunningMessage(ICE, '2027-07-10', { kind: 'out-of-season' }, '2027-12-04', LAST)).toBe(
      'Ice Fishing runs December to March. Ice Fishing next runs on Saturday, December 4, 2027.',
    );
    expect(notRunningMessage(HALF, '2026-12-25', { kind: 'closed', closure: CHRISTMAS }, '2026-12-28', LAST)).toBe(
      'We are closed on Friday, December 25, 2026 (Holiday). Half-Day Adventure next runs on Monday, December 28, 2026.',
    );
    expect(notRunningMessage(ICE, '2027-07-10', { kind: 'out-of-season' }, undefined, LAST)).toBe(
      'Ice Fishing runs December to March. Ice Fishing does not run again before Tuesday, November 30, 2027, the last day bookings are open.',
    );
  });

  test('given a day closed for every package, then the general calendar shows its slots as not bookable', () => {
    const day = withSeasonsAndClosures(
      dayAvailability({ date: '2026-12-25', template: DEFAULT_WEEKLY_TEMPLATE, overrides: [], taken: [] }),
      [HALF],
      [CHRISTMAS],
    );
    expect(day.slots.map((s) => [s.status, s.override])).toEqual([
      ['booked', 'booked'],
      ['booked', 'booked'],
    ]);
    expect(day.status).toBe('booked');
    expect(day.timeSlots).toBe('Fully Booked');
  });

  test('given every package sold in a slot is out of season, then that slot is not bookable; the others stay', () => {
    const saturday = dayAvailability({
      date: '2027-07-10',
      template: { ...DEFAULT_WEEKLY_TEMPLATE, saturday: ['morning', 'full-day'] },
      overrides: [],
      taken: [],
    });
    const day = withSeasonsAndClosures(saturday, [HALF, ICE], []);
    expect(Object.fromEntries(day.slots.map((s) => [s.timeSlot, s.status]))).toEqual({ morning: 'available', 'full-day': 'booked' });
    expect(day.timeSlots).toBe('Morning Only');
    // In season, nothing changes.
    const january = dayAvailability({ date: '2027-01-16', template: DEFAULT_WEEKLY_TEMPLATE, overrides: [], taken: [] });
    expect(withSeasonsAndClosures(january, [HALF, ICE], [])).toBe(january);
  });
});
