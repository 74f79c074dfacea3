import { describe, expect, test } from '@jest/globals';
import { SlotStatus } from './availability-rules';
import { calendarAvailability, dateStatus, dayAvailability, slotSummary } from './day-availability';
import { TimeSlot } from './slot-windows';
import { DEFAULT_WEEKLY_TEMPLATE, WeeklyTemplate } from './weekly-template';

const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';

type Override = { timeSlot: TimeSlot; status: SlotStatus };
const day = (date: string, overrides: Override[] = [], taken: TimeSlot[] = [], template: WeeklyTemplate = DEFAULT_WEEKLY_TEMPLATE) =>
  dayAvailability({ date, template, overrides, taken });
const slotStatuses = (d: ReturnType<typeof day>) => Object.fromEntries(d.slots.map((s) => [s.timeSlot, s.status]));

describe('availability of one date', () => {
  test.each<[string, string, Override[], TimeSlot[], Record<string, SlotStatus>, SlotStatus, string]>([
    // name, date, overrides, taken, slot statuses, date status, summary
    ['weekday, template only', MONDAY, [], [], { morning: 'available', afternoon: 'available' }, 'available', 'Morning & Afternoon'],
    ['weekend, template only', SATURDAY, [], [], { 'full-day': 'available' }, 'available', 'Full Day'],
    [
      'morning closed by the admin',
      MONDAY,
      [{ timeSlot: 'morning', status: 'booked' }],
      [],
      { morning: 'booked', afternoon: 'available' },
      'limited',
      'Afternoon Only',
    ],
    [
      'afternoon closed by the admin',
      MONDAY,
      [{ timeSlot: 'afternoon', status: 'booked' }],
      [],
      { morning: 'available', afternoon: 'booked' },
      'limited',
      'Morning Only',
    ],
    [
      'both closed',
      MONDAY,
      [
        { timeSlot: 'morning', status: 'booked' },
        { timeSlot: 'afternoon', status: 'booked' },
      ],
      [],
      { morning: 'booked', afternoon: 'booked' },
      'booked',
      'Fully Booked',
    ],
    [
      'a limited slot keeps the date limited and bookable',
      MONDAY,
      [{ timeSlot: 'morning', status: 'limited' }],
      [],
      { morning: 'limited', afternoon: 'available' },
      'limited',
      'Morning & Afternoon',
    ],
    ['every slot limited', SATURDAY, [{ timeSlot: 'full-day', status: 'limited' }], [], { 'full-day': 'limited' }, 'limited', 'Full Day'],
    [
      'an override of available changes nothing on an offered slot',
      MONDAY,
      [{ timeSlot: 'morning', status: 'available' }],
      [],
      { morning: 'available', afternoon: 'available' },
      'available',
      'Morning & Afternoon',
    ],
    [
      'the admin opens the full day on a weekday',
      MONDAY,
      [{ timeSlot: 'full-day', status: 'available' }],
      [],
      { morning: 'available', afternoon: 'available', 'full-day': 'available' },
      'available',
      'Morning, Afternoon & Full Day',
    ],
    [
      'the admin opens a limited morning on a Saturday',
      SATURDAY,
      [{ timeSlot: 'morning', status: 'limited' }],
      [],
      { morning: 'limited', 'full-day': 'available' },
      'limited',
      'Morning & Full Day',
    ],
    [
      'an override of booked opens nothing',
      MONDAY,
      [{ timeSlot: 'full-day', status: 'booked' }],
      [],
      { morning: 'available', afternoon: 'available' },
      'available',
      'Morning & Afternoon',
    ],
    ['a booked weekend full day', SATURDAY, [], ['full-day'], { 'full-day': 'booked' }, 'booked', 'Fully Booked'],
    [
      'a booked morning leaves the afternoon',
      MONDAY,
      [],
      ['morning'],
      { morning: 'booked', afternoon: 'available' },
      'limited',
      'Afternoon Only',
    ],
    [
      'a booked afternoon leaves the morning',
      MONDAY,
      [],
      ['afternoon'],
      { morning: 'available', afternoon: 'booked' },
      'limited',
      'Morning Only',
    ],
    [
      'a booked morning also takes the opened full day (overlap)',
      MONDAY,
      [{ timeSlot: 'full-day', status: 'available' }],
      ['morning'],
      { morning: 'booked', afternoon: 'available', 'full-day': 'booked' },
      'limited',
      'Afternoon Only',
    ],
    [
      'a booked afternoon also takes the opened full day (overlap)',
      MONDAY,
      [{ timeSlot: 'full-day', status: 'available' }],
      ['afternoon'],
      { morning: 'available', afternoon: 'booked', 'full-day': 'booked' },
      'limited',
      'Morning Only',
    ],
    [
      'a booked full day takes morning and afternoon',
      MONDAY,
      [{ timeSlot: 'full-day', status: 'available' }],
      ['full-day'],
      { morning: 'booked', afternoon: 'booked', 'full-day': 'booked' },
      'booked',
      'Fully Booked',
    ],
    [
      'a booking on a slot no longer offered still blocks what it overlaps',
      MONDAY,
      [],
      ['full-day'],
      { morning: 'booked', afternoon: 'booked' },
      'booked',
      'Fully Booked',
    ],
    ['a Saturday morning booking takes the full day', SATURDAY, [], ['morning'], { 'full-day': 'booked' }, 'booked', 'Fully Booked'],
    [
      'a booking beats the admin saying available',
      MONDAY,
      [{ timeSlot: 'morning', status: 'available' }],
      ['morning'],
      { morning: 'booked', afternoon: 'available' },
      'limited',
      'Afternoon Only',
    ],
    [
      'a booking beats the admin saying limited',
      SATURDAY,
      [{ timeSlot: 'full-day', status: 'limited' }],
      ['full-day'],
      { 'full-day': 'booked' },
      'booked',
      'Fully Booked',
    ],
  ])('%s', (_name, date, overrides, taken, slots, status, summary) => {
    const result = day(date, overrides, taken);
    expect(slotStatuses(result)).toEqual(slots);
    expect(result.status).toBe(status);
    expect(result.timeSlots).toBe(summary);
    expect(result).toMatchObject({ id: date, date });
  });

  test('slots come in display order with their window labels and the override that applies', () => {
    const result = day(MONDAY, [
      { timeSlot: 'full-day', status: 'limited' },
      { timeSlot: 'morning', status: 'booked' },
    ]);
    expect(result.slots).toEqual([
      { timeSlot: 'morning', status: 'booked', label: 'Morning (6:00-10:00 AM)', override: 'booked' },
      { timeSlot: 'afternoon', status: 'available', label: 'Afternoon (1:00-5:00 PM)', override: null },
      { timeSlot: 'full-day', status: 'limited', label: 'Full Day (6:00 AM-2:00 PM)', override: 'limited' },
    ]);
  });

  test('a day the template leaves empty is booked, with nothing to book', () => {
    const closedSundays: WeeklyTemplate = { ...DEFAULT_WEEKLY_TEMPLATE, sunday: [] };
    expect(day('2026-11-29', [], [], closedSundays)).toMatchObject({ status: 'booked', timeSlots: 'Fully Booked', slots: [] });
    expect(day('2026-11-29', [{ timeSlot: 'morning', status: 'available' }], [], closedSundays)).toMatchObject({
      status: 'available',
      timeSlots: 'Morning Only',
    });
  });

  test('the weekday comes from the calendar date itself, whatever the time zone of the server', () => {
    // 2026-03-08: clocks change in Edmonton; 2024-02-29: a leap day (Thursday).
    expect(day('2026-03-08').timeSlots).toBe('Full Day');
    expect(day('2024-02-29').timeSlots).toBe('Morning & Afternoon');
  });
});

