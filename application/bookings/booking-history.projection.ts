import { BookingDetails, BookingEvent } from '../../domain/bookings/booking';
import { RecordedEvent } from '../ports/event-store';
import { ReadModelTransaction } from '../ports/read-models';
import { Projection } from '../projections/projection';
import { asBookingEvent, bookingIdOf } from './booking-events';
import { bookingHistoryTable, FieldChange } from './booking-read-models';

/** The audit timeline: one row per booking event, with actor, time, changed fields and reason. */
export const bookingHistoryProjection: Projection = {
  name: 'booking_history',
  tables: [bookingHistoryTable],

  async apply(recorded: RecordedEvent, tx: ReadModelTransaction) {
    const event = asBookingEvent(recorded);
    if (!event) return;
    const changes = changesOf(event);
    await tx.insert(bookingHistoryTable, {
      bookingId: bookingIdOf(recorded),
      version: recorded.version,
      type: recorded.type,
      actor: event.data.actor,
      occurredAt: new Date(event.data.occurredAt),
      recordedAt: recorded.recordedAt,
      changes,
      reason: event.type === 'BookingStatusChanged' ? (event.data.reason ?? null) : null,
    });
  },
};

function changesOf(event: BookingEvent): Record<string, FieldChange> {
  switch (event.type) {
    case 'BookingRequested':
      return { ...createdFields(event.data.details), status: { from: null, to: 'pending' } };
    case 'BookingHeld':
      return {
        ...createdFields(event.data.details),
        amountCents: { from: null, to: event.data.payment.amountCents },
        paymentIntentId: { from: null, to: event.data.payment.paymentIntentId },
        status: { from: null, to: 'held' },
      };
    case 'BookingPaid':
      return { status: { from: 'held', to: 'confirmed' }, amountPaidCents: { from: null, to: event.data.amountCents } };
    case 'BookingStatusChanged':
      return { status: { from: event.data.from, to: event.data.to } };
    case 'BookingRefunded':
      return { refundedCents: { from: null, to: event.data.amountCents }, refundRule: { from: null, to: `${event.data.rule} (${event.data.percent}%)` } };
  }
}

function createdFields(details: BookingDetails): Record<string, FieldChange> {
  return Object.fromEntries(Object.entries(details).map(([field, value]) => [field, { from: null, to: value }]));
}
