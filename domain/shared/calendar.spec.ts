import { describe, expect, test } from '@jest/globals';
import { calendarDateOf, instantOnLake, isCalendarDate, minutesOfDayOf } from './calendar';

describe('calendarDateOf', () => {
  test.each([
    // Last winter the lake was on UTC-7: 06:30 UTC was still the evening before.
    ['2025-12-04T06:30:00Z', '2025-12-03'],
    ['2025-12-04T07:00:00Z', '2025-12-04'],
    // Since Alberta stopped changing clocks the lake stays on UTC-6, whatever the runtime's time-zone data says.
    ['2026-12-04T05:59:00Z', '2026-12-03'],
    ['2026-12-04T06:00:00Z', '2026-12-04'],
    // Summer time: UTC-6.
    ['2026-07-01T05:30:00Z', '2026-06-30'],
    ['2026-07-01T06:00:00Z', '2026-07-01'],
  ])('%s is %s on the lake', (instant, date) => {
    expect(calendarDateOf(new Date(instant))).toBe(date);
  });
});

describe('isCalendarDate', () => {
  test.each([
    ['2026-11-22', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['2026-11-22T10:00:00Z', false],
    ['', false],
  ])('%p is a calendar date: %p', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('minutesOfDayOf', () => {
  test.each([
    ['2025-12-04T13:00:00Z', 6 * 60], // 6:00 AM last winter (UTC-7)
    ['2026-07-01T12:30:00Z', 6 * 60 + 30], // 6:30 AM in summer (UTC-6)
    ['2026-12-04T12:00:00Z', 6 * 60], // 6:00 AM this winter: UTC-6 all year now
    ['2026-12-04T05:59:00Z', 23 * 60 + 59],
    ['2026-11-01T08:30:00Z', 2 * 60 + 30], // half an hour after clocks would have fallen back, they did not
  ])('%s is %i minutes into the day on the lake', (instant, minutes) => {
    expect(minutesOfDayOf(new Date(instant))).toBe(minutes);
  });
});

describe('instantOnLake', () => {
  test.each([
    ['2025-12-05', 6 * 60, '2025-12-05T13:00:00.000Z'], // last winter, UTC-7
    ['2026-07-04', 13 * 60, '2026-07-04T19:00:00.000Z'], // summer, UTC-6
    ['2026-03-08', 6 * 60, '2026-03-08T12:00:00.000Z'], // the morning clocks last sprang forward (at 2 AM): already UTC-6
    ['2026-11-01', 6 * 60, '2026-11-01T12:00:00.000Z'], // the morning clocks would have fallen back: still UTC-6
    ['2026-12-05', 6 * 60, '2026-12-05T12:00:00.000Z'], // this winter, UTC-6
    ['2027-03-14', 6 * 60, '2027-03-14T12:00:00.000Z'], // and no spring forward either
  ])('%s at minute %i is %s', (date, minutes, iso) => {
    expect(instantOnLake(date, minutes).toISOString()).toBe(iso);
  });

  test('asked again, the same instant, as a Date of its own: changing one answer changes no other', () => {
    const first = instantOnLake('2026-12-05', 6 * 60);
    first.setUTCHours(0);
    expect(instantOnLake('2026-12-05', 6 * 60).toISOString()).toBe('2026-12-05T12:00:00.000Z');
    expect(instantOnLake('2026-12-05', 6 * 60, 'America/Toronto').toISOString()).toBe('2026-12-05T11:00:00.000Z');
    expect(() => instantOnLake('2026-02-30', 0)).toThrow(RangeError);
  });
});

describe('a zone with a fixed offset, read without Intl', () => {
  // Every 97 minutes over five years, from 2026 (the lake's permanent time) on: each date and
  // minute of the day as Intl reads them in that zone.
  const instants = Array.from({ length: 27_000 }, (_, i) => new Date(Date.UTC(2026, 10, 1, 8) + i * 97 * 60_000));
  const intl = (zone: string) => ({
    date: new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    time: new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  });

  test.each(['Etc/GMT+6', 'Etc/GMT-9', 'UTC'])('%s: the same dates and minutes as Intl', (zone) => {
    const { date, time } = intl(zone);
    const byIntl = instants.map((instant) => {
      const [hours, minutes] = time.format(instant).split(':').map(Number) as [number, number];
      return `${date.format(instant)} ${hours * 60 + minutes}`;
    });
    expect(instants.map((instant) => `${calendarDateOf(instant, zone)} ${minutesOfDayOf(instant, zone)}`)).toEqual(byIntl);
  });

  test("the lake's trips start at the same instants as Intl's clock of UTC-6 says", () => {
    const { date, time } = intl('Etc/GMT+6');
    const days = [...new Set(instants.map((instant) => date.format(instant)))];
    expect(days.map((day) => `${date.format(instantOnLake(day, 6 * 60))} ${time.format(instantOnLake(day, 6 * 60))}`)).toEqual(
      days.map((day) => `${day} 06:00`),
    );
  });
});
