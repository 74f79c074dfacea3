import { BookingState, ExistingBooking, movePaymentOf, refundableCents } from '../../domain/bookings/booking';
import {
  bookingCancelledEmail,
  bookingCancelledSms,
  bookingConfirmedEmail,
  bookingConfirmedSms,
  bookingRescheduledEmail,
  bookingRescheduledSms,
  BusinessContact,
  EmailContent,
  guideCancelledSms,
  guideNewBookingSms,
  guideRescheduledSms,
  TripFacts,
  weatherCancelledEmail,
  weatherCancelledSms,
  weatherRebookLink,
} from '../../domain/messaging/booking-messages';
import { refundFor } from '../../domain/bookings/refund-policy';
import { AutomationSettings, automationSettingsOf } from '../../domain/messaging/automation-rules';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { BookingSteps } from '../bookings/booking-process-steps';
import { ManageLinkIssuer } from '../bookings/manage-links';
import { ContactEntries } from '../content/site-content-service';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { ProcessManager } from '../process-managers/process-manager';
import { businessFromRows, guideFromRows } from './business-contact';
import { MessageTemplateReader, MessageTemplateTexts } from './message-template-service';
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
 * meeting place, guide phone), the customer SMS texts (the admin's message templates) and which
 * messages go at all (SMS Communications > Automation) when the message is written. The admin may
 * turn off the customer's confirmation SMS and confirmation email; a cancellation, and every text
 * to the guide, always go.
 */
export class NotificationsProcess implements ProcessManager {
  // The name of the projection it replaces: an existing database carries on where that one stopped.
  readonly name = 'notifications';
  readonly eventTypes = ['BookingPaid', 'BookingStatusChanged', 'BookingRescheduled'];
  // Nobody's answer depends on a message: commands do not wait for the outbox, which is written
  // within a second (and sent within five).
  readonly background = true;
  private readonly bookings: BookingSteps;

  /**
   * `siteOrigin`: the site's public origin, for the absolute links of the messages (the waiver page).
   * `manageLinks`: issues the private manage link each confirmation carries (issue 20).
   */
  constructor(
    events: EventStore,
    private readonly outbox: OutboxStore,
    private readonly content: ContactEntries,
    private readonly siteOrigin: string,
    private readonly templates: MessageTemplateReader,
    private readonly manageLinks?: ManageLinkIssuer,
  ) {
    this.bookings = new BookingSteps(events);
  }

  handles(recorded: RecordedEvent): boolean {
    const event = asBookingEvent(recorded);
    if (event?.type === 'BookingPaid' || event?.type === 'BookingRescheduled') return true;
    return event?.type === 'BookingStatusChanged' && (event.data.to === 'confirmed' || event.data.to === 'cancelled');
  }

  async handle(recorded: RecordedEvent): Promise<void> {
    const event = asBookingEvent(recorded);
    const bookingId = bookingIdOf(recorded);
    const { state } = await this.bookings.bookingAsOf(bookingId, recorded.version);
    if (!event || state.status === 'none') return;
    if (event.type === 'BookingPaid') {
      await this.enqueue(
        recorded,
        state,
        'booking-confirmed',
        event.data.occurredAt,
        ({ trip, business, guidePhone, texts, automation, manageLink }) => ({
          email: automation.autoEmailReceipts ? bookingConfirmedEmail(trip, business, event.data.amountCents, manageLink) : null,
          sms: automation.bookingConfirmationSms
            ? bookingConfirmedSms(trip, business, event.data.amountCents, { template: texts.confirmation.body, guidePhone }, manageLink)
            : null,
          guideSms: guideNewBookingSms(trip),
        }),
      );
    } else if (event.type === 'BookingStatusChanged' && event.data.to === 'confirmed') {
      // Confirmed by the admin (a phone booking): no card payment to mention.
      await this.enqueue(
        recorded,
        state,
        'booking-confirmed',
        event.data.occurredAt,
        ({ trip, business, guidePhone, texts, automation, manageLink }) => ({
          email: automation.autoEmailReceipts ? bookingConfirmedEmail(trip, business, undefined, manageLink) : null,
          sms: automation.bookingConfirmationSms
            ? bookingConfirmedSms(trip, business, undefined, { template: texts.confirmation.body, guidePhone }, manageLink)
            : null,
          guideSms: guideNewBookingSms(trip),
        }),
      );
    } else if (event.type === 'BookingStatusChanged' && event.data.to === 'cancelled') {
      const { reason, weather, occurredAt } = event.data;
      if (weather === true) {
        // The operator's weather cancellation (issue 20): the full refund the refunds process is
        // making for this event, and a link to rebook the same trip on another date.
        const left = state.paidAt ? refundableCents(state) : 0;
        const refundCents = left > 0 ? refundFor(left, state.details.date, state.details.time, new Date(occurredAt), true).amountCents : 0;
        await this.enqueue(recorded, state, 'booking-cancelled', occurredAt, ({ trip, business, guidePhone, texts }) => {
          const facts = { reason, refundCents, rebookLink: weatherRebookLink(business.website, state.details.package) };
          return {
            email: weatherCancelledEmail(trip, business, facts),
            sms: weatherCancelledSms(trip, business, facts, { template: texts.weatherCancellation.body, guidePhone }),
            guideSms: guideCancelledSms(trip, reason ? `weather: ${reason}` : 'weather'),
          };
        });
        return;
      }
      await this.enqueue(recorded, state, 'booking-cancelled', occurredAt, ({ trip, business, guidePhone, texts }) => ({
        email: bookingCancelledEmail(trip, business, reason),
        sms: bookingCancelledSms(trip, business, reason, { template: texts.cancellation.body, guidePhone }),
        guideSms: guideCancelledSms(trip, reason),
      }));
    } else if (event.type === 'BookingRescheduled') {
      const { from, refundCents, paymentIntentId } = event.data;
      const paidCents = paymentIntentId ? (movePaymentOf(state, paymentIntentId)?.payment.amountCents ?? 0) : 0;
      await this.enqueue(recorded, state, 'booking-rescheduled', event.data.occurredAt, ({ trip, business }) => ({
        email: bookingRescheduledEmail(trip, business, from, refundCents, paidCents),
        sms: bookingRescheduledSms(trip, business, from, refundCents, paidCents),
        guideSms: guideRescheduledSms(trip, from),
      }));
    }
  }

  private async enqueue(
    recorded: RecordedEvent,
    booking: ExistingBooking,
    kind: string,
    occurredAt: string,
    compose: (facts: NoticeFacts) => BookingNotice,
  ): Promise<void> {
    const bookingId = booking.bookingId;
    const keyOf = (audience: OutboxAudience, channel: OutboxChannel) => `${kind}:${bookingId}:v${recorded.version}:${audience}-${channel}`;
    const [contact, texts] = await Promise.all([this.contactDetails(), this.templates.messageTemplates()]);
    const manageLink = kind === 'booking-confirmed' ? await this.manageLinkFor(booking, occurredAt, keyOf) : null;
    if (manageLink === false) return;
    const notice = compose({
      trip: tripOf(booking),
      business: contact.business,
      guidePhone: contact.guidePhone,
      texts,
      automation: contact.automation,
      manageLink: manageLink ?? undefined,
    });
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
    // A message the admin turned off (Automation) is not written at all; the guide's always is.
    const messages: NewOutboxMessage[] = [];
    if (notice.email) {
      const { subject, text, html } = notice.email;
      const email = { channel: 'email', recipient: booking.details.email, subject, body: text, html } as const;
      messages.push({ ...base, ...email, dedupeKey: keyOf('customer', 'email'), audience: 'customer' });
    }
    if (notice.sms) {
      const sms = { channel: 'sms', recipient: booking.details.phone, subject: null, body: notice.sms, html: null } as const;
      messages.push({ ...base, ...sms, dedupeKey: keyOf('customer', 'sms'), audience: 'customer' });
    }
    const guideSms = { channel: 'sms', recipient: contact.guidePhone, subject: null, body: notice.guideSms, html: null } as const;
    messages.push({ ...base, ...guideSms, dedupeKey: keyOf('guide', 'sms'), audience: 'guide' });
    await this.outbox.enqueue(messages);
  }

  /**
   * The manage link of a confirmation: a new token, stored (hashed) before the messages that carry
   * it. `false` when these messages were written before (the event is handled again after a
   * crash): they carry their link already, and a new one would only be a link nobody gets. A test
   * booking has none (it is no trip to move or cancel).
   */
  private async manageLinkFor(
    booking: ExistingBooking,
    occurredAt: string,
    keyOf: (audience: OutboxAudience, channel: OutboxChannel) => string,
  ): Promise<string | null | false> {
    if (!this.manageLinks || booking.details.test) return null;
    const written = await this.outbox.byDedupeKeys([keyOf('customer', 'email'), keyOf('customer', 'sms'), keyOf('guide', 'sms')]);
    if (written.length > 0) return false;
    return this.manageLinks.issue(booking.bookingId, new Date(occurredAt));
  }

  /** The site content as the admin has set it, else the defaults. */
  private async contactDetails(): Promise<{ business: BusinessContact; guidePhone: string; automation: AutomationSettings }> {
    const rows = await this.content.contactEntries();
    return {
      business: businessFromRows(rows, this.siteOrigin),
      guidePhone: guideFromRows(rows).phone,
      automation: automationSettingsOf(rows),
    };
  }
}

/** What every message of a booking paid through the built-in test gateway says first. */
export const TEST_PAYMENT_MARK = 'TEST PAYMENT, no money moved';

/** What a booking's messages are written from. */
interface NoticeFacts {
  trip: TripFacts;
  business: BusinessContact;
  guidePhone: string;
  texts: MessageTemplateTexts;
  automation: AutomationSettings;
  /** A confirmation's private manage link (issue 20). */
  manageLink?: string;
}

/** The messages of one booking event; null for a customer message the admin turned off. */
interface BookingNotice {
  email: EmailContent | null;
  sms: string | null;
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
