import { BookingStatusChanged } from './booking-events';
import { ExistingBooking } from './booking-state';
import { refundableCents } from './paid-payments';
import { refundFor, RefundDecision } from './refund-policy';

/**
 * What a cancellation gives back, as the booking stood with it (`booking` is the state the
 * cancellation was appended to, the event included): the policy applied to what is left of its
 * online payments, at the moment of the cancellation. null when nothing paid online is left. The
 * refunds process pays this, the weather message quotes it and the admin's preview shows it.
 */
export function cancellationRefund(
  booking: ExistingBooking,
  cancellation: Pick<BookingStatusChanged, 'data' | 'metadata'>,
): RefundDecision | null {
  if (!booking.paidAt || !booking.payment) return null;
  const left = refundableCents(booking);
  if (left <= 0) return null;
  return refundFor(
    left,
    booking.details.date,
    booking.details.time,
    new Date(cancellation.metadata.occurredAt),
    cancellation.data.weather ?? false,
  );
}
