import { TimeSlot } from '../bookings/booking-rules';
import { tripStart } from '../bookings/refund-policy';

/**
 * The waitlist of a booked date (docs/product/self-service.md): a visitor asks for a slot that is
 * taken; when a place that fits them frees, it is held for them for a while and they are told,
 * first come first offered; an offer left unanswered passes to the next person.
 */
export const WAITLIST_MESSAGES = {
  notFound: 'Waitlist entry not found',
  duplicate: 'You are already on the waitlist for this time.',
  closed: 'This waitlist entry is no longer active.',
  /** A waitlist is for a time that is taken: one still free is booked, not waited for (and held). */
  stillFree: 'This time is still available: book it now.',
  offerPassed: 'A place for this time was already offered to you and not taken, so it now goes to others on the waitlist.',
  tooManyJoins: 'Too many waitlist requests for now. Please try again in an hour, or call us.',
} as const;

/** How long an offered place is held for the person (unless the trip is nearer, see offerExpiry). */
export const OFFER_HOLD_HOURS = 2;

/** No place is offered, nor held, later than this before the trip: the guide needs to prepare. */
export const OFFER_CUTOFF_HOURS = 12;

const HOUR_MS = 3_600_000;

/** The claim key of an offer's hold on its day (slot-day.ts keys claims by booking id, or this). */
export function waitlistClaimKey(entryId: string): string {
  return `waitlist-${entryId}`;
}

/** The entry a claim key holds a place for, or null for a booking's claim. */
export function entryIdOfClaim(claimKey: string): string | null {
  return claimKey.startsWith('waitlist-') ? claimKey.slice('waitlist-'.length) : null;
}

/**
 * Until when a place offered at `now` is held: two hours, but never past twelve hours before the
 * trip; null when that moment has already come (no offer any more for this trip).
 */
export function offerExpiry(now: Date, date: string, time: TimeSlot, holdHours: number = OFFER_HOLD_HOURS): Date | null {
  const cutoff = tripStart(date, time).getTime() - OFFER_CUTOFF_HOURS * HOUR_MS;
  const until = Math.min(now.getTime() + holdHours * HOUR_MS, cutoff);
  return until > now.getTime() ? new Date(until) : null;
}

/** An email or phone as entries of the same person are matched. */
export function contactKeys(contact: { email: string; phone: string }): { email: string; phone: string } {
  return { email: contact.email.trim().toLowerCase(), phone: contact.phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '') };
}

/** Who asks, as far as the waitlist can tell people apart. */
export interface WaitlistPerson {
  readonly email: string;
  readonly phone: string;
  readonly clientAddress: string | null;
}

/**
 * Whether two entries may be one person's: the same email, the same phone or the same client
 * address. Loose on purpose: it only ever keeps a place from passing between them.
 */
export function samePerson(a: WaitlistPerson, b: WaitlistPerson): boolean {
  const [x, y] = [contactKeys(a), contactKeys(b)];
  return (
    x.email === y.email || (x.phone !== '' && x.phone === y.phone) || (a.clientAddress !== null && a.clientAddress === b.clientAddress)
  );
}
