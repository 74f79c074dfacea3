import { BookingDetails } from '../../domain/bookings/booking';

/** The i-th of a varied, valid set of booking details (packages, dates, slots, party sizes). */
export function sampleBookingDetails(i: number): BookingDetails {
  return {
    package: ['Half-Day Adventure', 'Full-Day Adventure', 'Trophy Hunter'][i % 3]!,
    // A date of its own for each sample: every booking takes its slot, so two on one slot would clash.
    date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    // Each package in a slot it runs in: Half-Day in the morning or afternoon, the others all day.
    time: i % 3 === 0 ? (i % 2 === 0 ? 'morning' : 'afternoon') : 'full-day',
    name: `Angler ${i}`,
    email: `angler${i}@example.com`,
    phone: `780555${String(1000 + (i % 9000))}`,
    people: (i % 12) + 1,
    hasKids: i % 12 > 1,
    kidsCount: i % 12 > 1 ? 1 : 0,
  };
}
