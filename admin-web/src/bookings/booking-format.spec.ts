import { describe, expect, test } from '@jest/globals';
import { canRecordNoShow, formatBookingDate, formatInstant, partyLabel, statusActions, timeSlotLabel } from './booking-format';

describe('statusActions', () => {
  test('one button per status other than the current', () => {
    expect(statusActions('pending').map((a) => a.label)).toEqual(['Confirm', 'Cancel']);
    expect(statusActions('confirmed').map((a) => a.label)).toEqual(['Set Pending', 'Cancel']);
    expect(statusActions('cancelled').map((a) => a.label)).toEqual(['Confirm', 'Set Pending']);
  });

  test('each button targets its status', () => {
    expect(statusActions('pending')).toEqual([
      { status: 'confirmed', label: 'Confirm' },
      { status: 'cancelled', label: 'Cancel' },
    ]);
  });
});

describe('formatting', () => {
  test('calendar dates are shown without a time-zone shift', () => {
    expect(formatBookingDate('2025-06-14')).toBe('Sat, Jun 14, 2025');
    expect(formatBookingDate('2025-01-01')).toBe('Wed, Jan 1, 2025');
  });

  test('unparseable dates are shown as given', () => {
    expect(formatBookingDate('next Tuesday')).toBe('next Tuesday');
    expect(formatBookingDate('2025-02-31')).toBe('2025-02-31');
  });

  test('time slots show their windows', () => {
    expect(timeSlotLabel('morning')).toBe('Morning, 6:00–10:00 AM');
    expect(timeSlotLabel('afternoon')).toBe('Afternoon, 1:00–5:00 PM');
    expect(timeSlotLabel('full-day')).toBe('Full day, 6:00 AM–2:00 PM');
    expect(timeSlotLabel('evening')).toBe('evening');
  });

  test('instants are shown in the business time zone', () => {
    // 2025-06-10T21:04Z is 3:04 PM in Edmonton (MDT, UTC-6).
    expect(formatInstant('2025-06-10T21:04:00.000Z')).toMatch(/Jun 10, 2025.*3:04/);
    expect(formatInstant('not a date')).toBe('not a date');
  });

  test('party size mentions kids only when there are some', () => {
    expect(partyLabel(1, false, 0)).toBe('1 person');
    expect(partyLabel(4, true, 2)).toBe('4 people, including 2 kids');
    expect(partyLabel('3', true, 1)).toBe('3 people, including 1 kid');
    expect(partyLabel(2, true, 0)).toBe('2 people');
  });
});

describe('canRecordNoShow', () => {
  // The morning of 2026-12-03 starts at 6:00 AM on the lake: 12:00 UTC.
  const trip = { date: '2026-12-03', time: 'morning' as const };
  test('a confirmed booking from its trip’s start on the lake, not before', () => {
    expect(canRecordNoShow({ ...trip, status: 'confirmed' }, new Date('2026-12-03T11:59:00Z'))).toBe(false);
    expect(canRecordNoShow({ ...trip, status: 'confirmed' }, new Date('2026-12-03T12:00:00Z'))).toBe(true);
  });

  test('never a pending, cancelled or unpaid checkout', () => {
    for (const status of ['pending', 'cancelled', 'held', 'released'] as const) {
      expect(canRecordNoShow({ ...trip, status }, new Date('2026-12-04T00:00:00Z'))).toBe(false);
    }
  });
});
