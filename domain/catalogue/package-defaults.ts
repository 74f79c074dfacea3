import type { TimeSlot } from '../bookings/booking-rules';
import type { PackageCapacity } from './package-capacity';

/**
 * The package set a new site starts with, and what visitors see if the packages call ever returns
 * nothing (Half-Day 249, Full-Day 399 and Trophy Hunter 599 a person). Every other place reads
 * packages from the server: the FAQ, the booking form, the payment dialog and the chat never
 * restate them. It stays in the domain, copy as it is, because the public site falls back on it and
 * browser code may import the domain, never application/. Durations match the trip slots: a morning
 * or afternoon trip is 4 hours, the full day 8 hours (6:00 AM-2:00 PM), so no package promises more
 * time than a slot holds.
 */
export interface PackageDefaults extends PackageCapacity {
  name: string;
  price: number;
  duration: string;
  description: string;
  features: string[];
  featured: boolean;
  /** The slots it is sold in: a half-day trip fits the morning or the afternoon, the others take the day. */
  timeSlots: readonly TimeSlot[];
}

export const DEFAULT_PACKAGES: readonly PackageDefaults[] = [
  {
    name: 'Half-Day Adventure',
    price: 249,
    duration: '4 hours',
    description: 'A morning or afternoon on Wabamun Lake for pike and perch: the right first trip for families and newer anglers.',
    features: [
      'Rods, tackle and bait included',
      'Morning (6-10 AM) or afternoon (1-5 PM)',
      'Life jackets for every size',
      'Fish cleaned and bagged on request',
    ],
    featured: false,
    timeSlots: ['morning', 'afternoon'],
    maxPeople: 12,
    sale: 'private',
    boatCapacity: null,
  },
  {
    name: 'Full-Day Adventure',
    price: 399,
    duration: '8 hours',
    description:
      'Six in the morning to two in the afternoon, following the fish from the weed edges to the deep breaks: pike, walleye and perch in one day.',
    features: [
      'Rods, tackle and bait included',
      'Shore lunch and drinks',
      'Walleye, pike and perch water in one trip',
      'Photos of your catch',
    ],
    featured: true,
    timeSlots: ['full-day'],
    maxPeople: 12,
    sale: 'private',
    boatCapacity: null,
  },
  {
    name: 'Trophy Hunter',
    price: 599,
    duration: '8 hours',
    description:
      'A full day spent on big northern pike: large baits, the lake’s best trophy structure and careful catch-and-release handling.',
    features: [
      'Heavy pike rods and large-bait tackle',
      'Rubber landing net and release tools',
      'Shore lunch and drinks',
      'Two anglers per guide for more time on the water',
    ],
    featured: false,
    timeSlots: ['full-day'],
    // Its features promise two anglers per guide (promisesTwoAnglers).
    maxPeople: 2,
    sale: 'private',
    boatCapacity: null,
  },
];
