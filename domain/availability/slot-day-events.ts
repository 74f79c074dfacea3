import { TimeSlot } from '../bookings/booking-rules';
import { Actor } from '../shared/actor';
import { DomainEvent } from '../shared/decider';

// ---- events of stream `slotday-<date>`: stored for ever, fields only ever added, as optional ----

interface ClaimFacts {
  bookingId: string;
  timeSlot: TimeSlot;
  actor: Actor;
  occurredAt: string;
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
    actor: Actor;
    occurredAt: string;
  }
>;
export type SlotDayEvent = SlotHeld | SlotTaken | SlotReleased;
