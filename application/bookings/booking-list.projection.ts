import { BookingStatusChanged } from '../../domain/bookings/booking';
import { unknownEvent } from '../../domain/shared/decider';
import { RecordedEvent } from '../ports/event-store';
import { rowPerKey } from '../projections/row-projections';
import { asBookingEvent, bookingIdOf } from './booking-events';
import { BookingListRow, bookingListTable } from './booking-read-models';

/** The admin's booking list: one row per booking with its current status and what it was sold at. */
export const bookingListProjection = rowPerKey<BookingListRow>({
  name: 'booking_list',
  table: bookingListTable,
  key: 'id',
  keyOf: (recorded) => (asBookingEvent(recorded) ? bookingIdOf(recorded) : undefined),
  evolve: evolveBookingListRow,
  createsRow: (recorded) => {
    const type = asBookingEvent(recorded)?.type;
    return type === 'BookingRequested' || type === 'BookingHeld';
  },
});

export function evolveBookingListRow(row: BookingListRow | undefined, recorded: RecordedEvent): BookingListRow | undefined {
  const event = asBookingEvent(recorded);
  if (!event) return row;
  if (event.type === 'BookingRequested' || event.type === 'BookingHeld') {
    const d = event.data.details;
    const at = new Date(event.metadata.occurredAt);
    const payment = event.type === 'BookingHeld' ? event.data.payment : undefined;
    return {
      id: bookingIdOf(recorded),
      package: d.package,
      packageId: event.data.packageId ?? null,
      date: d.date,
      time: d.time,
      name: d.name,
      email: d.email,
      phone: d.phone,
      people: d.people,
      hasKids: d.hasKids,
      kidsCount: d.kidsCount,
      message: d.message ?? null,
      referredBy: d.referredBy ?? null,
      referralCode: d.referralCode ?? null,
      reference: event.data.reference ?? null,
      status: event.type === 'BookingHeld' ? 'held' : 'pending',
      amountCents: payment?.amountCents ?? null,
      paymentIntentId: payment?.paymentIntentId ?? null,
      gateway: payment?.gateway ?? null,
      price: event.data.price ?? null,
      paidAt: null,
      refundedCents: 0,
      paymentDueCents: null,
      test: d.test ?? false,
      noShow: false,
      createdAt: at,
      updatedAt: at,
      version: recorded.version,
    };
  }
  // Its first event predates this projection's knowledge (it cannot, but history is never refused).
  if (!row) return row;
  const touched = { updatedAt: new Date(event.metadata.occurredAt), version: recorded.version };
  switch (event.type) {
    case 'BookingHoldEnded':
      return { ...row, ...touched, status: 'released' };
    case 'BookingPaymentSucceeded':
      return { ...row, ...touched };
    case 'BookingPaid':
      return { ...row, ...touched, status: 'confirmed', paidAt: new Date(event.metadata.occurredAt) };
    case 'BookingRefunded':
      return { ...row, ...touched, refundedCents: row.refundedCents + event.data.amountCents };
    // What a confirmation as unpaid left due stays due while the booking is pending; a cancellation ends it.
    // A no-show belongs to a confirmed trip (domain/bookings/no-show.ts): set pending or cancelled, it ends.
    case 'BookingStatusChanged':
      return {
        ...row,
        ...touched,
        status: event.data.to,
        paymentDueCents: paymentDueAfter(row, event.data),
        noShow: row.noShow && event.data.to === 'confirmed',
      };
    case 'BookingMarkedNoShow':
      return { ...row, ...touched, noShow: true };
    case 'BookingNoShowCleared':
      return { ...row, ...touched, noShow: false };
    // A move asked for, or refused, changes nothing listed; the move itself comes as BookingRescheduled.
    case 'BookingMovePaymentStarted':
    case 'BookingMoveRequested':
    case 'BookingMoveRefused':
      return { ...row, ...touched };
    // The difference of a dearer date adds to what was paid online (its refund, if any, is counted as any other).
    case 'BookingMovePaid':
      return { ...row, ...touched, amountCents: (row.amountCents ?? 0) + event.data.amountCents };
    // A booking made before references were drawn is named once; its last change stays the guide's or the customer's.
    case 'BookingReferenceAssigned':
      return { ...row, version: recorded.version, reference: row.reference ?? event.data.reference };
    case 'BookingRescheduled':
      return {
        ...row,
        ...touched,
        date: event.data.to.date,
        time: event.data.to.time,
        // The no-show was of the slot the trip has left.
        noShow: false,
        ...(event.data.price ? { price: event.data.price } : {}),
      };
    // Every event keeps the row: one without a case here would remove it (row-projections.ts).
    default:
      return unknownEvent(event, row);
  }
}

function paymentDueAfter(row: BookingListRow, change: BookingStatusChanged['data']): number | null {
  if (change.to === 'confirmed') return change.paymentDueCents ?? null;
  return change.to === 'cancelled' ? null : (row.paymentDueCents ?? null);
}
