import { BookingEvent } from '../../domain/bookings/booking';
import { BookingConsent, bookingConsentOf, bookingGivesConsent, consentSourceOf } from '../../domain/campaigns/booking-consent';
import { contactKeyOf } from '../../domain/campaigns/consent-rules';
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
 * same rows). A booking makes its customer a contact (name and address) once it counts: a booking
 * the guide records (a phone booking) at once, any booking when it is first confirmed (paid
 * online, or confirmed by the guide). Its box gives express consent when the guide records it, or
 * when a visitor's booking is paid (booking-consent.ts). Anybody may start a checkout with any
 * address and any name: an unpaid or released one makes nobody a contact, gives no consent and
 * renames nobody. The admin's Test System bookings are the guide's own and make nobody a contact.
 *
 * A booking's later events (BookingPaid, BookingStatusChanged) name no address: a row per booking
 * keeps what its first event said. A batch reads the rows it touches once and writes each table
 * with one upsert.
 *
 * A change to what this projection makes of the events comes with a migration that empties its
 * tables and deletes its checkpoint, so that an upgraded site replays the whole log into it when
 * it starts (adapters/campaigns/campaign-tables.ts, RebuildMarketingContactsFromPurchases).
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

    // Every contact the batch may touch, read at once: the guide's booking counts as it is made, a
    // visitor's checkout only by a later event (its payment), in this batch or a later one.
    const keys = new Set<string>();
    const startedHere = new Map<string, string>();
    for (const { bookingId, event } of relevant) {
      if (event.type === 'BookingRequested' || event.type === 'BookingHeld') {
        const { details } = event.data;
        if (details.test) continue;
        const key = contactKeyOf(details.email);
        startedHere.set(bookingId, key);
        if (bookingConsentOf({ actor: event.metadata.actor, details }).byGuide) keys.add(key);
      } else {
        const key = bookings.get(bookingId)?.emailKey ?? startedHere.get(bookingId);
        if (key) keys.add(key);
      }
    }
    const contacts = new Map<string, MarketingContactRow>();
    for (const row of await tx.findMany(marketingContactsTable, 'emailKey', [...keys])) contacts.set(row.emailKey, row);

    const changedBookings = new Set<string>();
    const changedContacts = new Set<string>();
    const counted = (booking: MarketingContactBookingRow, at: Date, change: { consent: boolean; purchase: boolean }) => {
      contacts.set(booking.emailKey, contactAfter(contacts.get(booking.emailKey), booking, at, change));
      changedContacts.add(booking.emailKey);
    };
    for (const { bookingId, event } of relevant) {
      if (event.type === 'BookingRequested' || event.type === 'BookingHeld') {
        const { details } = event.data;
        const { actor, occurredAt } = event.metadata;
        if (details.test) continue;
        const consent = bookingConsentOf({ actor, details });
        const booking: MarketingContactBookingRow = {
          bookingId,
          emailKey: contactKeyOf(details.email),
          email: details.email.trim(),
          name: details.name.trim(),
          marketingConsent: consent.marketingConsent,
          byGuide: consent.byGuide,
          purchasedAt: null,
        };
        bookings.set(bookingId, booking);
        changedBookings.add(bookingId);
        // The guide's booking counts at once; a visitor's waits for its payment.
        if (booking.byGuide) counted(booking, new Date(occurredAt), { consent: bookingGivesConsent('recorded', consent), purchase: false });
        continue;
      }
      if (event.type === 'BookingStatusChanged' && event.data.to !== 'confirmed') continue;
      const booking = bookings.get(bookingId);
      if (!booking) continue;
      const at = new Date(event.metadata.occurredAt);
      // A purchase: the booking is first confirmed, paid online or by the guide's hand.
      const purchase = booking.purchasedAt === null;
      const consent = event.type === 'BookingPaid' && bookingGivesConsent('paid', consentOf(booking));
      if (!purchase && !consent) continue;
      if (purchase) {
        bookings.set(bookingId, { ...booking, purchasedAt: at });
        changedBookings.add(bookingId);
      }
      counted(booking, at, { consent, purchase });
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

function consentOf(booking: MarketingContactBookingRow): BookingConsent {
  return { byGuide: booking.byGuide, marketingConsent: booking.marketingConsent, test: false };
}

/**
 * The contact once `booking` counts at `at`: named and addressed as on this booking (the latest
 * that counted), with the express consent its box gives now, and its purchase.
 */
function contactAfter(
  before: MarketingContactRow | undefined,
  booking: MarketingContactBookingRow,
  at: Date,
  change: { consent: boolean; purchase: boolean },
): MarketingContactRow {
  const gives = change.consent;
  const last = dateOrNull(before?.lastPurchaseAt);
  return {
    emailKey: booking.emailKey,
    email: booking.email,
    name: booking.name,
    expressConsentAt: gives ? at : dateOrNull(before?.expressConsentAt),
    expressConsentSource: gives ? consentSourceOf(consentOf(booking)) : (before?.expressConsentSource ?? null),
    expressConsentBookingId: gives ? booking.bookingId : (before?.expressConsentBookingId ?? null),
    lastPurchaseAt: change.purchase && !(last && last.getTime() > at.getTime()) ? at : last,
    firstSeenAt: before ? new Date(before.firstSeenAt) : at,
    updatedAt: at,
  };
}

/** Rows read back may hold dates as text (the process's copy of what it wrote) or as Date. */
function dateOrNull(value: Date | string | null | undefined): Date | null {
  return value === null || value === undefined ? null : new Date(value);
}
