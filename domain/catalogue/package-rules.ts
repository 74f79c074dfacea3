import { isTimeSlot } from '../availability/slot-windows';
import { TIME_SLOTS, TimeSlot } from '../bookings/booking-rules';
import { DomainError } from '../shared/decider';

/**
 * Package rules and messages (docs/product/content.md). The server's DTO and the admin form both
 * read these; nothing restates them.
 */
export const PACKAGE_LIMITS = {
  nameMax: 80,
  durationMax: 40,
  descriptionMax: 2000,
  featureMax: 200,
  featuresMax: 20,
  /** Whole CAD per person; the ceiling only catches a typo of extra zeros. */
  priceMax: 100_000,
} as const;

export const PACKAGE_MESSAGES = {
  name: 'Package name is required',
  price: 'Price must be a whole number of dollars per person, more than 0',
  duration: 'Duration is required (for example: 4 hours)',
  description: 'Description is required',
  features: 'List at least one feature, one per line',
  featured: 'Featured must be true or false',
  timeSlots: 'Choose at least one time the package runs in: Morning, Afternoon or Full day',
  timeSlotUnknown: 'Times must be morning, afternoon or full-day',
  notFound: 'Package not found',
  nameTaken: 'A package with this name already exists',
  /** To a visitor who asks for a slot the package does not run in, naming the ones it does. */
  notInSlot: (name: string, timeSlots: readonly TimeSlot[]) =>
    `${runsInSentence(name, timeSlots)} ${new Set(timeSlots).size === 1 ? 'Please choose that time.' : 'Please choose one of those times.'}`,
  inUse: (upcoming: number) =>
    `This package has ${upcoming} upcoming ${upcoming === 1 ? 'booking' : 'bookings'}. Move or cancel ${upcoming === 1 ? 'it' : 'them'} before deleting the package.`,
} as const;

/** How the admin's slot choice names each slot. */
export const PACKAGE_SLOT_LABELS: Readonly<Record<TimeSlot, string>> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  'full-day': 'Full day',
};

/**
 * What a package runs in when nobody said: every slot. A package created before packages named
 * their slots, or through a client that does not send them, stays bookable as it always was.
 */
export const ALL_TIME_SLOTS: readonly TimeSlot[] = TIME_SLOTS;

/** At least one slot, each a booking time slot: a package nobody can book is a mistake. */
export function isValidTimeSlots(slots: readonly unknown[]): slots is readonly TimeSlot[] {
  return slots.length > 0 && slots.every(isTimeSlot);
}

export function runsInSlot(pkg: { readonly timeSlots: readonly TimeSlot[] }, slot: TimeSlot): boolean {
  return pkg.timeSlots.includes(slot);
}

/** "Half-Day Adventure runs in the morning or the afternoon.": the slots named in prose, in slot order. */
export function runsInSentence(name: string, timeSlots: readonly TimeSlot[]): string {
  const slots = TIME_SLOTS.filter((slot) => timeSlots.includes(slot));
  const halfDays = slots.filter((slot) => slot !== 'full-day').map((slot) => (slot === 'morning' ? 'the morning' : 'the afternoon'));
  const ways = [...(halfDays.length > 0 ? [`in ${halfDays.join(' or ')}`] : []), ...(slots.includes('full-day') ? ['as a full day'] : [])];
  return `${name} runs ${ways.join(', or ')}.`;
}

/** Features are entered one per line; blank lines are dropped and each line trimmed. */
export function parseFeatures(input: string | readonly string[]): string[] {
  const lines = typeof input === 'string' ? input.split(/\r?\n/) : input.flatMap((item) => item.split(/\r?\n/));
  return lines.map((line) => line.trim()).filter((line) => line.length > 0);
}

export function isValidPrice(price: number): boolean {
  return Number.isInteger(price) && price > 0 && price <= PACKAGE_LIMITS.priceMax;
}

export class PackageNotFoundError extends DomainError {
  constructor() {
    super('package-not-found', PACKAGE_MESSAGES.notFound);
  }
}

export class PackageNameTakenError extends DomainError {
  constructor() {
    super('package-name-conflict', PACKAGE_MESSAGES.nameTaken);
  }
}

export class PackageInUseError extends DomainError {
  constructor(readonly upcomingBookings: number) {
    super('package-in-use-conflict', PACKAGE_MESSAGES.inUse(upcomingBookings));
  }
}
