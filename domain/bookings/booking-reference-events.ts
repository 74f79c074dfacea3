import { DomainEvent } from '../shared/decider';

// ---- events of stream `bookingref-<REFERENCE>`: stored for ever, fields only ever added, as optional ----

/** The reference is the booking's: written in the same append as the booking's event that records it. */
export type BookingReferenceClaimed = DomainEvent<'BookingReferenceClaimed', { reference: string; bookingId: string }>;

export type BookingReferenceEvent = BookingReferenceClaimed;

export const BOOKING_REFERENCE_EVENT_TYPES: ReadonlySet<string> = new Set<BookingReferenceEvent['type']>(['BookingReferenceClaimed']);
