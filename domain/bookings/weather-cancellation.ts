import { BookingLifecycleStatus } from './booking';
import { BOOKING_MESSAGES, REASON_MAX_LENGTH } from './booking-rules';
import { DomainError } from '../shared/decider';

/**
 * The admin's weather cancellation of a day (docs/product/refunds.md): every booking on the date is
 * cancelled with the policy's weather rule (a full refund), checkouts still waiting for payment are
 * released, and the day is closed. Which booking gets what is decided here, from the bookings of
 * the day.
 */

export const WEATHER_CANCELLATION_MESSAGES = {
  /** The booking form's message for a date. */
  date: BOOKING_MESSAGES.date,
  reasonRequired: 'Please give a reason for the weather cancellation',
  reason: BOOKING_MESSAGES.reason,
  alreadyCancelled: 'Already cancelled',
  pastDate: 'You can only cancel today or later for the weather',
} as const;

/** What happens to one booking of the day: cancelled (a paid one refunded in full), or an unpaid checkout released. */
export type WeatherAction = 'cancel' | 'release';

/** The facts of a booking of the day the plan needs. */
export interface DayBooking {
  readonly id: string;
  readonly status: BookingLifecycleStatus;
  /** A Test System booking: no trip, no slot; never part of the day's cancellation. */
  readonly test: boolean;
}

export interface WeatherPlan<T extends DayBooking> {
  /** In the order given, each with what happens to it. */
  readonly act: readonly { readonly booking: T; readonly action: WeatherAction }[];
  /** Cancelled before (by this cancellation run earlier, the customer or the admin): left alone. */
  readonly alreadyCancelled: readonly T[];
}

/**
 * Pending and confirmed bookings are cancelled; checkouts waiting for payment (`held`) are
 * released; cancelled ones are reported and left alone (a second run refunds nothing twice);
 * checkouts that ended unpaid (`released`) and Test System bookings are no trips of the day.
 */
export function planWeatherCancellation<T extends DayBooking>(bookings: readonly T[]): WeatherPlan<T> {
  const trips = bookings.filter((b) => !b.test);
  return {
    act: trips.flatMap((booking): { booking: T; action: WeatherAction }[] =>
      booking.status === 'pending' || booking.status === 'confirmed'
        ? [{ booking, action: 'cancel' }]
        : booking.status === 'held'
          ? [{ booking, action: 'release' }]
          : [],
    ),
    alreadyCancelled: trips.filter((b) => b.status === 'cancelled'),
  };
}

export class InvalidWeatherCancellationError extends DomainError {
  constructor(
    readonly field: 'date' | 'reason',
    message: string,
  ) {
    super('weather-cancellation-invalid', message);
  }
}

/** The reason as recorded: trimmed, required, at most REASON_MAX_LENGTH characters. */
export function checkWeatherReason(reason: unknown): string {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) throw new InvalidWeatherCancellationError('reason', WEATHER_CANCELLATION_MESSAGES.reasonRequired);
  if (text.length > REASON_MAX_LENGTH) throw new InvalidWeatherCancellationError('reason', WEATHER_CANCELLATION_MESSAGES.reason);
  return text;
}
