import { TimeSlot } from '../bookings/booking-rules';
import { DomainEvent } from '../shared/decider';

// ---- events of stream `slotday-<date>`: stored for ever, fields only ever added, as optional ----

interface ClaimFacts {
  bookingId: string;
  timeSlot: TimeSlot;
  /** The package the party booked (slot-seats.ts); absent before parties were recorded. */
  packageName?: string;
  /** The party's size: the seats it takes. */
  seats?: number;
  /** The boat's seats when the package is sold per seat; absent for a private charter. */
  boatCapacity?: number;
}

export type SlotHeld = DomainEvent<'SlotHeld', ClaimFacts & { expiresAt: string }>;
export type SlotTaken = DomainEvent<'SlotTaken', ClaimFacts>;
export type SlotReleased = DomainEvent<
  'SlotReleased',
  {
    bookingId: string;
    reason: string;
    /** The booking whose hold took this claim over in the same append (a waitlist offer taken up). */
    replacedBy?: string;
  }
>;
export type SlotDayEvent = SlotHeld | SlotTaken | SlotReleased;
