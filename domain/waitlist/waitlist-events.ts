import { TimeSlot } from '../bookings/booking-rules';
import { DomainEvent } from '../shared/decider';

/** Who is waiting and for what: the booking form's fields. */
export interface WaitlistRequest {
  readonly time: TimeSlot;
  readonly package: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly people: number;
}

// ---- events of stream `waitlist-<date>`: stored for ever, fields only ever added, as optional ----

export type WaitlistJoined = DomainEvent<
  'WaitlistJoined',
  WaitlistRequest & {
    entryId: string;
    /**
     * The network address the person joined from (an IPv6 address by its /64): an offer holds a
     * place under the same caps as a checkout, and never passes to the same address. Absent on
     * entries joined before it was recorded, and when the address was unknown.
     */
    clientAddress?: string;
  }
>;

/** A place fitting the entry freed and is held for it (claim `waitlist-<entryId>` on the day) until `expiresAt`. */
export type WaitlistPlaceOffered = DomainEvent<'WaitlistPlaceOffered', { entryId: string; expiresAt: string }>;

/** The offer was not taken up in time (or its hold ended otherwise): the place passes on. */
export type WaitlistOfferExpired = DomainEvent<'WaitlistOfferExpired', { entryId: string; reason: string }>;

export type WaitlistLeft = DomainEvent<'WaitlistLeft', { entryId: string; wasOffered: boolean }>;

/** The person booked (through the offer, or any other way on that date): off the list. */
export type WaitlistEntryBooked = DomainEvent<'WaitlistEntryBooked', { entryId: string; bookingId: string }>;

export type WaitlistEvent = WaitlistJoined | WaitlistPlaceOffered | WaitlistOfferExpired | WaitlistLeft | WaitlistEntryBooked;

export const WAITLIST_EVENT_TYPES: readonly WaitlistEvent['type'][] = [
  'WaitlistJoined',
  'WaitlistPlaceOffered',
  'WaitlistOfferExpired',
  'WaitlistLeft',
  'WaitlistEntryBooked',
];
