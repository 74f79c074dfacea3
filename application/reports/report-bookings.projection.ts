import { BookingStatusChanged } from '../../domain/bookings/booking';
import { Actor } from '../../domain/shared/actor';
import { unknownEvent } from '../../domain/shared/decider';
import { CancelledBy } from '../../domain/reports/report-figures';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { RecordedEvent } from '../ports/event-store';
import { rowPerKey } from '../projections/row-projections';
import { ReportBookingRow, reportBookingsTable } from './report-read-models';

/**
 * The reports' read model: one row per booking, rebuilt from its events like the booking list
 * (application/bookings/booking-list.projection.ts), with the money taken and who cancelled.
 */
export const reportBookingsProjection = rowPerKey<ReportBookingRow>({
  name: 'report_bookings',
  table: reportBookingsTable,
  key: 'id',
  keyOf: (recorded) => (asBookingEvent(recorded) ? bookingIdOf(recorded) : undefined),
  evolve: evolveReportBooking,
  createsRow: (recorded) => {
    const type = asBookingEvent(recorded)?.type;
    return type === 'BookingRequested' || type === 'BookingHeld';
  },
});

/**
 * Who a cancellation counts as: the guide's weather call, the customer (their manage link), the
 * guide (any signed-in account) or the system (a process, a visitor's own checkout).
 */
export function cancelledByOf(change: BookingStatusChanged): CancelledBy {
  if (change.data.weather) return 'weather';
  const actor: Actor = change.metadata.actor;
  if (actor.kind === 'customer') return 'customer';
  if (actor.kind === 'user') return 'guide';
  return 'system';
}

export function evolveReportBooking(row: ReportBookingRow | undefined, recorded: RecordedEvent): ReportBookingRow | undefined {
  const event = asBookingEvent(recorded);
  if (!event) return row;
  if (event.type === 'BookingRequested' || event.type === 'BookingHeld') {
    const d = event.data.details;
    return {
      id: bookingIdOf(recorded),
      package: d.package,
      packageId: event.data.packageId ?? null,
      date: d.date,
      time: d.time,
      people: d.people,
      status: event.type === 'BookingHeld' ? 'held' : 'pending',
      test: d.test ?? false,
      bookedAt: new Date(event.metadata.occurredAt),
      paidCents: 0,
      refundedCents: 0,
      referralCode: d.referralCode ?? null,
      referralCreditCents: event.data.price?.referralCreditCents ?? 0,
      cancelledBy: null,
      noShow: false,
      version: recorded.version,
    };
  }
  if (!row) return row;
  const touched = { version: recorded.version };
  switch (event.type) {
    case 'BookingHoldEnded':
      return { ...row, ...touched, status: 'released' };
    case 'BookingPaid':
      return { ...row, ...touched, status: 'confirmed', paidCents: row.paidCents + event.data.amountCents };
    case 'BookingMovePaid':
      return { ...row, ...touched, paidCents: row.paidCents + event.data.amountCents };
    case 'BookingRefunded':
      return { ...row, ...touched, refundedCents: row.refundedCents + event.data.amountCents };
    // A no-show belongs to a confirmed trip (domain/bookings/no-show.ts): set pending or cancelled, it ends.
    case 'BookingStatusChanged':
      return {
        ...row,
        ...touched,
        status: event.data.to,
        cancelledBy: event.data.to === 'cancelled' ? cancelledByOf(event) : null,
        noShow: row.noShow && event.data.to === 'confirmed',
      };
    case 'BookingMarkedNoShow':
      return { ...row, ...touched, noShow: true };
    case 'BookingNoShowCleared':
      return { ...row, ...touched, noShow: false };
    case 'BookingRescheduled':
      return {
        ...row,
        ...touched,
        noShow: false,
        date: event.data.to.date,
        time: event.data.to.time,
        ...(event.data.price ? { referralCreditCents: event.data.price.referralCreditCents } : {}),
      };
    case 'BookingPaymentSucceeded':
    case 'BookingMovePaymentStarted':
    case 'BookingMoveRequested':
    case 'BookingMoveRefused':
    case 'BookingReferenceAssigned':
      return { ...row, ...touched };
    // Every event keeps the row: one without a case here would remove it (row-projections.ts).
    default:
      return unknownEvent(event, row);
  }
}
