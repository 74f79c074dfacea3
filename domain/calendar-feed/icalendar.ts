/**
 * An iCalendar (RFC 5545) document as calendar apps read it: lines end in CRLF, a line longer than
 * 75 octets is folded (CRLF and one space) without splitting a UTF-8 character, and text values
 * escape backslash, semicolon, comma and new lines. Google and Apple Calendar subscribe to the
 * guide's feed (calendar-feed.ts builds its events); both refuse or garble a document that breaks
 * these rules, usually silently.
 */

/** One property line: `NAME;PARAM=x:value`, the value already in its iCalendar form. */
export interface CalendarProperty {
  readonly name: string;
  readonly value: string;
  readonly params?: Readonly<Record<string, string>>;
}

export interface CalendarComponent {
  readonly name: string;
  readonly properties: readonly CalendarProperty[];
  readonly components?: readonly CalendarComponent[];
}

export const CRLF = '\r\n';
/** RFC 5545 section 3.1: "Lines of text SHOULD NOT be longer than 75 octets, excluding the line break." */
export const MAX_LINE_OCTETS = 75;

/** A TEXT value (RFC 5545 section 3.3.11): backslash first, so the escapes it adds are not escaped again. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A UTC instant as DATE-TIME in UTC form: `20260601T120000Z`. */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * A content line folded at 75 octets: each continuation starts with one space, which counts in its
 * 75. Cuts fall between characters (a code point is never split, nor a surrogate pair).
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    const room = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function propertyLine(property: CalendarProperty): string {
  const params = Object.entries(property.params ?? {})
    .map(([key, value]) => `;${key}=${value}`)
    .join('');
  return foldLine(`${property.name}${params}:${property.value}`);
}

function componentLines(component: CalendarComponent): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties.map(propertyLine),
    ...(component.components ?? []).flatMap(componentLines),
    `END:${component.name}`,
  ];
}

/** The whole document: every line, the last one too, ends in CRLF. */
export function calendarDocument(calendar: CalendarComponent): string {
  return componentLines(calendar).join(CRLF) + CRLF;
}

/** A TEXT property (escaped). */
export const text = (name: string, value: string): CalendarProperty => ({ name, value: escapeText(value) });
