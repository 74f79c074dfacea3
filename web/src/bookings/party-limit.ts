import { PARTY_LIMITS } from '../../../domain/bookings/booking-rules';
import { CAPACITY_MESSAGES } from '../../../domain/catalogue/package-capacity';

/** Party sizes the site takes at most: 1 to 12 (the booking form's select, before any package limit). */
const ALL_SIZES: readonly number[] = Array.from(
  { length: PARTY_LIMITS.maxPeople - PARTY_LIMITS.minPeople + 1 },
  (_, i) => PARTY_LIMITS.minPeople + i,
);

/** The largest party the chosen package takes (domain/catalogue/package-capacity.ts). */
export interface PartyLimit {
  readonly packageName: string;
  readonly maxPeople: number;
}

/**
 * The limit of the package named `name` in `packages`, or null when none is chosen or it is not
 * in the list (the site's own ceiling applies; the server judges the package it sells).
 */
export function partyLimitOf(
  packages: readonly { name: string; maxPeople?: number }[] | null | undefined,
  name: string,
): PartyLimit | null {
  const found = Array.isArray(packages) ? packages.find((p) => p.name === name) : undefined;
  if (!found || typeof found.maxPeople !== 'number' || found.maxPeople >= PARTY_LIMITS.maxPeople) return null;
  return { packageName: found.name, maxPeople: found.maxPeople };
}

/** The message under the people field when the party is larger than the package takes, else undefined. */
export function partyTooLarge(people: number | null, limit: PartyLimit | null): string | undefined {
  return limit && people !== null && people > limit.maxPeople
    ? CAPACITY_MESSAGES.partyTooLarge(limit.packageName, limit.maxPeople)
    : undefined;
}

/**
 * The party sizes the select offers: up to the package's limit, plus the size already chosen when
 * it is larger (chosen before the package was), so the select still shows it beside its message.
 */
export function peopleOptionsFor(limit: PartyLimit | null, people: number | null): number[] {
  const fitting = ALL_SIZES.filter((n) => !limit || n <= limit.maxPeople);
  return people !== null && ALL_SIZES.includes(people) && !fitting.includes(people) ? [...fitting, people] : fitting;
}
