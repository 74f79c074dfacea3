import { SlotUnavailableError } from '../../domain/availability/slot-day';
import { BookingEvent } from '../../domain/bookings/booking';
import { Actor } from '../../domain/shared/actor';
import { Clock } from '../ports/clock';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { Appended, ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { asBookingEvent, bookingIdOf } from './booking-events';
import { BookingSteps } from './booking-process-steps';

const SLOTS: Actor = { kind: 'system', process: 'booking-slots' };

export const SLOT_LOST_REASON = 'Its time slot was given to another booking before this one could take it';

/** What the slots process works with, each by name. */
export interface BookingSlotsDeps {
  readonly events: EventStore;
  readonly clock: Clock;
}

/**
 * Keeps each booking's claim on its day in line with its status: a pending or confirmed booking
 * has its slot taken, a cancelled one has given it back. The request that made the change held
 * the slot first (so a visitor or the guide hears "taken" at once); this turns the hold into the
 * booking's slot, or frees it, and does so again after a crash. A checkout that is still `held`
 * keeps its hold, and its payment takes the slot (application/checkout/booking-payments.process.ts).
 *
 * It reads the booking as it is now, not as of the event: a later event is handled next anyway,
 * and acting on the present avoids taking a slot only to give it back a moment later.
 */
export class BookingSlotsProcess extends ReactingProcessManager {
  readonly name = 'booking_slots';
  protected readonly on = reactions(asBookingEvent, {
    BookingRequested: (event, recorded) => this.followStatus(event, recorded),
    BookingStatusChanged: (event, recorded) => this.followStatus(event, recorded),
    BookingRescheduled: (event, recorded) => this.move(bookingIdOf(recorded), event),
  });
  private readonly steps: BookingSteps;
  private readonly clock: Clock;

  constructor(deps: BookingSlotsDeps) {
    super();
    this.clock = deps.clock;
    // Slots only: this process never refunds nor cancels a payment.
    this.steps = new BookingSteps(deps.events, null);
  }

  /** A booking made, or its status changed: its claim on the day follows its status now. */
  private async followStatus(event: BookingEvent, recorded: RecordedEvent): Promise<Appended | undefined> {
    this.steps.takeAppended();
    const bookingId = bookingIdOf(recorded);
    const { state } = await this.steps.booking(bookingId);
    if (state.status === 'none' || state.details.test || state.status === 'held') return undefined;
    const { date, time } = state.details;
    const at = this.clock.now().toISOString();
    if (state.status === 'cancelled') {
      await this.steps.onDay(date, { type: 'ReleaseSlot', bookingId, reason: releaseReason(event), actor: SLOTS, at });
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

  /**
   * A trip moved: the new slot is taken first (the request held it), then the old one released,
   * each step a command that changes nothing the second time, so a restart between them finishes
   * the move and the booking never holds both slots for longer, nor loses both. Should the new slot
   * have gone to another booking meanwhile, the booking moves back to the slot it still has.
   */
  private async move(bookingId: string, event: Extract<BookingEvent, { type: 'BookingRescheduled' }>): Promise<Appended | undefined> {
    this.steps.takeAppended();
    const { state } = await this.steps.booking(bookingId);
    if (state.status === 'none' || state.details.test || state.status === 'held' || state.status === 'released') return undefined;
    const at = this.clock.now().toISOString();
    const here = state.details;
    if (state.status !== 'cancelled') {
      try {
        await this.steps.onDay(here.date, { type: 'TakeSlot', bookingId, timeSlot: here.time, offered: true, actor: SLOTS, at });
      } catch (error) {
        if (!(error instanceof SlotUnavailableError)) throw error;
        // Only this event's own move is undone; a later move is answered by its own event.
        if (here.date === event.data.to.date && here.time === event.data.to.time) {
          await this.steps.onBooking(bookingId, {
            type: 'RescheduleBooking',
            date: event.data.from.date,
            time: event.data.from.time,
            reason: MOVE_LOST_REASON,
            actor: SLOTS,
            at,
          });
        }
        return this.steps.takeAppended();
      }
    }
    // The booking's slot is where it is now: the places this move left are given back.
    for (const place of [event.data.from, event.data.to]) {
      if (state.status !== 'cancelled' && place.date === here.date) continue;
      await this.steps.onDay(place.date, { type: 'ReleaseSlot', bookingId, reason: MOVED_REASON, actor: SLOTS, at });
    }
    return this.steps.takeAppended();
  }
}

/**
 * Why a move went back: the new slot's hold lapsed before it could be taken (the server was down)
 * and another booking took it. The booking keeps the slot it had.
 */
export const MOVE_LOST_REASON = 'The new time slot was taken by another booking before the move could be completed';

export const MOVED_REASON = 'Booking moved to another date or time';

function releaseReason(event: BookingEvent): string {
  const reason = event.type === 'BookingStatusChanged' ? event.data.reason?.trim() : undefined;
  return reason || 'Booking cancelled';
}
