import { describe, expect, test } from '@jest/globals';
import { formatBookingDate, formatInstant, partyLabel, statusActions, timeSlotLabel } from './booking-format';

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
