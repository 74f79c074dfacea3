import { TimeSlot } from '../../domain/bookings/booking-rules';
import { BookingLifecycleStatus } from '../../domain/bookings/booking';
import { CancelledBy } from '../../domain/reports/report-figures';
import { table } from '../ports/read-models';

/**
 * One booking as the reports read it (report-bookings.projection.ts): the booking list's facts the
 * reports need, plus what the list does not keep: the money actually taken (not the agreed price),
 * who cancelled, and the referral discount.
 */
export interface ReportBookingRow {
  id: string;
  package: string;
  packageId: number | null;
  /** YYYY-MM-DD: the trip's date, its latest for a moved trip. */
  date: string;
  time: TimeSlot;
  people: number;
  status: BookingLifecycleStatus;
  /** A Test System booking: never counted. */
  test: boolean;
  /** When it was booked (its first event). */
  bookedAt: Date;
  /** Taken online: the booking's payment and any difference paid for a dearer date, in cents. */
  paidCents: number;
  refundedCents: number;
  referralCode: string | null;
  referralCreditCents: number;
  /** Who cancelled it, while it is cancelled; null otherwise. */
  cancelledBy: CancelledBy | null;
  /** The party did not come to the confirmed trip (domain/bookings/no-show.ts); false otherwise. */
  noShow: boolean;
  /** Stream version this row reflects. */
  version: number;
}

export const reportBookingsTable = table<ReportBookingRow>('report_bookings', ['id']);

/** The rows of trips dated `from`..`to` (port; the adapter queries the table). */
export interface ReportBookings {
  /** Real bookings (tests left out) dated `from`..`to`, both included, checkouts (held, released) left out. */
  datedBetween(from: string, to: string): Promise<ReportBookingRow[]>;
}
