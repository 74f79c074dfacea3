import { describe, expect, test } from '@jest/globals';
import { calendarDocument, CRLF, escapeText, foldLine, utcDateTime } from './icalendar';

const octets = (s: string) => new TextEncoder().encode(s).length;
/** RFC 5545 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');

describe('iCalendar text', () => {
  test('escapes backslash, semicolon, comma and every kind of new line, backslash first', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('C:\\n')).toBe('C:\\\\n');
  });

  test('UTC instants drop their separators and milliseconds', () => {
    expect(utcDateTime(new Date('2026-06-01T12:00:00.123Z'))).toBe('20260601T120000Z');
  });

  test('a short line stays whole; a long one folds at 75 octets, continuations starting with a space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const long = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(long);
    const lines = folded.split(CRLF);
    expect(lines.length).toBe(3);
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(octets(lines[0]!)).toBe(75);
    expect(unfold(folded)).toBe(long);
  });

  test('folding never splits a multi-byte character', () => {
    const long = `SUMMARY:${'Ã©🎣·'.repeat(30)}`;
    const folded = foldLine(long);
    for (const line of folded.split(CRLF)) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(long);
  });

  test('a document ends every line, the last too, in CRLF and nests its components', () => {
    const doc = calendarDocument({
      name: 'VCALENDAR',
      properties: [{ name: 'VERSION', value: '2.0' }],
      components: [{ name: 'VEVENT', properties: [{ name: 'REFRESH-INTERVAL', params: { VALUE: 'DURATION' }, value: 'PT15M' }] }],
    });
    expect(doc).toBe(
      ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'REFRESH-INTERVAL;VALUE=DURATION:PT15M', 'END:VEVENT', 'END:VCALENDAR', ''].join(
        CRLF,
      ),
    );
    expect(doc.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
