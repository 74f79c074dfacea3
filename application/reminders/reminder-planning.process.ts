import { REMINDER_MESSAGES } from '../../domain/reminders/reminder-rules';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { Clock } from '../ports/clock';
import { RecordedEvent } from '../ports/event-store';
import { Appended, ProcessManager } from '../process-managers/process-manager';
import { confirms, ReminderPlanner } from './reminder-planner';

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
export class ReminderPlanningProcess implements ProcessManager {
  readonly name = 'reminder_planning';
  readonly eventTypes = ['BookingPaid', 'BookingStatusChanged', 'BookingRescheduled'];
  // The booking's answer does not wait for its reminders.
  readonly background = true;

  constructor(
    private readonly planner: ReminderPlanner,
    private readonly clock: Clock,
  ) {}

  handles(recorded: RecordedEvent): boolean {
    const event = asBookingEvent(recorded);
    return event?.type === 'BookingPaid' || event?.type === 'BookingStatusChanged' || event?.type === 'BookingRescheduled';
  }

  async handle(recorded: RecordedEvent): Promise<Appended | void> {
    const event = asBookingEvent(recorded);
    if (!event) return;
    const bookingId = bookingIdOf(recorded);
    const { booking, planningVersions } = await this.planner.history(bookingId, recorded.version);
    if (booking.status === 'none' || booking.details.test) return;
    const occurred = new Date(event.data.occurredAt);
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
