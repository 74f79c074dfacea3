import { describe, expect, test } from '@jest/globals';
import { FeedTrip, feedStartDate, tripCalendar, tripDescription, tripEvent, tripSummary, waiverLine } from './calendar-feed';

const trip: FeedTrip = {
  reference: 'K7M2QX',
  bookingId: '0b7c6a8e-1111-4222-8333-944455556666',
  packageName: 'Half-Day Adventure',
  date: '2026-07-02',
  time: 'afternoon',
  name: 'Jane Smith',
  phone: '(780) 555-0100',
  email: 'jane@example.com',
  people: 3,
  kidsCount: 1,
  message: 'Bring rods; two, please',
  signedNames: ['jane smith', 'Tom Smith'],
  waiversSigned: 1,
  version: 4,
  createdAt: new Date('2026-06-01T10:00:00Z'),
  updatedAt: new Date('2026-06-03T10:00:00Z'),
};
const context = {
  businessName: 'Wabamun Lake Fishing Tours',
  siteOrigin: 'https://fish.example.com/',
  now: new Date('2026-06-05T12:00:00Z'),
};
const valueOf = (props: readonly { name: string; value: string }[], name: string) => props.find((p) => p.name === name)?.value;

describe('the guide’s calendar feed', () => {
  test('a summary reads package, party and who booked', () => {
    expect(tripSummary(trip)).toBe('Half-Day Adventure · 3 people · Jane Smith');
    expect(tripSummary({ ...trip, people: 1 })).toBe('Half-Day Adventure · 1 person · Jane Smith');
  });

  test('the waiver line counts the guests still to sign', () => {
    expect(waiverLine(trip)).toBe('Waivers missing: 2 of 3');
    expect(waiverLine({ ...trip, waiversSigned: 3 })).toBe('Waivers: all 3 signed');
  });

  test('the description names the reference, the slot, the party (the booker once), the contact, the waivers and the requests', () => {
    expect(tripDescription(trip, context.siteOrigin).split('\n')).toEqual([
      'Booking reference: K7M2QX',
      'Package: Half-Day Adventure',
      'Slot: Afternoon (1:00-5:00 PM)',
      'Party: 3 people (1 child)',
      'Names: Jane Smith, Tom Smith',
      'Phone: (780) 555-0100',
      'Email: jane@example.com',
      'Waivers missing: 2 of 3',
      'Special requests: Bring rods; two, please',
      'Booking: https://fish.example.com/admin?booking=0b7c6a8e-1111-4222-8333-944455556666',
    ]);
  });

  test("the event runs in the slot's window on the lake's clock (summer: UTC-6), under a UID that is the booking's", () => {
    const event = tripEvent(trip, context);
    expect(valueOf(event.properties, 'DTSTART')).toBe('20260702T190000Z');
    expect(valueOf(event.properties, 'DTEND')).toBe('20260702T230000Z');
    expect(valueOf(event.properties, 'UID')).toBe('booking-0b7c6a8e-1111-4222-8333-944455556666@fish.example.com');
    expect(valueOf(event.properties, 'SEQUENCE')).toBe('4');
    expect(valueOf(event.properties, 'DTSTAMP')).toBe('20260605T120000Z');
    expect(valueOf(event.properties, 'LAST-MODIFIED')).toBe('20260603T100000Z');
    // The winter before Alberta stopped changing its clocks (domain/shared/calendar.ts): UTC-7; after it, UTC-6 all year.
    const winter = tripEvent({ ...trip, date: '2026-03-02', time: 'morning' }, context);
    expect(valueOf(winter.properties, 'DTSTART')).toBe('20260302T130000Z');
    const permanent = tripEvent({ ...trip, date: '2026-12-03', time: 'morning' }, context);
    expect(valueOf(permanent.properties, 'DTSTART')).toBe('20261203T120000Z');
  });

  test('trips are listed in date and start order; the feed starts 60 days back', () => {
    const later = { ...trip, bookingId: 'b', date: '2026-07-03', time: 'morning' as const };
    const morning = { ...trip, bookingId: 'c', time: 'morning' as const };
    const calendar = tripCalendar([later, trip, morning], context);
    expect(calendar.components!.map((e) => valueOf(e.properties, 'UID')!.split('@')[0])).toEqual([
      'booking-c',
      `booking-${trip.bookingId}`,
      'booking-b',
    ]);
    expect(feedStartDate('2026-03-01')).toBe('2025-12-31');
  });
});