describe('date status', () => {
  const s = (...statuses: SlotStatus[]) => statuses.map((status) => ({ status }));
  test.each<[ReturnType<typeof s>, SlotStatus]>([
    [s(), 'booked'],
    [s('available'), 'available'],
    [s('available', 'available'), 'available'],
    [s('available', 'limited'), 'limited'],
    [s('limited', 'limited'), 'limited'],
    [s('available', 'booked'), 'limited'],
    [s('limited', 'booked'), 'limited'],
    [s('booked', 'booked'), 'booked'],
  ])('%j -> %s', (slots, expected) => {
    expect(dateStatus(slots)).toBe(expected);
  });
});

describe('summary of the bookable slots', () => {
  test.each<[TimeSlot[], string]>([
    [[], 'Fully Booked'],
    [['morning'], 'Morning Only'],
    [['afternoon'], 'Afternoon Only'],
    [['full-day'], 'Full Day'],
    [['morning', 'afternoon'], 'Morning & Afternoon'],
    [['afternoon', 'morning'], 'Morning & Afternoon'],
    [['morning', 'full-day'], 'Morning & Full Day'],
    [['afternoon', 'full-day'], 'Afternoon & Full Day'],
    [['full-day', 'afternoon', 'morning'], 'Morning, Afternoon & Full Day'],
  ])('%j -> %s', (slots, expected) => {
    expect(slotSummary(slots)).toBe(expected);
  });
});

describe('a calendar of dates', () => {
  test('each date gets only its own overrides and bookings', () => {
    const days = calendarAvailability(
      [MONDAY, '2026-11-24', SATURDAY],
      DEFAULT_WEEKLY_TEMPLATE,
      [{ date: '2026-11-24', timeSlot: 'afternoon', status: 'booked' }],
      [
        { date: SATURDAY, timeSlot: 'full-day' },
        { date: '2026-12-05', timeSlot: 'full-day' },
      ],
    );
    expect(days.map((d) => [d.date, d.status, d.timeSlots])).toEqual([
      [MONDAY, 'available', 'Morning & Afternoon'],
      ['2026-11-24', 'limited', 'Morning Only'],
      [SATURDAY, 'booked', 'Fully Booked'],
    ]);
  });
});

describe("today's slots once their trip has begun", () => {
  const statuses = (minutes: number, date = MONDAY) =>
    slotStatuses(dayAvailability({ date, template: DEFAULT_WEEKLY_TEMPLATE, overrides: [], taken: [], now: { today: MONDAY, minutes } }));

  test('are no longer offered: the morning from its start, the afternoon from its own', () => {
    expect(statuses(5 * 60 + 59)).toEqual({ morning: 'available', afternoon: 'available' });
    expect(statuses(6 * 60)).toEqual({ morning: 'booked', afternoon: 'available' });
    expect(statuses(23 * 60)).toEqual({ morning: 'booked', afternoon: 'booked' });
  });

  test('tomorrow is untouched, and a past date offers nothing', () => {
    expect(statuses(23 * 60, '2026-11-24')).toEqual({ morning: 'available', afternoon: 'available' });
    expect(statuses(0, '2026-11-16')).toEqual({ morning: 'booked', afternoon: 'booked' });
  });
});
