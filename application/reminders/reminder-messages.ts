import { SLOT_WINDOWS, TimeSlot } from '../../domain/availability/slot-windows';
import { clip, describeParty, EmailContent, formatShortTripDate, formatTripDate, htmlPage } from '../messaging/message-format';
import { fillTemplate } from '../../domain/messaging/message-templates';
import { SMS_LIMITS } from '../../domain/messaging/sms-rules';
import { fitText, renderTemplate, SmsTemplateKey, tidySms } from '../../domain/messaging/template-rules';
import { DEFAULT_TEMPLATE_TEXTS } from '../messaging/message-template-defaults';
import type { MessageTemplateTexts } from '../messaging/message-template-service';
import { WHAT_TO_BRING_SHORT } from '../../domain/messaging/trip-checklist';
import { escapeHtml } from '../../domain/shared/html-escape';
import {
  AfterTripReminderType,
  BookingReminderType,
  CustomerReminderType,
  isCustomerReminder,
} from '../../domain/reminders/reminder-rules';

/**
 * The texts of the reminders (docs/product/reminders.md), written as templates so that each fact
 * has one place: the customer's name, package, date, time window, meeting place, what to bring and
 * the guide's phone. None asks people to reply with a word: a carrier reads CANCEL or STOP as an
 * opt-out from every message of the number, and the booking is changed by calling the guide. The
 * customers' texts are message templates the admin may edit (domain/messaging/template-rules.ts);
 * the guide's stay as they are.
 */

/** A booking's trip as its reminders describe it. */
export interface ReminderTrip {
  readonly name: string;
  readonly package: string;
  /** YYYY-MM-DD on the lake. */
  readonly date: string;
  readonly time: TimeSlot;
  readonly people: number;
  readonly kidsCount: number;
  readonly phone: string;
  /** Guests who have not signed a waiver yet. */
  readonly missingWaivers: number;
  /** The booking's reference; absent (or null) until a booking made before references has one. */
  readonly reference?: string | null;
}

/** Who and where, from the site content when the reminder goes out. */
export interface ReminderContact {
  readonly businessName: string;
  readonly meetingPlace: string;
  readonly guideName: string;
  readonly guidePhone: string;
  /** The business phone of Page Content (`{phone}` of a customer's reminder). */
  readonly businessPhone: string;
}

/** The short list an SMS has room for (the confirmation email has the whole one). */
export { WHAT_TO_BRING_SHORT };

/** Placeholders a reminder template may use. */
export const REMINDER_PLACEHOLDERS = [
  'business',
  'name',
  'package',
  'date',
  'time',
  'party',
  'phone',
  'meetingPlace',
  'bring',
  'guidePhone',
  'missingWaivers',
  'reference',
] as const;

/** The message template of each customer reminder (`reminder` is the admin's template, the one 24 hours before). */
export const REMINDER_TEMPLATE_KEYS: Readonly<Record<CustomerReminderType, SmsTemplateKey>> = {
  customer_48h: 'reminder48h',
  customer_24h: 'reminder',
  customer_day_of: 'reminderDayOf',
};

/** The default texts: the customers' are their message templates' defaults. */
export const REMINDER_TEMPLATES: Readonly<Record<BookingReminderType, string>> = {
  customer_48h: DEFAULT_TEMPLATE_TEXTS.reminder48h.body,
  customer_24h: DEFAULT_TEMPLATE_TEXTS.reminder.body,
  customer_day_of: DEFAULT_TEMPLATE_TEXTS.reminderDayOf.body,
  guide_trip_reminder: 'Trip in 1 hour: {time}, {name}, {party}, {phone}. Waivers not signed: {missingWaivers}.',
};

const SUBJECTS: Readonly<Record<CustomerReminderType, string>> = {
  customer_48h: 'Reminder: your trip on {date}',
  customer_24h: 'See you tomorrow: your trip on {date}',
  customer_day_of: 'Today: your trip at {time}',
};

/** Twilio joins longer texts from up to 10 parts; the daily summary of a busy day stays within it. */
export const LONG_SMS_MAX_LENGTH = 1500;

/**
 * The text (SMS, and the email's body) and the email subject of a booking's reminder. `template`
 * is the admin's text of a customer reminder (its message template); the guide's text is fixed.
 */
export function bookingReminderMessage(
  type: BookingReminderType,
  trip: ReminderTrip,
  contact: ReminderContact,
  template?: string,
): { text: string; subject: string } {
  const party = describeParty(trip.people, trip.kidsCount);
  const values: Record<(typeof REMINDER_PLACEHOLDERS)[number], string> = {
    business: contact.businessName,
    name: clip(trip.name, 60),
    package: clip(trip.package, 60),
    date: formatShortTripDate(trip.date),
    time: SLOT_WINDOWS[trip.time].label,
    party: party.replace(', including', ' incl.'),
    phone: trip.phone,
    meetingPlace: clip(contact.meetingPlace, 80),
    bring: WHAT_TO_BRING_SHORT,
    guidePhone: contact.guidePhone,
    missingWaivers: String(trip.missingWaivers),
    reference: trip.reference ?? '',
  };
  // The customer's own text: {phone} is the business's, {party} in full.
  const text = isCustomerReminder(type)
    ? fitText(
        tidySms(renderTemplate(template ?? REMINDER_TEMPLATES[type], { ...values, phone: contact.businessPhone, party })),
        SMS_LIMITS.messageMax,
      )
    : fillTemplate(REMINDER_TEMPLATES[type], values);
  const subject =
    type === 'guide_trip_reminder'
      ? `Trip in 1 hour: ${clip(trip.name, 60)}, ${values.time}`
      : fillTemplate(SUBJECTS[type], { ...values, date: formatTripDate(trip.date) });
  return { text, subject };
}

