import { SlotDayEvent } from '../../domain/availability/slot-day';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { table } from '../ports/read-models';
import { rowPerKey } from '../projections/row-projections';
import { domainEventOf } from '../shared/event-envelope';

/** A booking's current claim on a date's slot: held until `expiresAt`, or taken. */
export interface SlotClaimRow {
  /** `<date>:<bookingId>`: a booking moving to another date claims the new day before it gives the old one back. */
  claimId: string;
  bookingId: string;
  date: string;
  timeSlot: TimeSlot;
  status: 'held' | 'taken';
  /** When a hold lapses (null once taken): a lapsed hold no longer keeps anybody out. */
  expiresAt: Date | null;
  /** The party's package, its seats, and the boat's seats when sold per seat (null: not recorded, or a private charter). */
  packageName: string | null;
  seats: number | null;
  boatCapacity: number | null;
}

export const slotClaimsTable = table<SlotClaimRow>('slot_claims', ['claimId']);

const SLOT_DAY_EVENTS = new Set(['SlotHeld', 'SlotTaken', 'SlotReleased']);

/** The claims of every day (streams `slotday-<date>`), which the availability calendar reads. */
export const slotClaimsProjection = rowPerKey<SlotClaimRow>({
  name: 'slot_claims',
  table: slotClaimsTable,
  key: 'claimId',
  keyOf: (recorded) =>
    recorded.category === 'slotday' && SLOT_DAY_EVENTS.has(recorded.type)
      ? claimIdOf(recorded.streamId.slice('slotday-'.length), domainEventOf<SlotDayEvent>(recorded).data.bookingId)
      : undefined,
  // Every claim event says all there is to know about the claim: the stored row is never needed.
  readsStoredRows: false,
  evolve(_row, recorded) {
    const event = domainEventOf<SlotDayEvent>(recorded);
    if (event.type === 'SlotReleased') return undefined;
    const date = recorded.streamId.slice('slotday-'.length);
    return {
      claimId: claimIdOf(date, event.data.bookingId),
      bookingId: event.data.bookingId,
      date,
      timeSlot: event.data.timeSlot,
      status: event.type === 'SlotHeld' ? 'held' : 'taken',
      expiresAt: event.type === 'SlotHeld' ? new Date(event.data.expiresAt) : null,
      packageName: event.data.packageName ?? null,
      seats: event.data.seats ?? null,
      boatCapacity: event.data.boatCapacity ?? null,
    };
  },
});

export function claimIdOf(date: string, bookingId: string): string {
  return `${date}:${bookingId}`;
}
