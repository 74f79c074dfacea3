import { BookingDetails } from '../../domain/bookings/booking';

/** The i-th of a varied, valid set of booking details (packages, dates, slots, party sizes). */
export function sampleBookingDetails(i: number): BookingDetails {
  const pkg = ['Half-Day Adventure', 'Full-Day Adventure', 'Trophy Hunter'][i % 3]!;
  // Trophy Hunter takes two anglers per guide (its maxPeople); the others up to the site's twelve.
  const people = pkg === 'Trophy Hunter' ? (i % 2) + 1 : (i % 12) + 1;
  return {
    package: pkg,
    // A date of its own for each sample: every booking takes its slot, so two on one slot would clash.
    date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    // Each package in a slot it runs in: Half-Day in the morning or afternoon, the others all day.
    time: i % 3 === 0 ? (i % 2 === 0 ? 'morning' : 'afternoon') : 'full-day',
    name: `Angler ${i}`,
    email: `angler${i}@example.com`,
    phone: `780555${String(1000 + (i % 9000))}`,
    people,
    hasKids: people > 2,
    kidsCount: people > 2 ? 1 : 0,
  };
}
