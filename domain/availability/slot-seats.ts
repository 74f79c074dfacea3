import type { PackageSale } from '../catalogue/package-capacity';
import { slotsOverlap, TimeSlot } from './slot-windows';

/**
 * Who shares a slot's boat (the slot-day aggregate decides with these; the calendars count with
 * them). A claim records the party it is for: its package's name, its seats (the party's size) and,
 * when the package is sold per seat, the boat's capacity in seats. A claim without a capacity is a
 * private charter: the boat is the party's, as every claim was before packages were sold per seat
 * (claims stored before then have none of these facts, and are private).
 *
 * Seat claims of the same package in the same slot share the boat while their seats add up to at
 * most its capacity; any other claim overlapping the slot (slotsOverlap: the guide has one boat)
 * keeps the slot to itself.
 */
export interface ClaimParty {
  readonly packageName: string;
  readonly seats: number;
  /** Seats in the boat when the package is sold per seat; null for a private charter. */
  readonly boatCapacity: number | null;
}

/** What a claim says about its party: absent on claims stored before parties were recorded. */
export interface ClaimSeats {
  readonly timeSlot: TimeSlot;
  readonly packageName?: string | null;
  readonly seats?: number | null;
  readonly boatCapacity?: number | null;
}

/** The party a booking of `pkg` for `people` claims a slot for, from its package's terms. */
export function claimPartyOf(
  pkg: { readonly name: string; readonly sale: PackageSale; readonly boatCapacity: number | null },
  people: number,
): ClaimParty {
  return { packageName: pkg.name, seats: people, boatCapacity: pkg.sale === 'seats' ? pkg.boatCapacity : null };
}

/** The facts a claim event records for a party, none for a party not stated (a private charter). */
export function seatFactsOf(party: ClaimParty | undefined): { packageName?: string; seats?: number; boatCapacity?: number } {
  if (!party) return {};
  return {
    packageName: party.packageName,
    seats: party.seats,
    ...(party.boatCapacity !== null ? { boatCapacity: party.boatCapacity } : {}),
  };
}

/** The party a stored claim records, if any. */
export function partyOfClaim(claim: ClaimSeats): ClaimParty | undefined {
  if (typeof claim.packageName !== 'string' || typeof claim.seats !== 'number') return undefined;
  return { packageName: claim.packageName, seats: claim.seats, boatCapacity: claim.boatCapacity ?? null };
}

function isSeatClaim(claim: ClaimSeats): claim is ClaimSeats & { packageName: string; seats: number; boatCapacity: number } {
  return typeof claim.packageName === 'string' && typeof claim.seats === 'number' && typeof claim.boatCapacity === 'number';
}

/** Another claim shares the boat with a seat party of `packageName` in `timeSlot` only as a seat claim of both. */
function sharesBoat(other: ClaimSeats, packageName: string, timeSlot: TimeSlot): boolean {
  return isSeatClaim(other) && other.packageName === packageName && other.timeSlot === timeSlot;
}

/**
 * Whether a claim on `timeSlot` for `party` fits beside `others`, the claims that still keep
 * anybody out (not the claimant's own). A private party (or one not stated) needs every
 * overlapping slot free; a seat party needs the overlapping claims to be seat claims of its package
 * in its slot, with room for its seats in a boat of the capacity it is sold at now.
 */
export function fitsBeside(timeSlot: TimeSlot, party: ClaimParty | undefined, others: readonly ClaimSeats[]): boolean {
  const overlapping = others.filter((other) => slotsOverlap(other.timeSlot, timeSlot));
  if (overlapping.length === 0) return true;
  if (!party || party.boatCapacity === null) return false;
  const { packageName, boatCapacity } = party;
  if (!overlapping.every((other) => sharesBoat(other, packageName, timeSlot))) return false;
  return seatsTaken(overlapping) + party.seats <= boatCapacity;
}

/**
 * The seats still for sale to parties of `pkg` in `timeSlot` of a day, given the claims that keep
 * anybody out that day: null for a private charter (it sells the whole boat or nothing); 0 when
 * another package's or a private party's claim overlaps the slot, or when the boat is full.
 * Whether the schedule offers the slot, and whether its trip has begun, is the caller's to say.
 */
export function seatsLeft(
  pkg: { readonly name: string; readonly sale: PackageSale; readonly boatCapacity: number | null },
  timeSlot: TimeSlot,
  claims: readonly ClaimSeats[],
): number | null {
  if (pkg.sale !== 'seats' || pkg.boatCapacity === null) return null;
  const overlapping = claims.filter((claim) => slotsOverlap(claim.timeSlot, timeSlot));
  if (!overlapping.every((claim) => sharesBoat(claim, pkg.name, timeSlot))) return 0;
  return Math.max(0, pkg.boatCapacity - seatsTaken(overlapping));
}

/**
 * Whether `timeSlot` can still take a party at all, whatever the package: free, or shared only by
 * seat claims of one package in that very slot with a seat left (of the smallest capacity they
 * were sold at, so a boat made smaller since is never shown with room it no longer has).
 */
export function hasRoom(timeSlot: TimeSlot, claims: readonly ClaimSeats[]): boolean {
  const overlapping = claims.filter((claim) => slotsOverlap(claim.timeSlot, timeSlot));
  if (overlapping.length === 0) return true;
  const [first] = overlapping;
  if (!first || !isSeatClaim(first) || !overlapping.every((claim) => sharesBoat(claim, first.packageName, timeSlot))) return false;
  const capacity = Math.min(...overlapping.map((claim) => claim.boatCapacity ?? 0));
  return seatsTaken(overlapping) < capacity;
}

function seatsTaken(claims: readonly ClaimSeats[]): number {
  return claims.reduce((sum, claim) => sum + (claim.seats ?? 0), 0);
}
