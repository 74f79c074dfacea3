import { describe, expect, test } from '@jest/globals';
import { addMonths, dayButtonName, dayOffer, monthSpan, monthTitle, monthWeeks, movedDate, type PackageDay } from './month-calendar';

const slot = (timeSlot: 'morning' | 'afternoon' | 'full-day', bookable: boolean, pricePerPerson: number) => ({
  timeSlot,
  status: bookable ? ('available' as const) : ('booked' as const),
  label: timeSlot,
  override: null,
  bookable,
  pricePerPerson,
  seatsLeft: null,
});
const day = (date: string, slots: ReturnType<typeof slot>[]): PackageDay => ({ id: date, date, status: 'available', timeSlots: '', slots });

describe('the month calendar', () => {
  test('a month is weeks of Monday to Sunday, padded', () => {
    const weeks = monthWeeks('2027-01');
    // January 1, 2027 is a Friday.
    expect(weeks[0]).toEqual([null, null, null, null, '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(weeks.at(-1)).toEqual(['2027-01-25', '2027-01-26', '2027-01-27', '2027-01-28', '2027-01-29', '2027-01-30', '2027-01-31']);
    expect(monthTitle('2027-01')).toBe('January 2027');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
  });

  test('the current month is asked for from today; a past month not at all', () => {
    expect(monthSpan('2026-11', '2026-11-30')).toEqual({ from: '2026-11-30', days: 1 });
    expect(monthSpan('2027-02', '2026-11-30')).toEqual({ from: '2027-02-01', days: 28 });
    expect(monthSpan('2026-10', '2026-11-30')).toBeNull();
  });

  test('a day offers its bookable slots from the lowest price per person, and says so to a screen reader', () => {
    const monday = dayOffer(day('2027-01-11', [slot('morning', false, 20_700), slot('afternoon', true, 20_700)]));
    expect(monday).toMatchObject({ bookable: true, fromCents: 20_700 });
    expect(dayButtonName('2027-01-11', monday)).toBe('Monday, January 11, 2027: can be booked, from $207 per person');
    const closed = dayOffer(day('2027-01-12', [slot('morning', false, 20_700)]));
    expect(dayButtonName('2027-01-12', closed)).toBe('Tuesday, January 12, 2027: not available');
  });

  test('arrow keys move by a day or a week; Home and End to the week’s ends', () => {
    expect(movedDate('2027-01-13', 'ArrowRight')).toBe('2027-01-14');
    expect(movedDate('2027-01-13', 'ArrowUp')).toBe('2027-01-06');
    expect(movedDate('2027-01-13', 'Home')).toBe('2027-01-11');
    expect(movedDate('2027-01-13', 'End')).toBe('2027-01-17');
    expect(movedDate('2027-01-13', 'Enter')).toBeNull();
  });
});
