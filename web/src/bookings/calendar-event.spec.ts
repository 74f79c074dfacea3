import { describe, expect, test } from '@jest/globals';
import { escapeIcsText, foldIcsLine, googleCalendarLink, icsCalendar, icsFileName, tripEvent, utcStamp } from './calendar-event';

const business = { name: 'Wabamun Lake Fishing Tours', phone: '(780) 555-0142' };
const booking = { id: 'b-123', package: 'Full-Day Adventure', date: '2026-12-05', time: 'full-day' as const, people: 3, kidsCount: 1 };

describe('the trip as a calendar event', () => {
  test("the slot's window on the lake's clock, in UTC: a December full day is 12:00Z-20:00Z (Alberta keeps UTC-6 all year now)", () => {
    const event = tripEvent(booking, business);
    expect(event.start.toISOString()).toBe('2026-12-05T12:00:00.000Z');
    expect(event.end.toISOString()).toBe('2026-12-05T20:00:00.000Z');
    expect(event.location).toBe('Wabamun Lake, Alberta');
    expect(event.title).toBe('Fishing trip: Full-Day Adventure (Wabamun Lake Fishing Tours)');
  });

  test('summer trips follow daylight saving (MDT): a July morning is 12:00Z-16:00Z, an afternoon 19:00Z-23:00Z', () => {
    const morning = tripEvent({ ...booking, date: '2026-07-14', time: 'morning' }, business);
    expect([utcStamp(morning.start), utcStamp(morning.end)]).toEqual(['20260714T120000Z', '20260714T160000Z']);
    const afternoon = tripEvent({ ...booking, date: '2026-07-14', time: 'afternoon' }, business);
    expect([utcStamp(afternoon.start), utcStamp(afternoon.end)]).toEqual(['20260714T190000Z', '20260714T230000Z']);
  });
});

describe('Google Calendar link', () => {
  test('prefilled with title, UTC window, the lake and the details', () => {
    const link = googleCalendarLink(tripEvent(booking, business));
    expect(link.startsWith('https://calendar.google.com/calendar/render?action=TEMPLATE&text=')).toBe(true);
    expect(link).toContain('&dates=20261205T120000Z/20261205T200000Z&');
    const params = new URL(link).searchParams;
    expect(params.get('action')).toBe('TEMPLATE');
    expect(params.get('text')).toBe('Fishing trip: Full-Day Adventure (Wabamun Lake Fishing Tours)');
    expect(params.get('dates')).toBe('20261205T120000Z/20261205T200000Z');
    expect(params.get('location')).toBe('Wabamun Lake, Alberta');
    expect(params.get('details')).toContain('Full-Day Adventure, Full Day (6:00 AM-2:00 PM), 3 people (1 child 12 and under).');
    expect(params.get('details')).toContain('(780) 555-0142');
    expect(params.get('details')).not.toContain('Booking reference');
  });

  test("the booking's reference is in the details, to quote when calling about the trip", () => {
    const params = new URL(googleCalendarLink(tripEvent({ ...booking, reference: 'K7M2QX' }, business))).searchParams;
    expect(params.get('details')).toContain('Booking reference: K7M2QX');
  });
});

describe('.ics file', () => {
  const now = new Date('2026-11-23T15:04:05.678Z');
  const ics = icsCalendar(tripEvent(booking, business), now, business.name);

  test('one VEVENT with UID, DTSTAMP, DTSTART/DTEND in UTC, SUMMARY and LOCATION; CRLF line endings', () => {
    const lines = ics.split('\r\n');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Wabamun Lake Fishing Tours//Trip booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:booking-b-123@wabamun-lake-fishing-tours');
    expect(lines).toContain('DTSTAMP:20261123T150405Z');
    expect(lines).toContain('DTSTART:20261205T120000Z');
    expect(lines).toContain('DTEND:20261205T200000Z');
    expect(lines).toContain('SUMMARY:Fishing trip: Full-Day Adventure (Wabamun Lake Fishing Tours)');
    expect(lines).toContain('LOCATION:Wabamun Lake\\, Alberta');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  test('DESCRIPTION keeps its line breaks escaped, folded at 75 octets and unfolds to the original', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    const description = unfolded.split('\r\n').find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('3 people (1 child 12 and under).\\nYour guide');
    expect(description).toContain('Questions: (780) 555-0142');
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  test('text escaping: backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('folding never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const folded = foldIcsLine(line);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(foldIcsLine('SHORT:1')).toBe('SHORT:1');
  });

  test('file name carries the date', () => {
    expect(icsFileName(booking)).toBe('fishing-trip-2026-12-05.ics');
  });
});
