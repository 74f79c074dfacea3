import { SlotUnavailableError } from '../../domain/availability/slot-day';
import { Actor } from '../../domain/shared/actor';
import { Clock } from '../ports/clock';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { Appended, ProcessManager } from '../process-managers/process-manager';
import { asBookingEvent, bookingIdOf } from './booking-events';
import { BookingSteps } from './booking-process-steps';

const SLOTS: Actor = { kind: 'system', process: 'booking-slots' };

export const SLOT_LOST_REASON = 'Its time slot was given to another booking before this one could take it';

/**
 * Keeps each booking's claim on its day in line with its status: a pending or confirmed booking
 * has its slot taken, a cancelled one has given it back. The request that made the change held
 * the slot first (so a visitor or the guide hears "taken" at once); this turns the hold into the
 * booking's slot, or frees it, and does so again after a crash. A checkout that is still `held`
 * keeps its hold, and its payment takes the slot (booking-payments.process.ts).
 *
 * It reads the booking as it is now, not as of the event: a later event is handled next anyway,
 * and acting on the present avoids taking a slot only to give it back a moment later.
 */
export class BookingSlotsProcess implements ProcessManager {
  readonly name = 'booking_slots';
  readonly eventTypes = ['BookingRequested', 'BookingStatusChanged'];
  private readonly steps: BookingSteps;

  constructor(
    events: EventStore,
    private readonly clock: Clock,
  ) {
    this.steps = new BookingSteps(events);
  }

  handles(recorded: RecordedEvent): boolean {
    const type = asBookingEvent(recorded)?.type;
    return type === 'BookingRequested' || type === 'BookingStatusChanged';
  }

  async handle(recorded: RecordedEvent): Promise<Appended | undefined> {
    this.steps.takeAppended();
    const bookingId = bookingIdOf(recorded);
    const { state } = await this.steps.booking(bookingId);
    if (state.status === 'none' || state.details.test || state.status === 'held') return undefined;
    const { date, time } = state.details;
    const at = this.clock.now().toISOString();
    if (state.status === 'cancelled') {
      await this.steps.onDay(date, { type: 'ReleaseSlot', bookingId, reason: releaseReason(recorded), actor: SLOTS, at });
      return this.steps.takeAppended();
    }
    try {
      // The guide books any slot of the day, even one the weekly schedule does not offer.
      await this.steps.onDay(date, { type: 'TakeSlot', bookingId, timeSlot: time, offered: true, actor: SLOTS, at });
    } catch (error) {
      if (!(error instanceof SlotUnavailableError)) throw error;
      // Only when its hold lapsed first (the server was down): the booking cannot have the trip.
      await this.steps.onBooking(bookingId, { type: 'ChangeBookingStatus', to: 'cancelled', reason: SLOT_LOST_REASON, actor: SLOTS, at });
    }
    return this.steps.takeAppended();
  }
}

function releaseReason(recorded: RecordedEvent): string {
  const event = asBookingEvent(recorded);
  const reason = event?.type === 'BookingStatusChanged' ? event.data.reason?.trim() : undefined;
  return reason || 'Booking cancelled';
}
