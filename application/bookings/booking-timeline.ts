import { BookingDetails, BookingEvent, BookingReferenced, BookingSale, MOVE_REFUSALS } from '../../domain/bookings/booking';
import { Actor } from '../../domain/shared/actor';
import { RecordedEvent } from '../ports/event-store';
import { FieldChange } from '../shared/field-changes';
import { asBookingEvent, bookingIdOf } from './booking-events';

/** One line of a booking's audit timeline: every event, who, when, what changed and why. */
export interface BookingHistoryRow {
  bookingId: string;
  version: number;
  type: string;
  actor: Actor;
  occurredAt: Date;
  recordedAt: Date;
  changes: Record<string, FieldChange>;
  reason: string | null;
}

/**
 * The audit timeline of a booking, read from its own stream: one line per event, with actor, time,
 * changed fields and reason. The stream is the record an auditor replays, so the timeline is always
 * exactly what it holds; a read-model copy of it (one row per event of every booking) would cost
 * each booking a write and a rebuild most of its time, for nothing a single booking's read needs.
 */
export function bookingTimeline(stream: readonly RecordedEvent[]): BookingHistoryRow[] {
  return stream.flatMap((recorded) => {
    const event = asBookingEvent(recorded);
    if (!event) return [];
    return [
      {
        bookingId: bookingIdOf(recorded),
        version: recorded.version,
        type: recorded.type,
        actor: event.metadata.actor,
        occurredAt: new Date(event.metadata.occurredAt),
        recordedAt: recorded.recordedAt,
        changes: changesOf(event),
        reason: reasonOf(event),
      },
    ];
  });
}

function changesOf(event: BookingEvent): Record<string, FieldChange> {
  switch (event.type) {
    case 'BookingRequested':
      return { ...createdFields(event.data.details, event.data), status: { from: null, to: 'pending' } };
    case 'BookingHeld':
      return {
        ...createdFields(event.data.details, event.data),
        amountCents: { from: null, to: event.data.payment.amountCents },
        paymentIntentId: { from: null, to: event.data.payment.paymentIntentId },
        ...(event.data.payment.gateway ? { gateway: { from: null, to: event.data.payment.gateway } } : {}),
        status: { from: null, to: 'held' },
      };
    case 'BookingHoldEnded':
      return { status: { from: 'held', to: 'released' }, holdEnded: { from: null, to: event.data.cause } };
    case 'BookingPaymentSucceeded':
      return { paymentSucceededCents: { from: null, to: event.data.amountCents } };
    case 'BookingPaid':
      return { status: { from: 'held', to: 'confirmed' }, amountPaidCents: { from: null, to: event.data.amountCents } };
    case 'BookingStatusChanged':
      return {
        status: { from: event.data.from, to: event.data.to },
        ...(event.data.weather ? { weather: { from: null, to: true } } : {}),
        ...(event.data.paymentDueCents ? { paymentDueCents: { from: null, to: event.data.paymentDueCents } } : {}),
        // The admin chose not to tell the customer: the timeline says so (a change without it was told as always).
        ...(event.data.notify === false ? { customerNotified: { from: null, to: false } } : {}),
      };
    case 'BookingRescheduled':
      return {
        date: { from: event.data.from.date, to: event.data.to.date },
        ...(event.data.from.time !== event.data.to.time ? { time: { from: event.data.from.time, to: event.data.to.time } } : {}),
        ...(event.data.price ? { totalCents: { from: null, to: event.data.price.totalCents } } : {}),
        ...(event.data.refundCents ? { refundDueCents: { from: null, to: event.data.refundCents } } : {}),
        ...(event.data.paymentIntentId ? { paidWith: { from: null, to: event.data.paymentIntentId } } : {}),
      };
    case 'BookingMovePaymentStarted':
      return {
        moveRequested: { from: `${event.data.from.date} ${event.data.from.time}`, to: `${event.data.to.date} ${event.data.to.time}` },
        differenceDueCents: { from: null, to: event.data.payment.amountCents },
        paymentIntentId: { from: null, to: event.data.payment.paymentIntentId },
        totalCents: { from: null, to: event.data.price.totalCents },
      };
    case 'BookingMovePaid':
      return { differencePaidCents: { from: null, to: event.data.amountCents } };
    case 'BookingMoveRequested':
      return {
        moveRequested: { from: `${event.data.from.date} ${event.data.from.time}`, to: `${event.data.to.date} ${event.data.to.time}` },
        totalCents: { from: null, to: event.data.price.totalCents },
      };
    case 'BookingMoveRefused':
      return { moveRefused: { from: null, to: `${event.data.to.date} ${event.data.to.time}` } };
    case 'BookingReferenceAssigned':
      return { reference: { from: null, to: event.data.reference } };
    case 'BookingMarkedNoShow':
      return { noShow: { from: false, to: true } };
    case 'BookingNoShowCleared':
      return { noShow: { from: true, to: false } };
    case 'BookingRefunded':
      return {
        refundedCents: { from: null, to: event.data.amountCents },
        refundRule: { from: null, to: `${event.data.rule} (${event.data.percent}%)` },
        paymentIntentId: { from: null, to: event.data.paymentIntentId },
      };
  }
}

function reasonOf(event: BookingEvent): string | null {
  switch (event.type) {
    case 'BookingStatusChanged':
    case 'BookingHoldEnded':
    case 'BookingRescheduled':
      return event.data.reason ?? null;
    case 'BookingMarkedNoShow':
    case 'BookingNoShowCleared':
      return event.data.note ?? null;
    case 'BookingMoveRefused':
      // A reason stored by a later version of the code is shown as it is.
      return MOVE_REFUSALS[event.data.reason] ?? event.data.reason;
    default:
      return null;
  }
}

function createdFields(details: BookingDetails, sale: BookingSale & BookingReferenced): Record<string, FieldChange> {
  return {
    ...(sale.reference ? { reference: { from: null, to: sale.reference } } : {}),
    ...Object.fromEntries(Object.entries(details).map(([field, value]) => [field, { from: null, to: value }])),
    ...(sale.packageId !== undefined ? { packageId: { from: null, to: sale.packageId } } : {}),
    ...(sale.price ? { totalCents: { from: null, to: sale.price.totalCents } } : {}),
  };
}
