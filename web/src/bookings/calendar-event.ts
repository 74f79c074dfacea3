import { SLOT_WINDOWS } from '../../../domain/availability/slot-windows';
import { instantOnLake } from '../../../domain/shared/calendar';
import type { ConfirmedBooking } from './booking-api';
import { partyLabel } from './price-format';
import { BOOKING_REFERENCE_LABEL } from '../../../domain/bookings/booking-reference-rules';

/*
 * The confirmation dialog's 'Add to Calendar': a Google Calendar link and an
 * iCalendar (.ics) file for the trip, with the slot's window on the lake's clock (instantOnLake)
 * written in UTC, and the lake as the location. Pure; loaded with the confirmation dialog only.
 */

export const TRIP_LOCATION = 'Wabamun Lake, Alberta';

/** What the event is made of: the confirmed booking, as the server answered it. */
export type TripBooking = Pick<ConfirmedBooking, 'id' | 'package' | 'date' | 'time' | 'people' | 'kidsCount'> &
  Partial<Pick<ConfirmedBooking, 'reference'>>;

export interface TripEvent {
  readonly uid: string;
  readonly title: string;
  readonly start: Date;
  readonly end: Date;
  readonly location: string;
  readonly details: string;
}

/** The calendar event of a booked trip; `business` names the organiser and the phone to call. */
export function tripEvent(booking: TripBooking, business: { readonly name: string; readonly phone: string }): TripEvent {
  const window = SLOT_WINDOWS[booking.time];
  return {
    uid: `booking-${booking.id}@wabamun-lake-fishing-tours`,
    title: `Fishing trip: ${booking.package} (${business.name})`,
    start: instantOnLake(booking.date, window.start),
    end: instantOnLake(booking.date, window.end),
    location: TRIP_LOCATION,
    details: [
      `${booking.package}, ${window.label}, ${partyLabel(booking.people, booking.kidsCount)}.`,
      // What the customer quotes when they call about the trip, at hand in their calendar.
      ...(booking.reference ? [`${BOOKING_REFERENCE_LABEL}: ${booking.reference}`] : []),
      'Your guide will be in touch with the meeting point; an SMS reminder comes 24 hours before the trip.',
      'Bring your Alberta fishing licence (required from age 16).',
      `Questions: ${business.phone}`,
    ].join('\n'),
  };
}

/** An instant as iCalendar and Google write UTC: 2026-12-05T12:00:00Z → '20261205T120000Z'. */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Google Calendar's "create event" page, prefilled. */
export function googleCalendarLink(event: TripEvent): string {
  const param = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;
  return [
    'https://calendar.google.com/calendar/render?action=TEMPLATE',
    param('text', event.title),
    // The two stamps hold only digits, 'T' and 'Z'; the slash between them stays as Google expects.
    `dates=${utcStamp(event.start)}/${utcStamp(event.end)}`,
    param('location', event.location),
    param('details', event.details),
  ].join('&');
}

/** RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks as '\n'. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 folds lines longer than 75 octets: CRLF and a space, never inside a character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The .ics file of one event; `now` is its DTSTAMP. Lines end in CRLF, as the format requires. */
export function icsCalendar(event: TripEvent, now: Date, organiser: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(organiser)}//Trip booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.details)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** 'fishing-trip-2026-12-05.ics'. */
export function icsFileName(booking: Pick<TripBooking, 'date'>): string {
  return `fishing-trip-${booking.date}.ics`;
}

/** Browser only: saves the .ics file through a temporary link. */
export function downloadIcs(contents: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
