import { SLOT_WINDOWS, TIME_SLOTS } from '../../domain/availability/slot-windows';
import { BookingLifecycleStatus } from '../../domain/bookings/booking';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import {
  checkWeatherReason,
  InvalidWeatherCancellationError,
  planWeatherCancellation,
  WEATHER_CANCELLATION_MESSAGES,
  WeatherAction,
} from '../../domain/bookings/weather-cancellation';
import { Actor } from '../../domain/shared/actor';
import { calendarDateOf, isCalendarDate } from '../../domain/shared/calendar';
import { IllegalTransitionError } from '../../domain/shared/decider';
import { AvailabilityService } from '../availability/availability-service';
import { Clock } from '../ports/clock';
import { FieldErrors, withFieldErrors } from '../shared/field-errors';
import { BookingListRow } from './booking-read-models';
import { BookingQueries } from './booking-queries';
import { BookingService } from './booking-service';

/** One booking of the day in the preview, with what the cancellation gives it. */
export interface WeatherPreviewBooking {
  id: string;
  name: string;
  phone: string;
  email: string;
  package: string;
  time: TimeSlot;
  /** 'Morning (6:00-10:00 AM)' and so on. */
  timeLabel: string;
  people: number;
  status: BookingLifecycleStatus;
  /** Paid online (0 for a booking taken by phone, or a checkout not paid yet). */
  amountPaidCents: number;
  /** What the weather rule gives back: all that is left of the payment. */
  refundCents: number;
  /** `cancel` a booking; `release` a checkout still waiting for its payment. */
  action: WeatherAction;
}

export interface WeatherCancellationPreview {
  date: string;
  /** Every slot of the date is closed in availability (an override 'booked'). */
  dayClosed: boolean;
  bookings: WeatherPreviewBooking[];
  /** Cancelled before: left alone by a run, with what was refunded. */
  alreadyCancelled: { id: string; name: string; refundedCents: number }[];
  totals: { bookings: number; refundCents: number };
}

export interface WeatherCancellationReport {
  date: string;
  reason: string;
  dayClosed: true;
  /** Cancelled by this run, each with the refund recorded for it. */
  cancelled: { id: string; name: string; refundCents: number }[];
  /** Checkouts waiting for payment, released (their slot freed, their payment cancelled). */
  released: { id: string; name: string }[];
  /** Left alone: already cancelled. */
  skipped: { id: string; name: string; reason: string }[];
  /** Refused or broken: the others went on. */
  failed: { id: string; name: string; error: string }[];
}

/** What the weather cancellation works with, each by name. */
export interface WeatherCancellationServiceDeps {
  /** Cancels each booking through the guide's own path. */
  readonly bookings: BookingService;
  readonly queries: BookingQueries;
  /** Closes the day. */
  readonly availability: AvailabilityService;
  readonly clock: Clock;
}

/**
 * The admin's weather cancellation of a day (docs/product/refunds.md). The preview shows every
 * booking of the date with the refund the policy's weather rule gives it; the run closes the day
 * first (so no new booking takes a slot while it runs), then cancels each booking through the
 * guide's own path (BookingService.changeStatus with `weather`): the refunds process refunds it in
 * full, once per cancellation, the slots process frees its slot, the reminders are cancelled and
 * the customer is told with a link to rebook. A booking cancelled before is skipped, so a second
 * run refunds nothing.
 */
export class WeatherCancellationService {
  private readonly bookings: BookingService;
  private readonly queries: BookingQueries;
  private readonly availability: AvailabilityService;
  private readonly clock: Clock;

  constructor(deps: WeatherCancellationServiceDeps) {
    ({ bookings: this.bookings, queries: this.queries, availability: this.availability, clock: this.clock } = deps);
  }

