import { formatCalendarDate } from '@browser-kit/format/date-format';
import { BOOKING_REFERENCE_LABEL } from '../../../domain/bookings/booking-reference-rules';
import { useWaiverBooking } from './waiver-api';

/**
 * Which booking the waiver is signed for, once the link's key (or the one typed) names one: its
 * reference, as the confirmation email shows it, and the trip date. A status, so that a screen
 * reader says it when it appears.
 */
export function WaiverBookingNote({ bookingKey }: { bookingKey: string }) {
  const booking = useWaiverBooking(bookingKey).data;
  return (
    <p className="waiver-form__booking waiver-form__wide" role="status">
      {booking ? (
        <>
          For the trip on {formatCalendarDate(booking.tripDate)}
          {booking.reference ? (
            <>
              , {BOOKING_REFERENCE_LABEL.toLowerCase()} <strong className="waiver-form__booking-reference">{booking.reference}</strong>
            </>
          ) : null}
          .
        </>
      ) : null}
    </p>
  );
}
