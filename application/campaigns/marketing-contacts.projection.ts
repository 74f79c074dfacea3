import { BookingEvent } from '../../domain/bookings/booking';
import { ConsentSource, contactKeyOf } from '../../domain/campaigns/consent-rules';
import { Actor } from '../../domain/shared/actor';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { RecordedEvent } from '../ports/event-store';
import { ReadModelTransaction } from '../ports/read-models';
import { Projection } from '../projections/projection';
import {
  MarketingContactBookingRow,
  marketingContactBookingsTable,
  MarketingContactRow,
  marketingContactsTable,
} from './contact-read-models';

/**
 * The contacts campaigns choose from, built from the booking events alone (a rebuild gives the
 * same rows): every address a booking was made for, with the latest express consent its form
 * carried and the latest purchase (a confirmed booking). The admin's Test System bookings are the
 * guide's own and make nobody a contact.
 *
 * A booking's later events (BookingPaid, BookingStatusChanged) name no address: a row per booking
 * says whose it is. A batch reads the rows it touches once and writes each table with one upsert.
 */
export const marketingContactsProjection: Projection = {
  name: 'marketing_contacts',
  tables: [marketingContactBookingsTable, marketingContactsTable],
  async applyBatch(events: readonly RecordedEvent[], tx: ReadModelTransaction): Promise<void> {
    const relevant: { bookingId: string; event: BookingEvent }[] = [];
    for (const recorded of events) {
      const event = asBookingEvent(recorded);
      if (event && TYPES.has(event.type)) relevant.push({ bookingId: bookingIdOf(recorded), event });
    }
    if (relevant.length === 0) return;

    // The bookings of the batch whose first event came in an earlier one.
    const created = new Set(relevant.filter(({ event }) => startsBooking(event)).map(({ bookingId }) => bookingId));
    const earlier = [...new Set(relevant.map(({ bookingId }) => bookingId))].filter((id) => !created.has(id));
    const bookings = new Map<string, MarketingContactBookingRow>();
    for (const row of await tx.findMany(marketingContactBookingsTable, 'bookingId', earlier)) bookings.set(row.bookingId, row);

    // Every contact the batch touches, read at once.
    const keys = new Set<string>();
    for (const { bookingId, event } of relevant) {
      if (event.type === 'BookingRequested' || event.type === 'BookingHeld') {
        if (!event.data.details.test) keys.add(contactKeyOf(event.data.details.email));
      } else {
        const booking = bookings.get(bookingId);
        if (booking) keys.add(booking.emailKey);
      }
    }
    const contacts = new Map<string, MarketingContactRow>();
    for (const row of await tx.findMany(marketingContactsTable, 'emailKey', [...keys])) contacts.set(row.emailKey, row);

    const changedBookings = new Set<string>();
    const changedContacts = new Set<string>();
    for (const { bookingId, event } of relevant) {
      if (event.type === 'BookingRequested' || event.type === 'BookingHeld') {
        const { details, actor, occurredAt } = event.data;
        if (details.test) continue;
        const at = new Date(occurredAt);
        const emailKey = contactKeyOf(details.email);
        bookings.set(bookingId, { bookingId, emailKey, purchasedAt: null });
        changedBookings.add(bookingId);
        const before = contacts.get(emailKey);
        const consent = details.marketingConsent === true;
        contacts.set(emailKey, {
          emailKey,
          email: details.email.trim(),
          name: details.name.trim(),
          expressConsentAt: consent ? at : dateOrNull(before?.expressConsentAt),
          expressConsentSource: consent ? sourceOf(actor) : (before?.expressConsentSource ?? null),
          expressConsentBookingId: consent ? bookingId : (before?.expressConsentBookingId ?? null),
          lastPurchaseAt: dateOrNull(before?.lastPurchaseAt),
          firstSeenAt: before ? new Date(before.firstSeenAt) : at,
          updatedAt: at,
        });
        changedContacts.add(emailKey);
        continue;
      }
      // A purchase: the booking is confirmed, paid online or by the guide (a phone booking).
      if (event.type === 'BookingStatusChanged' && event.data.to !== 'confirmed') continue;
      const booking = bookings.get(bookingId);
      if (!booking || booking.purchasedAt) continue;
      const at = new Date(event.data.occurredAt);
      bookings.set(bookingId, { ...booking, purchasedAt: at });
      changedBookings.add(bookingId);
      const contact = contacts.get(booking.emailKey);
      if (!contact) continue;
      const last = dateOrNull(contact.lastPurchaseAt);
      contacts.set(booking.emailKey, {
        ...contact,
        lastPurchaseAt: last && last.getTime() > at.getTime() ? last : at,
        updatedAt: at,
      });
      changedContacts.add(booking.emailKey);
    }

    await tx.upsertMany(
      marketingContactBookingsTable,
      [...changedBookings].map((id) => bookings.get(id)!),
    );
    await tx.upsertMany(
      marketingContactsTable,
      [...changedContacts].map((key) => contacts.get(key)!),
    );
  },
};

const TYPES: ReadonlySet<BookingEvent['type']> = new Set(['BookingRequested', 'BookingHeld', 'BookingPaid', 'BookingStatusChanged']);

function startsBooking(event: BookingEvent): boolean {
  return event.type === 'BookingRequested' || event.type === 'BookingHeld';
}

/** The public form's box, or the guide recording a yes on the phone. */
function sourceOf(actor: Actor): ConsentSource {
  return actor.kind === 'user' ? 'phone-booking' : 'booking-form';
}

/** Rows read back may hold dates as text (the process's copy of what it wrote) or as Date. */
function dateOrNull(value: Date | string | null | undefined): Date | null {
  return value === null || value === undefined ? null : new Date(value);
}