  async preview(date: string): Promise<WeatherCancellationPreview> {
    checkDate(date);
    const [rows, dayClosed] = await Promise.all([this.dayBookings(date), this.isDayClosed(date)]);
    const plan = planWeatherCancellation(rows);
    const bookings: WeatherPreviewBooking[] = [];
    for (const { booking, action } of plan.act) {
      const refund = action === 'cancel' ? await this.bookings.refundPreview(booking.id, true) : null;
      bookings.push({
        id: booking.id,
        name: booking.name,
        phone: booking.phone,
        email: booking.email,
        package: booking.package,
        time: booking.time,
        timeLabel: SLOT_WINDOWS[booking.time].label,
        people: booking.people,
        status: booking.status,
        amountPaidCents: booking.paidAt && booking.amountCents !== null ? booking.amountCents : 0,
        refundCents: refund?.amountCents ?? 0,
        action,
      });
    }
    return {
      date,
      dayClosed,
      bookings,
      alreadyCancelled: plan.alreadyCancelled.map((b) => ({ id: b.id, name: b.name, refundedCents: b.refundedCents })),
      totals: { bookings: bookings.length, refundCents: bookings.reduce((sum, b) => sum + b.refundCents, 0) },
    };
  }

  /**
   * Closes the day, then cancels (or releases) each booking of it in turn. One booking's failure
   * is reported and the others go on; the run can be repeated for those.
   */
  async run(date: string, reason: string, actor: Actor): Promise<WeatherCancellationReport> {
    checkDate(date);
    const why = withFieldErrors(
      () => checkWeatherReason(reason),
      (error) => (error instanceof InvalidWeatherCancellationError ? FieldErrors.on(error.field, error.message) : undefined),
    );
    if (date < calendarDateOf(this.clock.now())) throw FieldErrors.on('date', WEATHER_CANCELLATION_MESSAGES.pastDate);
    for (const timeSlot of TIME_SLOTS) await this.availability.setOverride({ date, timeSlot, status: 'booked' }, actor);
    const report: WeatherCancellationReport = { date, reason: why, dayClosed: true, cancelled: [], released: [], skipped: [], failed: [] };
    const plan = planWeatherCancellation(await this.dayBookings(date));
    for (const b of plan.alreadyCancelled)
      report.skipped.push({ id: b.id, name: b.name, reason: WEATHER_CANCELLATION_MESSAGES.alreadyCancelled });
    for (const { booking, action } of plan.act) {
      try {
        if (action === 'release') {
          await this.bookings.releaseHold(booking.id, actor);
          report.released.push({ id: booking.id, name: booking.name });
        } else {
          const after = await this.bookings.changeStatus(booking.id, 'cancelled', why, actor, { weather: true });
          report.cancelled.push({ id: booking.id, name: booking.name, refundCents: after.refundedCents - booking.refundedCents });
        }
      } catch (error) {
        // Cancelled meanwhile (by the customer, or a run at the same moment): nothing more to do.
        if (error instanceof IllegalTransitionError && (await this.queries.get(booking.id))?.status === 'cancelled') {
          report.skipped.push({ id: booking.id, name: booking.name, reason: WEATHER_CANCELLATION_MESSAGES.alreadyCancelled });
        } else {
          report.failed.push({ id: booking.id, name: booking.name, error: error instanceof Error ? error.message : String(error) });
        }
      }
    }
    return report;
  }

  /** Every booking and checkout of the date, in the order of the day. */
  private async dayBookings(date: string): Promise<BookingListRow[]> {
    const [bookings, held] = await Promise.all([
      this.queries.list({ from: date, to: date }),
      this.queries.list({ from: date, to: date, status: 'held' }),
    ]);
    const order = (row: BookingListRow) => TIME_SLOTS.indexOf(row.time);
    return [...bookings, ...held].sort((a, b) => order(a) - order(b) || a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** Closed: every slot the date shows is set 'booked' by the admin (none is offered otherwise). */
  private async isDayClosed(date: string): Promise<boolean> {
    const [day] = await this.availability.calendar(date, 1);
    return !!day && day.slots.every((slot) => slot.override === 'booked');
  }
}

/** The admin's form shows each refusal under its field, like a validation answer. */
function checkDate(date: unknown): asserts date is string {
  if (typeof date !== 'string' || !isCalendarDate(date)) throw FieldErrors.on('date', WEATHER_CANCELLATION_MESSAGES.date);
}
