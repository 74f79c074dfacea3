import { expect } from '@jest/globals';

export interface ParsedEvent {
  readonly [name: string]: string;
}

/** A text value read back (RFC 5545 section 3.3.11): `\n`, `\,`, `\;` and `\\`. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/**
 * Reads an iCalendar document as a calendar app does, and checks its form on the way: CRLF line
 * ends only, no line over 75 octets, folds undone. Returns the calendar's own properties and each
 * VEVENT's, by property name (parameters left on the name: `REFRESH-INTERVAL;VALUE=DURATION`).
 */
export function parseCalendar(document: string): { calendar: Record<string, string>; events: ParsedEvent[] } {
  expect(document.endsWith('\r\n')).toBe(true);
  expect(document.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = document.slice(0, -2).split('\r\n');
  for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines = document
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines[lines.length - 1]).toBe('END:VCALENDAR');
  const calendar: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let event: Record<string, string> | undefined;
  for (const line of lines.slice(1, -1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (line === 'BEGIN:VEVENT') event = {};
    else if (line === 'END:VEVENT') {
      events.push(event!);
      event = undefined;
    } else (event ?? calendar)[name] = value;
  }
  return { calendar, events };
}
