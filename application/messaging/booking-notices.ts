import { BookingStatusChanged, ExistingBooking } from '../../domain/bookings/booking';
import { giftCardCancellationReturn } from '../../domain/giftcards/gift-card-pricing';
import { cancellationRefund } from '../../domain/bookings/cancellation-refund';
import { AutomationSettings, automationSettingsOf } from '../../domain/messaging/automation-rules';
import {
  bookingCancelledEmail,
  bookingCancelledSms,
  CancellationFacts,
  bookingConfirmedEmail,
  bookingConfirmedSms,
  guideCancelledSms,
  guideNewBookingSms,
  TripFacts,
} from './booking-messages';
import { BusinessContact, EmailContent } from './message-format';
import { weatherCancelledEmail, weatherCancelledSms, weatherRebookLink } from './weather-cancellation-messages';
import { ContactEntries } from '../content/site-content-service';
import { businessFromRows, guideFromRows } from './business-contact';
import { MessageTemplateReader, MessageTemplateTexts } from './message-template-service';
import { OutboxAudience, OutboxChannel } from './outbox';
import { markedAsTest } from './test-notice';

/**
 * The messages a booking event calls for, written from the booking and the settings of the day.
 * The notifications process puts them in the outbox; the admin's preview of a status change shows
 * the very same texts before the change is made, so what the admin is shown is what goes.
 */

/** What every message of a booking paid through the built-in test gateway says first, on a line of its own. */
export const TEST_PAYMENT_MARK = 'TEST PAYMENT, no money moved';
/** The same for a booking of the admin's Test System, which is no trip at all. */
export const TEST_BOOKING_MARK = 'TEST, no trip booked';

/** The outbox kinds of the messages of a booking event. */
export type NoticeKind = 'booking-confirmed' | 'booking-cancelled' | 'booking-rescheduled';

/** The site content and templates the messages are written with (as the admin has set them, else the defaults). */
export interface NoticeSettings {
  business: BusinessContact;
  guidePhone: string;
  texts: MessageTemplateTexts;
  automation: AutomationSettings;
}

/** What a booking's messages are written from. */
export interface NoticeFacts extends NoticeSettings {
  trip: TripFacts;
  /** A confirmation's private manage link, for the customer to see, move or cancel the booking. */
  manageLink?: string;
}

/** The messages of one booking event; null for a customer message the admin turned off (or chose not to send). */
export interface BookingNotice {
  email: EmailContent | null;
  sms: string | null;
  guideSms: string;
}

/** What a booking event sends, before the facts of the day are known. */
export interface NoticePlan {
  readonly kind: NoticeKind;
  compose(facts: NoticeFacts): BookingNotice;
}

/** One message as it goes out. */
export interface NoticeMessage {
  audience: OutboxAudience;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
}

export async function noticeSettings(
  content: ContactEntries,
  siteOrigin: string,
  templates: MessageTemplateReader,
): Promise<NoticeSettings> {
  const [rows, texts] = await Promise.all([content.contactEntries(), templates.messageTemplates()]);
  return {
    business: businessFromRows(rows, siteOrigin),
    guidePhone: guideFromRows(rows).phone,
    texts,
    automation: automationSettingsOf(rows),
  };
}

/**
 * The messages of a status change (`booking`: as it stood with the change). A confirmation by the
 * admin (a phone booking, or one set back) has no card payment to mention, but says what is due
 * when it was confirmed as unpaid; a cancellation for the weather quotes the refund the refunds
 * process makes for it. null: the change calls for no message (set pending).
 *
 * `notify: false`: the admin chose not to tell the customer. The guide's own text still goes, as
 * every text to the guide does (Automation turns off only customers' messages).
 */
export function statusChangeNotice(change: BookingStatusChanged, booking: ExistingBooking): NoticePlan | null {
  const plan = noticeOfChange(change, booking);
  if (!plan || change.data.notify !== false) return plan;
  return { kind: plan.kind, compose: (facts) => ({ ...plan.compose(facts), email: null, sms: null }) };
}

