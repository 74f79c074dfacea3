import { BookingDetails } from '../../domain/bookings/booking';
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
    const changes: Record<string, FieldChange> =
      event.type === 'BookingRequested'
        ? { ...createdFields(event.data.details), status: { from: null, to: 'pending' } }
        : { status: { from: event.data.from, to: event.data.to } };
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

function createdFields(details: BookingDetails): Record<string, FieldChange> {
  return Object.fromEntries(Object.entries(details).map(([field, value]) => [field, { from: null, to: value }]));
}
