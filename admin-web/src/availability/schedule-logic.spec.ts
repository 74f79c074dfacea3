import { describe, expect, test } from '@jest/globals';
import { datesFrom } from '../../../domain/availability/weekly-template';
import {
  calendarWeeks,
  cellActionLabel,
  nextStatus,
  refusedCycle,
  sameTemplate,
  shortDateLabel,
  slotCells,
  templateErrorsOf,
  toggleTemplateSlot,
  type ScheduleSlot,
  type TemplateBody,
} from './schedule-logic';

const slot = (over: Partial<ScheduleSlot> & Pick<ScheduleSlot, 'timeSlot'>): ScheduleSlot => ({
  status: 'available',
  label: 'Morning (6:00-10:00 AM)',
  override: null,
  ...over,
});

const WEEK: TemplateBody['days'] = {
  monday: ['morning', 'afternoon'],
  tuesday: ['morning', 'afternoon'],
  wednesday: ['morning', 'afternoon'],
  thursday: ['morning', 'afternoon'],
  friday: ['morning', 'afternoon'],
  saturday: ['full-day'],
  sunday: ['full-day'],
};

describe('the status cycle', () => {
  test('goes available, limited, booked and back to available', () => {
    expect(nextStatus('available')).toBe('limited');
    expect(nextStatus('limited')).toBe('booked');
    expect(nextStatus('booked')).toBe('available');
  });
});

describe('slotCells', () => {
  test('lists the three slots in order; slots the day does not offer are closed and open as available', () => {
    const cells = slotCells({ slots: [slot({ timeSlot: 'morning', status: 'limited', override: 'limited' })] });
    expect(cells.map((c) => [c.timeSlot, c.kind])).toEqual([
      ['morning', 'open'],
      ['afternoon', 'closed'],
      ['full-day', 'closed'],
    ]);
    expect(cells[0]).toMatchObject({ status: 'limited', overridden: true, next: 'booked' });
    expect(cells[1]).toMatchObject({ next: 'available' });
  });

  test('a booked slot the admin did not close is held by a booking and offers no cycle', () => {
    const [fromTemplate] = slotCells({ slots: [slot({ timeSlot: 'morning', status: 'booked', override: null })] });
    const [despiteOverride] = slotCells({ slots: [slot({ timeSlot: 'morning', status: 'booked', override: 'available' })] });
    expect(fromTemplate!.kind).toBe('taken');
    expect(despiteOverride!.kind).toBe('taken');
    expect(cellActionLabel(fromTemplate!)).toBe('Morning (6:00-10:00 AM): booked by a customer');
  });

  test('a slot the admin closed cycles back to available', () => {
    const [cell] = slotCells({ slots: [slot({ timeSlot: 'morning', status: 'booked', override: 'booked' })] });
    expect(cell).toMatchObject({ kind: 'open', status: 'booked', next: 'available' });
    expect(cellActionLabel(cell!)).toBe('Morning (6:00-10:00 AM): Booked. Change to available');
  });
});

describe('refusedCycle', () => {
  test('is null when the server kept the asked status', () => {
    expect(refusedCycle('limited', { slots: [slot({ timeSlot: 'morning', status: 'limited' })] }, 'morning')).toBeNull();
    expect(refusedCycle('booked', { slots: [] }, 'full-day')).toBeNull();
  });

  test('says a booking holds the slot when the server answered booked anyway', () => {
    expect(
      refusedCycle('available', { slots: [slot({ timeSlot: 'afternoon', status: 'booked', override: 'available' })] }, 'afternoon'),
    ).toBe('Afternoon (1:00-5:00 PM) is taken by a booking, so it stays booked.');
  });
});

describe('dates', () => {
  test('read the calendar date itself, whatever the time zone', () => {
    expect(shortDateLabel('2026-11-24')).toBe('Tue, Nov 24');
    expect(shortDateLabel('2027-01-03')).toBe('Sun, Jan 3');
  });

  test('the calendar puts each date under its weekday, Monday first, and pads the weeks', () => {
    const days = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'].map((date) => ({ date }));
    const weeks = calendarWeeks(days);
    expect(weeks).toHaveLength(2);
    expect(weeks[0]!.map((d) => d?.date ?? null)).toEqual([null, null, null, '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(weeks[1]!.map((d) => d?.date ?? null)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(calendarWeeks([])).toEqual([]);
  });

  test('14 days starting on a Monday fill exactly two weeks', () => {
    const days = datesFrom('2026-11-23', 14).map((date) => ({ date }));
    expect(calendarWeeks(days).map((w) => w.filter(Boolean).length)).toEqual([7, 7]);
  });
});

describe('the weekly template draft', () => {
  test('switching a slot on keeps the display order; switching off removes it', () => {
    const on = toggleTemplateSlot(WEEK, 'saturday', 'morning', true);
    expect(on.saturday).toEqual(['morning', 'full-day']);
    expect(toggleTemplateSlot(on, 'saturday', 'full-day', false).saturday).toEqual(['morning']);
    expect(WEEK.saturday).toEqual(['full-day']);
  });

  test('sameTemplate compares every day', () => {
    expect(sameTemplate(WEEK, { ...WEEK })).toBe(true);
    expect(sameTemplate(WEEK, { ...WEEK, sunday: [] })).toBe(false);
  });

  test("the server's field errors map to their weekday", () => {
    expect(templateErrorsOf({ 'days.monday': 'List the slots', other: 'x', 'days.sunday': 3 })).toEqual({ monday: 'List the slots' });
    expect(templateErrorsOf(undefined)).toEqual({});
  });
});