function noticeOfChange(change: BookingStatusChanged, booking: ExistingBooking): NoticePlan | null {
  const { reason, weather, paymentDueCents } = change.data;
  switch (change.data.to) {
    case 'pending':
      return null;
    case 'confirmed':
      return {
        kind: 'booking-confirmed',
        compose: ({ trip, business, guidePhone, texts, automation, manageLink }) => ({
          email: automation.autoEmailReceipts ? bookingConfirmedEmail(trip, business, undefined, manageLink, paymentDueCents) : null,
          sms: automation.bookingConfirmationSms
            ? bookingConfirmedSms(trip, business, undefined, { template: texts.confirmation.body, guidePhone }, manageLink, paymentDueCents)
            : null,
          guideSms: guideNewBookingSms(trip, paymentDueCents),
        }),
      };
    case 'cancelled':
      if (weather === true) {
        // The operator's weather cancellation: the full refund the refunds process is
        // making for this event, and a link to rebook the same trip on another date.
        const refundCents = cancellationRefund(booking, change)?.amountCents ?? 0;
        return {
          kind: 'booking-cancelled',
          compose: ({ trip, business, guidePhone, texts }) => {
            const facts = { reason, refundCents, rebookLink: weatherRebookLink(business.website, booking.details.package) };
            return {
              email: weatherCancelledEmail(trip, business, facts),
              sms: weatherCancelledSms(trip, business, facts, { template: texts.weatherCancellation.body, guidePhone }),
              guideSms: guideCancelledSms(trip, reason ? `weather: ${reason}` : 'weather'),
            };
          },
        };
      }
      return {
        kind: 'booking-cancelled',
        compose: ({ trip, business, guidePhone, texts }) => {
          // The refund the refunds process makes for this very event, so the message quotes what is paid.
          const facts: CancellationFacts = {
            ...(reason ? { reason } : {}),
            byCustomer: change.metadata.actor.kind === 'customer',
            refund: cancellationRefund(booking, change),
            paidOnline: Boolean(booking.paidAt && booking.payment),
            giftCardReturnCents: giftCardCancellationReturn(booking, change).cents,
          };
          return {
            email: bookingCancelledEmail(trip, business, facts),
            sms: bookingCancelledSms(trip, business, facts, { template: texts.cancellation.body, guidePhone }),
            guideSms: guideCancelledSms(trip, reason),
          };
        },
      };
    default: {
      const unknown: never = change.data.to;
      throw new RangeError(`Not a booking status: ${String(unknown)}`);
    }
  }
}

/**
 * The messages of a notice, to whom each goes: the customer's (those not turned off), then the
 * guide's. A test's messages say so once, on a line of their own at the top.
 */
export function noticeMessages(booking: ExistingBooking, untold: BookingNotice, guidePhone: string): NoticeMessage[] {
  const mark = testMarkOf(booking);
  const notice = mark ? markedAsTest(untold, mark) : untold;
  const messages: NoticeMessage[] = [];
  if (notice.email) {
    const { subject, text, html } = notice.email;
    messages.push({ audience: 'customer', channel: 'email', recipient: booking.details.email, subject, body: text, html });
  }
  if (notice.sms) {
    messages.push({ audience: 'customer', channel: 'sms', recipient: booking.details.phone, subject: null, body: notice.sms, html: null });
  }
  messages.push({ audience: 'guide', channel: 'sms', recipient: guidePhone, subject: null, body: notice.guideSms, html: null });
  return messages;
}

/**
 * What a test's messages say first, or null for a real booking. The admin's Test System checks the
 * messages: they say plainly that no trip was booked. A booking paid through the test gateway is a
 * real trip nobody paid for: the guide must see it.
 */
export function testMarkOf(booking: ExistingBooking): string | null {
  if (booking.details.test) return TEST_BOOKING_MARK;
  return booking.payment?.gateway === 'test' ? TEST_PAYMENT_MARK : null;
}

export function tripOf(booking: ExistingBooking): TripFacts {
  const d = booking.details;
  return {
    bookingId: booking.bookingId,
    ...(booking.reference ? { reference: booking.reference } : {}),
    // The name as the customer chose it: a test says so in a line of its own (noticeMessages).
    package: d.package,
    date: d.date,
    time: d.time,
    name: d.name,
    phone: d.phone,
    people: d.people,
    kidsCount: d.kidsCount,
    ...(booking.price?.giftCardCents ? { giftCardCents: booking.price.giftCardCents } : {}),
  };
}
