import { PARTY_LIMITS } from '../bookings/booking-rules';

/**
 * How many people a package takes, and how its trips are sold. The server's package DTO, the admin
 * form, the booking form, the quote, the phone booking and the chat all read these; nothing
 * restates them.
 *
 * - 'private': a private charter, one party per slot (the boat is theirs), as every trip was sold
 *   before packages said otherwise;
 * - 'seats': sold per seat, several parties of the same package share the boat of a slot until its
 *   `boatCapacity` seats are sold (domain/availability/slot-seats.ts decides who fits).
 */
export const PACKAGE_SALES = ['private', 'seats'] as const;
export type PackageSale = (typeof PACKAGE_SALES)[number];

export const CAPACITY_LIMITS = {
  /** The largest party one booking may ever have (PARTY_LIMITS.maxPeople): a package may only take fewer. */
  maxPeopleCeiling: PARTY_LIMITS.maxPeople,
  /** What a package takes when nobody said: the site's own ceiling, as before packages had a limit. */
  defaultMaxPeople: PARTY_LIMITS.maxPeople,
  /** Seats in one slot; the ceiling only catches a typo of extra digits. */
  boatCapacityMax: 100,
} as const;

export const CAPACITY_MESSAGES = {
  maxPeople: `Largest party must be a whole number from ${PARTY_LIMITS.minPeople} to ${PARTY_LIMITS.maxPeople}`,
  sale: "Sold as must be 'private' (one party per trip) or 'seats' (parties share the boat)",
  boatCapacity: `Boat capacity must be a whole number of seats, at least the largest party and at most ${CAPACITY_LIMITS.boatCapacityMax}`,
  /** Under the booking form's people field, and the server's refusal of a party too large for the package. */
  partyTooLarge: (packageName: string, maxPeople: number) =>
    `${packageName} takes at most ${maxPeople} ${maxPeople === 1 ? 'person' : 'people'} per booking`,
} as const;

/** A package's capacity terms, as the package record keeps them. */
export interface PackageCapacity {
  readonly maxPeople: number;
  readonly sale: PackageSale;
  /** Seats per slot for a package sold per seat; null for a private charter. */
  readonly boatCapacity: number | null;
}

/** A package made before packages had these terms: a private charter for up to the site's ceiling. */
export const DEFAULT_CAPACITY: PackageCapacity = { maxPeople: CAPACITY_LIMITS.defaultMaxPeople, sale: 'private', boatCapacity: null };

export function isValidMaxPeople(maxPeople: unknown): maxPeople is number {
  return (
    Number.isInteger(maxPeople) &&
    (maxPeople as number) >= PARTY_LIMITS.minPeople &&
    (maxPeople as number) <= CAPACITY_LIMITS.maxPeopleCeiling
  );
}

export function isPackageSale(value: unknown): value is PackageSale {
  return typeof value === 'string' && (PACKAGE_SALES as readonly string[]).includes(value);
}

/** A boat sold per seat holds at least one whole party of the package, and a private charter states no seats. */
export function isValidBoatCapacity(sale: PackageSale, boatCapacity: unknown, maxPeople: number): boolean {
  if (sale === 'private') return boatCapacity === null || boatCapacity === undefined;
  return (
    Number.isInteger(boatCapacity) && (boatCapacity as number) >= maxPeople && (boatCapacity as number) <= CAPACITY_LIMITS.boatCapacityMax
  );
}

/** The field whose message says what is wrong with a package's capacity terms, or null when they hold. */
export function capacityProblem(capacity: {
  maxPeople: unknown;
  sale: unknown;
  boatCapacity: unknown;
}): { field: 'maxPeople' | 'sale' | 'boatCapacity'; message: string } | null {
  if (!isValidMaxPeople(capacity.maxPeople)) return { field: 'maxPeople', message: CAPACITY_MESSAGES.maxPeople };
  if (!isPackageSale(capacity.sale)) return { field: 'sale', message: CAPACITY_MESSAGES.sale };
  if (!isValidBoatCapacity(capacity.sale, capacity.boatCapacity, capacity.maxPeople))
    return { field: 'boatCapacity', message: CAPACITY_MESSAGES.boatCapacity };
  return null;
}

/** Whether a party of `people` may book the package (the site's own party rules apply besides). */
export function takesParty(pkg: { readonly maxPeople: number }, people: number): boolean {
  return people <= pkg.maxPeople;
}

/**
 * The guides' wording for a boat of two ("Two anglers per guide"): a package that promises it takes
 * at most two people. The migration that gave packages a limit reads existing packages this way.
 */
export const TWO_ANGLERS_TEXT = 'two anglers per guide';

export function promisesTwoAnglers(texts: readonly string[]): boolean {
  return texts.some((text) => text.toLowerCase().includes(TWO_ANGLERS_TEXT));
}
