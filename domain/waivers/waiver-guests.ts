import { normalizedName } from './waiver-rules';

/** Who signed, as far as telling guests apart goes. */
export interface WaiverGuest {
  readonly firstName: string;
  readonly lastName: string;
  /** YYYY-MM-DD */
  readonly dateOfBirth: string;
}

/**
 * One key per person: the full name as names are compared (case, spacing and Unicode composition
 * aside: 'dana  WHITFORD' is Dana Whitford) and the date of birth. A guest who signs again, on
 * another phone or after a mistake, is still one guest; a parent and child of the same name are two.
 */
export function guestKeyOf(guest: WaiverGuest): string {
  return `${normalizedName(`${guest.firstName} ${guest.lastName}`)}|${guest.dateOfBirth}`;
}

/**
 * How many of a party have signed: the distinct guests among the waivers that stand (the caller
 * leaves voided ones out). Signatures are not guests: three from one guest leave the others unsigned.
 */
export function distinctGuests(signers: Iterable<WaiverGuest>): number {
  const keys = new Set<string>();
  for (const signer of signers) keys.add(guestKeyOf(signer));
  return keys.size;
}

/** The distinct guests per booking of rows that each name their booking. */
export function distinctGuestsByBooking(rows: Iterable<WaiverGuest & { readonly bookingId: string }>): Map<string, number> {
  const keys = new Map<string, Set<string>>();
  for (const row of rows) {
    const guests = keys.get(row.bookingId) ?? new Set<string>();
    guests.add(guestKeyOf(row));
    keys.set(row.bookingId, guests);
  }
  return new Map([...keys].map(([bookingId, guests]) => [bookingId, guests.size]));
}
