import { RecordedEvent } from '../ports/event-store';
import { ReadModelTransaction } from '../ports/read-models';
import { Projection } from '../projections/projection';
import { bookingListTable } from './booking-read-models';
import { asBookingEvent, bookingIdOf } from './booking-events';

/** The admin's booking list: one row per booking with its current status. */
export const bookingListProjection: Projection = {
  name: 'booking_list',
  tables: [bookingListTable],

  async apply(recorded: RecordedEvent, tx: ReadModelTransaction) {
    const event = asBookingEvent(recorded);
    if (!event) return;
    const id = bookingIdOf(recorded);
    switch (event.type) {
      case 'BookingRequested':
      case 'BookingHeld': {
        const d = event.data.details;
        const at = new Date(event.data.occurredAt);
        const payment = event.type === 'BookingHeld' ? event.data.payment : undefined;
        await tx.insert(bookingListTable, {
          id,
          package: d.package,
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
          status: event.type === 'BookingHeld' ? 'held' : 'pending',
          amountCents: payment?.amountCents ?? null,
          paymentIntentId: payment?.paymentIntentId ?? null,
          paidAt: null,
          refundedCents: 0,
          test: d.test ?? false,
          createdAt: at,
          updatedAt: at,
          version: recorded.version,
        });
        return;
      }
      case 'BookingPaid': {
        const at = new Date(event.data.occurredAt);
        await tx.update(bookingListTable, { id }, { status: 'confirmed', paidAt: at, updatedAt: at, version: recorded.version });
        return;
      }
      case 'BookingRefunded': {
        const row = await tx.findOne(bookingListTable, { id });
        await tx.update(
          bookingListTable,
          { id },
          { refundedCents: (row?.refundedCents ?? 0) + event.data.amountCents, updatedAt: new Date(event.data.occurredAt), version: recorded.version },
        );
        return;
      }
      case 'BookingStatusChanged':
        await tx.update(
          bookingListTable,
          { id },
          { status: event.data.to, updatedAt: new Date(event.data.occurredAt), version: recorded.version },
        );
        return;
    }
  },
};

