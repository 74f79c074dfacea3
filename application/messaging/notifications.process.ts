import { BookingState, ExistingBooking } from '../../domain/bookings/booking';
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
import { BookingSteps } from '../bookings/booking-process-steps';
import { ContactEntries } from '../content/site-content-service';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { ProcessManager } from '../process-managers/process-manager';
import { NewOutboxMessage, OutboxAudience, OutboxChannel, OutboxStore } from './outbox';

/**
 * Puts the messages a booking event calls for into the outbox (the dispatcher sends them later):
 * on a confirmation (paid online, or set confirmed by the admin) and on a cancellation, an email
 * and an SMS to the customer and an SMS to the guide.
 *
 * A side-effecting consumer, so a process manager and never a projection: added to a database
 * with history it starts at the end of the log, and a projection rebuild does not replay it, so no
 * past customer is ever messaged again. Each message's key names the event and the recipient, and
 * the outbox keeps one message per key, so handling an event twice (after a crash) sends once.
 *
 * The trip is read from the booking's stream as of the event; the contact details (business phone,
 * meeting place, guide phone) from the site content when the message is written.
 */
export class NotificationsProcess implements ProcessManager {
  // The name of the projection it replaces: an existing database carries on where that one stopped.
  readonly name = 'notifications';
  readonly eventTypes = ['BookingPaid', 'BookingStatusChanged'];
  // Nobody's answer depends on a message: commands do not wait for the outbox, which is written
  // within a second (and sent within five).
  readonly background = true;
  private readonly bookings: BookingSteps;

  /** `siteOrigin`: the site's public origin, for the absolute links of the messages (the waiver page). */
  constructor(
    events: EventStore,
    private readonly outbox: OutboxStore,
    private readonly content: ContactEntries,
    private readonly siteOrigin: string,
  ) {
    this.bookings = new BookingSteps(events);
  }

  handles(recorded: RecordedEvent): boolean {
    const event = asBookingEvent(recorded);
    if (event?.type === 'BookingPaid') return true;
    return event?.type === 'BookingStatusChanged' && (event.data.to === 'confirmed' || event.data.to === 'cancelled');
  }

  async handle(recorded: RecordedEvent): Promise<void> {
    const event = asBookingEvent(recorded);
    const bookingId = bookingIdOf(recorded);
    const { state } = await this.bookings.bookingAsOf(bookingId, recorded.version);
    if (!event || state.status === 'none') return;
    if (event.type === 'BookingPaid') {
      await this.enqueue(recorded, state, 'booking-confirmed', event.data.occurredAt, (trip, business) => ({
        email: bookingConfirmedEmail(trip, business, event.data.amountCents),
        sms: bookingConfirmedSms(trip, business, event.data.amountCents),
        guideSms: guideNewBookingSms(trip),
      }));
    } else if (event.type === 'BookingStatusChanged' && event.data.to === 'confirmed') {
      // Confirmed by the admin (a phone booking): no card payment to mention.
      await this.enqueue(recorded, state, 'booking-confirmed', event.data.occurredAt, (trip, business) => ({
        email: bookingConfirmedEmail(trip, business),
        sms: bookingConfirmedSms(trip, business),
        guideSms: guideNewBookingSms(trip),
      }));
    } else if (event.type === 'BookingStatusChanged' && event.data.to === 'cancelled') {
      const { reason } = event.data;
      await this.enqueue(recorded, state, 'booking-cancelled', event.data.occurredAt, (trip, business) => ({
        email: bookingCancelledEmail(trip, business, reason),
        sms: bookingCancelledSms(trip, business, reason),
        guideSms: guideCancelledSms(trip, reason),
      }));
    }
  }

  private async enqueue(
    recorded: RecordedEvent,
    booking: ExistingBooking,
    kind: string,
    occurredAt: string,
    compose: (trip: TripFacts, business: BusinessContact) => BookingNotice,
  ): Promise<void> {
    const bookingId = booking.bookingId;
    const keyOf = (audience: OutboxAudience, channel: OutboxChannel) => `${kind}:${bookingId}:v${recorded.version}:${audience}-${channel}`;
    const contact = await this.contactDetails();
    const notice = compose(tripOf(booking), contact.business);
    const at = new Date(occurredAt);
    const base = {
      kind,
      bookingId,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: at,
      claimedAt: null,
      lastError: null,
      providerId: null,
      createdAt: at,
      sentAt: null,
    } as const;
    const messages: NewOutboxMessage[] = [
      {
        ...base,
        dedupeKey: keyOf('customer', 'email'),
        channel: 'email',
        audience: 'customer',
        recipient: booking.details.email,
        subject: notice.email.subject,
        body: notice.email.text,
        html: notice.email.html,
      },
      {
        ...base,
        dedupeKey: keyOf('customer', 'sms'),
        channel: 'sms',
        audience: 'customer',
        recipient: booking.details.phone,
        subject: null,
        body: notice.sms,
        html: null,
      },
      {
        ...base,
        dedupeKey: keyOf('guide', 'sms'),
        channel: 'sms',
        audience: 'guide',
        recipient: contact.guidePhone,
        subject: null,
        body: notice.guideSms,
        html: null,
      },
    ];
    await this.outbox.enqueue(messages);
  }

  /** The site content as the admin has set it, else the defaults. */
  private async contactDetails(): Promise<{ business: BusinessContact; guidePhone: string }> {
    const rows = await this.content.contactEntries();
    const read = (section: string, key: string, fallback: string) =>
      rows.find((r) => r.section === section && r.key === key)?.value.trim() || fallback;
    return {
      business: {
        name: SITE_DEFAULTS.name,
        phone: read('contact', 'phone', SITE_DEFAULTS.phone),
        location: read('contact', 'location', SITE_DEFAULTS.location),
        website: this.siteOrigin,
      },
      guidePhone: read('guide', 'phone', GUIDE_DEFAULTS.phone),
    };
  }
}

/** What every message of a booking paid through the built-in test gateway says first. */
export const TEST_PAYMENT_MARK = 'TEST PAYMENT, no money moved';

interface BookingNotice {
  email: EmailContent;
  sms: string;
  guideSms: string;
}

function tripOf(booking: Exclude<BookingState, { status: 'none' }>): TripFacts {
  const d = booking.details;
  return {
    bookingId: booking.bookingId,
    // The admin's Test System checks the messages: they say plainly that no trip was booked. A
    // booking paid through the test gateway is a real trip nobody paid for: the guide must see it.
    package: d.test
      ? `TEST, no trip booked: ${d.package}`
      : booking.payment?.gateway === 'test'
        ? `${TEST_PAYMENT_MARK}: ${d.package}`
        : d.package,
    date: d.date,
    time: d.time,
    name: d.name,
    phone: d.phone,
    people: d.people,
    kidsCount: d.kidsCount,
  };
}
