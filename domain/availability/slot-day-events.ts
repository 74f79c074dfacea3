import { TimeSlot } from '../bookings/booking-rules';
import { DomainEvent } from '../shared/decider';

// ---- events of stream `slotday-<date>`: stored for ever, fields only ever added, as optional ----

interface ClaimFacts {
  bookingId: string;
  timeSlot: TimeSlot;
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
