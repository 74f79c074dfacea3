import {
  bookingCancelledEmail,
  bookingCancelledSms,
  bookingConfirmedEmail,
  bookingConfirmedSms,
  BusinessContact,
  EmailContent,
  guideCancelledSms,
  guideNewBookingSms,
  TripFacts,
} from '../../domain/messaging/booking-messages';
import { GUIDE_DEFAULTS, SITE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { siteContentTable } from '../content/site-content-service';
import { RecordedEvent } from '../ports/event-store';
import { ReadModelTransaction } from '../ports/read-models';
import { Projection } from '../projections/projection';
import { messagingBookingsTable, MessagingBookingRow, NewOutboxMessage, OutboxAudience, OutboxChannel, outboxTable } from './outbox';

/**
 * Puts the messages a booking event calls for into the outbox (the dispatcher sends them later):
 * on a confirmation (paid online, or set confirmed by the admin) and on a cancellation, an email
 * and an SMS to the customer and an SMS to the guide. Rows commit with the projection's
 * checkpoint, so each event enqueues its messages exactly once.
 *
 * The outbox is deliberately NOT one of this projection's `tables`: a rebuild empties those and
 * replays the whole log, and messages already sent must not go out again. Each message instead has
 * a dedupe key made of the event (booking id and stream version) and the recipient, and a replay
 * skips keys the outbox already holds. The contact details (business phone, meeting place, guide
 * phone) are read from the site content when the message is first enqueued, which is the one read
 * outside this projection's own rows: a replay never writes those messages again, so it cannot
 * change them.
 */
export const notificationsProjection: Projection = {
  name: 'notifications',
  tables: [messagingBookingsTable],

  async apply(recorded: RecordedEvent, tx: ReadModelTransaction) {
    const event = asBookingEvent(recorded);
    if (!event) return;
    const bookingId = bookingIdOf(recorded);
    switch (event.type) {
      case 'BookingRequested':
      case 'BookingHeld': {
        const d = event.data.details;
        await tx.insert(messagingBookingsTable, {
          bookingId,
          // The admin's Test System checks the messages: they say plainly that no trip was booked.
          package: d.test ? `TEST, no trip booked: ${d.package}` : d.package,
          date: d.date,
          time: d.time,
          name: d.name,
          email: d.email,
          phone: d.phone,
          people: d.people,
          kidsCount: d.kidsCount,
        });
        return;
      }
      case 'BookingPaid':
        await enqueue(tx, recorded, bookingId, 'booking-confirmed', event.data.occurredAt, (trip, business) => ({
          email: bookingConfirmedEmail(trip, business, event.data.amountCents),
          sms: bookingConfirmedSms(trip, business, event.data.amountCents),
          guideSms: guideNewBookingSms(trip),
        }));
        return;
      case 'BookingStatusChanged': {
        const { to, reason, occurredAt } = event.data;
        if (to === 'confirmed') {
          // Confirmed by the admin (a phone booking): no card payment to mention.
          await enqueue(tx, recorded, bookingId, 'booking-confirmed', occurredAt, (trip, business) => ({
            email: bookingConfirmedEmail(trip, business),
            sms: bookingConfirmedSms(trip, business),
            guideSms: guideNewBookingSms(trip),
          }));
        } else if (to === 'cancelled') {
          await enqueue(tx, recorded, bookingId, 'booking-cancelled', occurredAt, (trip, business) => ({
            email: bookingCancelledEmail(trip, business, reason),
            sms: bookingCancelledSms(trip, business, reason),
            guideSms: guideCancelledSms(trip, reason),
          }));
        }
        return;
      }
    }
  },
};

interface BookingNotice {
  email: EmailContent;
  sms: string;
  guideSms: string;
}

async function enqueue(
  tx: ReadModelTransaction,
  recorded: RecordedEvent,
  bookingId: string,
  kind: string,
  occurredAt: string,
  compose: (trip: TripFacts, business: BusinessContact) => BookingNotice,
): Promise<void> {
  const booking = await tx.findOne(messagingBookingsTable, { bookingId });
  if (!booking) return; // its first event predates this projection's knowledge: nothing to say
  const keyOf = (audience: OutboxAudience, channel: OutboxChannel) => `${kind}:${bookingId}:v${recorded.version}:${audience}-${channel}`;
  const keys = [keyOf('customer', 'email'), keyOf('customer', 'sms'), keyOf('guide', 'sms')];
  const existing: boolean[] = [];
  for (const dedupeKey of keys) existing.push((await tx.findOne(outboxTable, { dedupeKey })) !== null);
  if (existing.every(Boolean)) return; // a rebuild replaying an event whose messages exist

  const contact = await contactDetails(tx);
  const notice = compose(tripOf(booking), contact.business);
  const at = new Date(occurredAt);
  const base = { kind, bookingId, status: 'pending', attempts: 0, nextAttemptAt: at, claimedAt: null, lastError: null, providerId: null, createdAt: at, sentAt: null } as const;
  const messages: NewOutboxMessage[] = [
    {
      ...base,
      dedupeKey: keys[0]!,
      channel: 'email',
      audience: 'customer',
      recipient: booking.email,
      subject: notice.email.subject,
      body: notice.email.text,
      html: notice.email.html,
    },
    { ...base, dedupeKey: keys[1]!, channel: 'sms', audience: 'customer', recipient: booking.phone, subject: null, body: notice.sms, html: null },
    { ...base, dedupeKey: keys[2]!, channel: 'sms', audience: 'guide', recipient: contact.guidePhone, subject: null, body: notice.guideSms, html: null },
  ];
  for (const [i, message] of messages.entries()) {
    if (!existing[i]) await tx.insert(outboxTable, message);
  }
}

function tripOf(row: MessagingBookingRow): TripFacts {
  return { package: row.package, date: row.date, time: row.time, name: row.name, phone: row.phone, people: row.people, kidsCount: row.kidsCount };
}

/** The site content as the admin has set it (through the same transaction), else the defaults. */
async function contactDetails(tx: ReadModelTransaction): Promise<{ business: BusinessContact; guidePhone: string }> {
  const read = async (section: string, key: string, fallback: string) => {
    const row = await tx.findOne(siteContentTable, { section, key });
    return row?.value.trim() || fallback;
  };
  return {
    business: {
      name: SITE_DEFAULTS.name,
      phone: await read('contact', 'phone', SITE_DEFAULTS.phone),
      location: await read('contact', 'location', SITE_DEFAULTS.location),
    },
    guidePhone: await read('guide', 'phone', GUIDE_DEFAULTS.phone),
  };
}
