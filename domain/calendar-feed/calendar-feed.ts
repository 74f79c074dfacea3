import { SLOT_WINDOWS, TimeSlot } from '../availability/slot-windows';
import { addDays, BUSINESS_TIME_ZONE, instantOnLake } from '../shared/calendar';
import { CalendarComponent, CalendarProperty, text, utcDateTime } from './icalendar';

/** A confirmed trip as the guide's calendar shows it (one VEVENT). */
export interface FeedTrip {
  readonly bookingId: string;
  /** The short reference staff and guests quote (domain/bookings/booking-reference-rules.ts); null until an old booking is given one. */
  readonly reference: string | null;
  readonly packageName: string;
  /** YYYY-MM-DD on the lake. */
  readonly date: string;
  readonly time: TimeSlot;
  /** Who booked. */
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly people: number;
  readonly kidsCount: number;
  readonly message: string | null;
  /** The party's names as far as they are known: the guests who signed a waiver (the booker may be one). */
  readonly signedNames: readonly string[];
  /** Distinct guests who signed a waiver that stands (domain/waivers/waiver-guests.ts). */
  readonly waiversSigned: number;
  /** The booking's stream version: it rises with every change, a move among them, so it is the event's SEQUENCE. */
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/**
 * How far back the feed reaches: the guide looks back at recent trips (who came, their phone) but a
 * calendar app re-reads the whole feed every refresh, so years of trips would only slow it.
 */
export const FEED_DAYS_BACK = 60;

/** The first trip date the feed lists on `today`. */
export function feedStartDate(today: string): string {
  return addDays(today, -FEED_DAYS_BACK);
}

/** How often calendar apps are asked to fetch the feed again (Google decides for itself; Apple and Outlook follow it). */
export const FEED_REFRESH = 'PT15M';

export interface FeedContext {
  /** The business's name, for the calendar's name. */
  readonly businessName: string;
  /** The site's public origin (`https://example.com`): the admin link, and the UIDs' domain. */
  readonly siteOrigin: string;
  /** When the feed was made: every event's DTSTAMP. */
  readonly now: Date;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Half-Day Adventure · 3 people · Jane Smith': what the guide reads in a week view. */
export function tripSummary(trip: FeedTrip): string {
  return `${trip.packageName} · ${plural(trip.people, 'person', 'people')} · ${trip.name}`;
}

/** 'Waivers missing: 2 of 3', or that every guest has signed. */
export function waiverLine(trip: FeedTrip): string {
  const missing = Math.max(0, trip.people - trip.waiversSigned);
  return missing === 0 ? `Waivers: all ${trip.people} signed` : `Waivers missing: ${missing} of ${trip.people}`;
}

/** The booking's detail in the dashboard: `/admin?booking=<id>` opens it (admin-web/src/bookings/booking-link.ts). */
export function adminBookingUrl(siteOrigin: string, bookingId: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}/admin?booking=${encodeURIComponent(bookingId)}`;
}

/** The event's body, one fact a line: what the guide needs on the dock without opening the dashboard. */
export function tripDescription(trip: FeedTrip, siteOrigin: string): string {
  const names = [trip.name, ...trip.signedNames.filter((n) => n.toLowerCase() !== trip.name.toLowerCase())];
  const party =
    trip.kidsCount > 0
      ? `${plural(trip.people, 'person', 'people')} (${plural(trip.kidsCount, 'child', 'children')})`
      : plural(trip.people, 'person', 'people');
  return [
    ...(trip.reference ? [`Booking reference: ${trip.reference}`] : []),
    `Package: ${trip.packageName}`,
    `Slot: ${SLOT_WINDOWS[trip.time].label}`,
    `Party: ${party}`,
    `Names: ${names.join(', ')}`,
    `Phone: ${trip.phone}`,
    `Email: ${trip.email}`,
    waiverLine(trip),
    ...(trip.message ? [`Special requests: ${trip.message}`] : []),
    `Booking: ${adminBookingUrl(siteOrigin, trip.bookingId)}`,
  ].join('\n');
}

/** The host of the origin, for UIDs (`<booking id>@host`), which stay the same for a booking whatever changes. */
function uidDomain(siteOrigin: string): string {
  const host = /^[a-z]+:\/\/([^/:]+)/i.exec(siteOrigin)?.[1];
  return host ?? 'localhost';
}

export function tripEvent(trip: FeedTrip, context: FeedContext): CalendarComponent {
  const window = SLOT_WINDOWS[trip.time];
  const properties: CalendarProperty[] = [
    { name: 'UID', value: `booking-${trip.bookingId}@${uidDomain(context.siteOrigin)}` },
    { name: 'DTSTAMP', value: utcDateTime(context.now) },
    // UTC instants of the slot's window on the lake's clock (domain/shared/calendar.ts): a TZID would
    // leave the hour to the app's own time-zone data, which may predate Alberta's end of clock changes.
    { name: 'DTSTART', value: utcDateTime(instantOnLake(trip.date, window.start)) },
    { name: 'DTEND', value: utcDateTime(instantOnLake(trip.date, window.end)) },
    { name: 'SEQUENCE', value: String(trip.version) },
    { name: 'CREATED', value: utcDateTime(trip.createdAt) },
    { name: 'LAST-MODIFIED', value: utcDateTime(trip.updatedAt) },
    text('SUMMARY', tripSummary(trip)),
    text('DESCRIPTION', tripDescription(trip, context.siteOrigin)),
    { name: 'URL', params: { VALUE: 'URI' }, value: adminBookingUrl(context.siteOrigin, trip.bookingId) },
    { name: 'STATUS', value: 'CONFIRMED' },
    { name: 'TRANSP', value: 'OPAQUE' },
  ];
  return { name: 'VEVENT', properties };
}

/** The whole calendar: the feed's headers and one event per trip, in date order. */
export function tripCalendar(trips: readonly FeedTrip[], context: FeedContext): CalendarComponent {
  const ordered = [...trips].sort((a, b) =>
    `${a.date} ${SLOT_WINDOWS[a.time].start}`.localeCompare(`${b.date} ${SLOT_WINDOWS[b.time].start}`),
  );
  return {
    name: 'VCALENDAR',
    properties: [
      { name: 'VERSION', value: '2.0' },
      text('PRODID', `-//${context.businessName}//Guide trips//EN`),
      { name: 'CALSCALE', value: 'GREGORIAN' },
      { name: 'METHOD', value: 'PUBLISH' },
      text('X-WR-CALNAME', `${context.businessName} trips`),
      { name: 'X-WR-TIMEZONE', value: BUSINESS_TIME_ZONE },
      { name: 'REFRESH-INTERVAL', params: { VALUE: 'DURATION' }, value: FEED_REFRESH },
      { name: 'X-PUBLISHED-TTL', value: FEED_REFRESH },
    ],
    components: ordered.map((trip) => tripEvent(trip, context)),
  };
}
