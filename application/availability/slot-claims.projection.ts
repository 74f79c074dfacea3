import { SlotDayEvent } from '../../domain/availability/slot-day';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { RecordedEvent } from '../ports/event-store';
import { ReadModelTransaction, table } from '../ports/read-models';
import { Projection } from '../projections/projection';

/** A booking's current claim on its date's slot: held until `expiresAt`, or taken. */
export interface SlotClaimRow {
  bookingId: string;
  date: string;
  timeSlot: TimeSlot;
  status: 'held' | 'taken';
  /** When a hold lapses (null once taken): a lapsed hold no longer keeps anybody out. */
  expiresAt: Date | null;
}

export const slotClaimsTable = table<SlotClaimRow>('slot_claims', ['bookingId']);

const SLOT_DAY_EVENTS = new Set(['SlotHeld', 'SlotTaken', 'SlotReleased']);

/** The claims of every day (streams `slotday-<date>`), which the availability calendar reads. */
export const slotClaimsProjection: Projection = {
  name: 'slot_claims',
  tables: [slotClaimsTable],

  async apply(recorded: RecordedEvent, tx: ReadModelTransaction) {
    if (recorded.category !== 'slotday' || !SLOT_DAY_EVENTS.has(recorded.type)) return;
    const event = { type: recorded.type, data: recorded.data } as unknown as SlotDayEvent;
    const date = recorded.streamId.slice('slotday-'.length);
    const bookingId = event.data.bookingId;
    await tx.delete(slotClaimsTable, { bookingId });
    if (event.type === 'SlotReleased') return;
    await tx.insert(slotClaimsTable, {
      bookingId,
      date,
      timeSlot: event.data.timeSlot,
      status: event.type === 'SlotHeld' ? 'held' : 'taken',
      expiresAt: event.type === 'SlotHeld' ? new Date(event.data.expiresAt) : null,
    });
  },
};
