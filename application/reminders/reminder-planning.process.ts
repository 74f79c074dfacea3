import { BookingEvent } from '../../domain/bookings/booking';
import { REMINDER_MESSAGES } from '../../domain/reminders/reminder-rules';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { Clock } from '../ports/clock';
import { RecordedEvent } from '../ports/event-store';
import { Appended, ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { confirms, ReminderPlanner } from './reminder-planner';

/** What the reminder planning process works with, each by name. */
export interface ReminderPlanningDeps {
  /** Plans, moves and cancels a booking's reminders. */
  readonly planner: ReminderPlanner;
  readonly clock: Clock;
}

/**
 * Schedules a booking's reminders from its events: a confirmation plans the ones still ahead, a
 * move of the trip moves them, a cancellation (or a step back to pending) cancels what is pending,
 * and a re-confirmation plans a fresh set. Test System bookings get none: no trip takes place.
 *
 * A process manager, not a projection: a rebuild never replays it, and added to a database with
 * history it starts at the end of the log (the start-up sweep plans the trips still ahead, see
 * ReminderJob.sweep). "Now" is the event's time, or the clock's when the manager runs late, so a
 * moment that has passed meanwhile is never planned.
 */
export class ReminderPlanningProcess extends ReactingProcessManager {
  readonly name = 'reminder_planning';
  // One plan for all three: whether an event confirms the trip spans its types (confirms()).
  protected readonly on = reactions(asBookingEvent, {
    BookingPaid: (event, recorded) => this.plan(event, recorded),
    BookingStatusChanged: (event, recorded) => this.plan(event, recorded),
    BookingRescheduled: (event, recorded) => this.plan(event, recorded),
  });
  // The booking's answer does not wait for its reminders.
  readonly background = true;
  private readonly planner: ReminderPlanner;
  private readonly clock: Clock;

  constructor(deps: ReminderPlanningDeps) {
    super();
    ({ planner: this.planner, clock: this.clock } = deps);
  }

  private async plan(event: BookingEvent, recorded: RecordedEvent): Promise<Appended | void> {
    const bookingId = bookingIdOf(recorded);
    const { booking, planningVersions } = await this.planner.history(bookingId, recorded.version);
    if (booking.status === 'none' || booking.details.test) return;
    const occurred = new Date(event.metadata.occurredAt);
    const now = new Date(Math.max(occurred.getTime(), this.clock.now().getTime()));
    const earlier = planningVersions.filter((v) => v < recorded.version);
    if (confirms(event)) return this.planner.planFor(booking, recorded.version, now);
    if (event.type === 'BookingStatusChanged') {
      const reason = event.data.to === 'cancelled' ? REMINDER_MESSAGES.bookingCancelled : REMINDER_MESSAGES.bookingNotConfirmed;
      return this.planner.cancelFor(bookingId, earlier, reason, now);
    }
    if (event.type === 'BookingRescheduled' && booking.status === 'confirmed') {
      return this.planner.moveFor(booking, earlier, recorded.version, now);
    }
  }
}
