import { BookingEvent, ExistingBooking, movePaymentOf } from '../../domain/bookings/booking';
import { bookingConfirmedEmail, bookingConfirmedSms, guideNewBookingSms } from './booking-messages';
import { bookingRescheduledEmail, bookingRescheduledSms, guideRescheduledSms } from './reschedule-messages';
import { waiverPageUrl } from '../../domain/waivers/waiver-page';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { BookingSteps } from '../bookings/booking-process-steps';
import { ManageLinkIssuer } from '../manage/manage-links';
import { ContactEntries } from '../content/site-content-service';
import { WaiverReferences } from '../waivers/waiver-references';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { noticeMessages, NoticePlan, noticeSettings, statusChangeNotice, tripOf } from './booking-notices';
import { MessageTemplateReader } from './message-template-service';
import { NewOutboxMessage, OutboxAudience, OutboxChannel, outboxMessage, OutboxStore } from './outbox';

/** What the notifications process works with, each by name. */
export interface NotificationsDeps {
  readonly events: EventStore;
  readonly outbox: OutboxStore;
  readonly content: ContactEntries;
  /** The site's public origin, for the absolute links of the messages (the waiver page). */
  readonly siteOrigin: string;
  readonly templates: MessageTemplateReader;
  /** Issues the private manage link each confirmation carries. */
  readonly manageLinks: ManageLinkIssuer;
  /** The booking's waiver reference, which the confirmation's waiver link carries. */
  readonly waiverReferences: WaiverReferences;
}

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
 * to the guide, always go, unless the admin chose not to tell the customer of a status change
 * (the guide's text still goes). The messages of a status change are written by
 * booking-notices.ts, which the admin's preview of the change shows as they are.
 */
export class NotificationsProcess extends ReactingProcessManager {
  // The name of the projection it replaces: an existing database carries on where that one stopped.
  readonly name = 'notifications';
  protected readonly on = reactions(asBookingEvent, {
    BookingPaid: (event, recorded) => this.paid(event, recorded),
    BookingStatusChanged: {
      when: (event) => event.data.to === 'confirmed' || event.data.to === 'cancelled',
      then: (event, recorded) => this.statusChanged(event, recorded),
    },
    BookingRescheduled: (event, recorded) => this.rescheduled(event, recorded),
  });
  // Nobody's answer depends on a message: commands do not wait for the outbox, which is written
  // within a second (and sent within five).
  readonly background = true;
  private readonly bookings: BookingSteps;

  private readonly outbox: OutboxStore;
  private readonly content: ContactEntries;
  private readonly siteOrigin: string;
  private readonly templates: MessageTemplateReader;
  private readonly manageLinks: ManageLinkIssuer;
  private readonly waiverReferences: WaiverReferences;

  constructor(deps: NotificationsDeps) {
    super();
    ({
      outbox: this.outbox,
      content: this.content,
      siteOrigin: this.siteOrigin,
      templates: this.templates,
      manageLinks: this.manageLinks,
      waiverReferences: this.waiverReferences,
    } = deps);
    // It only reads bookings: it never refunds nor cancels a payment.
    this.bookings = new BookingSteps(deps.events, null);
  }

  private async paid(event: Extract<BookingEvent, { type: 'BookingPaid' }>, recorded: RecordedEvent): Promise<void> {
    const state = await this.bookingAsOf(recorded);
    if (!state) return;
    await this.enqueue(recorded, state, event.metadata.occurredAt, {
      kind: 'booking-confirmed',
      compose: ({ trip, business, guidePhone, texts, automation, manageLink }) => ({
        email: automation.autoEmailReceipts ? bookingConfirmedEmail(trip, business, event.data.amountCents, manageLink) : null,
        sms: automation.bookingConfirmationSms
          ? bookingConfirmedSms(trip, business, event.data.amountCents, { template: texts.confirmation.body, guidePhone }, manageLink)
          : null,
        guideSms: guideNewBookingSms(trip),
      }),
    });
  }

  private async statusChanged(event: Extract<BookingEvent, { type: 'BookingStatusChanged' }>, recorded: RecordedEvent): Promise<void> {
    const state = await this.bookingAsOf(recorded);
    if (!state) return;
    const notice = statusChangeNotice(event, state);
    // A confirmation the customer is not told of carries no manage link: a new one would be a link nobody gets.
    if (notice) await this.enqueue(recorded, state, event.metadata.occurredAt, notice, event.data.notify !== false);
  }

  private async rescheduled(event: Extract<BookingEvent, { type: 'BookingRescheduled' }>, recorded: RecordedEvent): Promise<void> {
    const state = await this.bookingAsOf(recorded);
    if (!state) return;
    const { from, refundCents, paymentIntentId } = event.data;
    const paidCents = paymentIntentId ? (movePaymentOf(state, paymentIntentId)?.payment.amountCents ?? 0) : 0;
    await this.enqueue(recorded, state, event.metadata.occurredAt, {
      kind: 'booking-rescheduled',
      compose: ({ trip, business }) => ({
        email: bookingRescheduledEmail(trip, business, from, refundCents, paidCents),
        sms: bookingRescheduledSms(trip, business, from, refundCents, paidCents),
        guideSms: guideRescheduledSms(trip, from),
      }),
    });
  }

  /** The booking as of the event: its messages tell the trip as it was then. */
  private async bookingAsOf(recorded: RecordedEvent): Promise<ExistingBooking | undefined> {
    const { state } = await this.bookings.bookingAsOf(bookingIdOf(recorded), recorded.version);
    return state.status === 'none' ? undefined : state;
  }

  private async enqueue(
    recorded: RecordedEvent,
    booking: ExistingBooking,
    occurredAt: string,
    plan: NoticePlan,
    withLink = true,
  ): Promise<void> {
    const bookingId = booking.bookingId;
    const { kind } = plan;
    const keyOf = (audience: OutboxAudience, channel: OutboxChannel) => `${kind}:${bookingId}:v${recorded.version}:${audience}-${channel}`;
    const settings = await noticeSettings(this.content, this.siteOrigin, this.templates);
    // A test booking has none (it is no trip to move or cancel). The link is stored with the
    // messages that carry it, only if they are new: handling the event again makes no second link.
    const manageLink =
      kind === 'booking-confirmed' && withLink && !booking.details.test ? this.manageLinks.prepare(bookingId, new Date(occurredAt)) : null;
    // The same reference every time it is asked for: handling the event again changes no link.
    const waiverReference =
      kind === 'booking-confirmed' ? await this.waiverReferences.referenceOf(bookingId, new Date(occurredAt)) : undefined;
    const trip = {
      ...tripOf(booking),
      ...(waiverReference ? { waiverLink: waiverPageUrl(settings.business.website, waiverReference) } : {}),
    };
    const notice = plan.compose({ ...settings, trip, manageLink: manageLink?.url });
    const at = new Date(occurredAt);
    // A message the admin turned off (Automation) is not written at all; the guide's always is.
    const messages: NewOutboxMessage[] = noticeMessages(booking, notice, settings.guidePhone).map(
      ({ audience, channel, recipient, subject, body, html }) =>
        outboxMessage({
          dedupeKey: keyOf(audience, channel),
          kind,
          bookingId,
          channel,
          to: { audience, recipient },
          at,
          subject,
          body,
          html,
        }),
    );
    await this.outbox.enqueue(messages, manageLink ? { manageLink: manageLink.link } : {});
  }
}

/** Where it always was: tests and the admin's Test System read it from here. */
export { TEST_PAYMENT_MARK } from './booking-notices';