/** A booking's trip as its reminders read it when they go: its details now. */
export type ReminderBooking = Omit<ReminderTrip, 'missingWaivers'>;

/**
 * The text of a booking's reminder as it goes now: the booking's details, the guests who have
 * signed a waiver, the contact and the templates of the moment. The job sends this text, and the
 * admin's preview of a reminder still to go shows the same, from the same facts.
 */
export function liveBookingReminder(
  type: BookingReminderType,
  booking: ReminderBooking,
  signedGuests: number,
  contact: ReminderContact,
  texts: MessageTemplateTexts,
): { text: string; subject: string } {
  return bookingReminderMessage(
    type,
    {
      name: booking.name,
      package: booking.package,
      date: booking.date,
      time: booking.time,
      people: booking.people,
      kidsCount: booking.kidsCount,
      phone: booking.phone,
      reference: booking.reference,
      missingWaivers: Math.max(0, booking.people - signedGuests),
    },
    contact,
    isCustomerReminder(type) ? texts[REMINDER_TEMPLATE_KEYS[type]].body : undefined,
  );
}

/** The message template of each message after a trip. */
export const AFTER_TRIP_TEMPLATE_KEYS: Readonly<Record<AfterTripReminderType, SmsTemplateKey>> = {
  review_request: 'reviewRequest',
  review_reminder: 'reviewReminder',
  referral_request: 'referralRequest',
};

const AFTER_TRIP_SUBJECTS: Readonly<Record<AfterTripReminderType, string>> = {
  review_request: 'Thank you for fishing with us, {name}',
  review_reminder: 'A last note about your trip on {date}',
  referral_request: '$50 off for your friends, $50 credit for you',
};

/** What a message after a trip links to. */
export interface AfterTripLinks {
  /** The tracked review link (review request and follow-up). */
  readonly reviewLink?: string;
  /** The customer's referral code and its share page (referral request). */
  readonly code?: string;
  readonly shareLink?: string;
}

/** The text and email subject of a message after a trip, from its template (the admin's or the default). */
export function afterTripMessage(
  type: AfterTripReminderType,
  trip: Pick<ReminderTrip, 'name' | 'package' | 'date' | 'time' | 'people' | 'kidsCount'>,
  contact: ReminderContact,
  links: AfterTripLinks,
  template?: string,
): { text: string; subject: string } {
  const values: Record<string, string> = {
    business: contact.businessName,
    name: clip(trip.name, 60),
    package: clip(trip.package, 60),
    date: formatShortTripDate(trip.date),
    time: SLOT_WINDOWS[trip.time].label,
    party: describeParty(trip.people, trip.kidsCount),
    guidePhone: contact.guidePhone,
    phone: contact.businessPhone,
    reviewLink: links.reviewLink ?? '',
    code: links.code ?? '',
    shareLink: links.shareLink ?? '',
  };
  const body = template ?? DEFAULT_TEMPLATE_TEXTS[AFTER_TRIP_TEMPLATE_KEYS[type]].body;
  return {
    text: fitText(tidySms(renderTemplate(body, values)), SMS_LIMITS.messageMax),
    subject: fillTemplate(AFTER_TRIP_SUBJECTS[type], { ...values, date: formatTripDate(trip.date) }),
  };
}

/** One booked trip of the day the guide's summary covers. */
export interface SummaryTrip {
  readonly time: TimeSlot;
  readonly name: string;
  readonly package: string;
  readonly people: number;
  readonly kidsCount: number;
  readonly phone: string;
  readonly missingWaivers: number;
}

/**
 * The guide's summary of a day's trips (by default at 20:00 for tomorrow): each trip with its
 * party, children, phone and unsigned waivers, then the day's totals.
 */
export function dailySummaryMessage(date: string, trips: readonly SummaryTrip[]): { text: string; subject: string } {
  const day = formatShortTripDate(date);
  const subject = `Trips on ${formatTripDate(date)}`;
  if (trips.length === 0) return { text: `${day}: no trips booked.`, subject };
  const guests = trips.reduce((sum, t) => sum + t.people, 0);
  const missing = trips.reduce((sum, t) => sum + t.missingWaivers, 0);
  const lines = trips.map(
    (t) =>
      `${SLOT_WINDOWS[t.time].label}: ${clip(t.name, 40)}, ${clip(t.package, 40)}, ` +
      `${describeParty(t.people, t.kidsCount).replace(', including', ' incl.')}, ${t.phone}, ` +
      `${t.missingWaivers === 0 ? 'all waivers signed' : `${t.missingWaivers} waiver${t.missingWaivers === 1 ? '' : 's'} not signed`}`,
  );
  const head = `${day}: ${trips.length} trip${trips.length === 1 ? '' : 's'}, ${guests} guest${guests === 1 ? '' : 's'}.`;
  const tail = `Waivers not signed: ${missing} of ${guests}.`;
  return { text: fitLong(head, lines, tail), subject };
}

/** An email of a reminder's text: the lines as paragraphs, escaped. */
export function reminderEmail(text: string, subject: string): EmailContent {
  const paragraphs = text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`);
  return {
    subject,
    text,
    html: htmlPage(subject, paragraphs),
  };
}

/** The lines that fit in one long SMS, then how many did not (the admin's Manage Bookings has them all). */
function fitLong(head: string, lines: readonly string[], tail: string): string {
  const kept: string[] = [];
  let length = head.length + tail.length + 60;
  for (const line of lines) {
    if (length + line.length + 1 > LONG_SMS_MAX_LENGTH) break;
    kept.push(line);
    length += line.length + 1;
  }
  const more = lines.length - kept.length;
  return [head, ...kept, ...(more > 0 ? [`...and ${more} more: see Manage Bookings.`] : []), tail].join('\n');
}
