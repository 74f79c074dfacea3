import { MESSAGE_TEMPLATE_KEYS, MessageTemplateKey, PAYMENT_DUE_PART, REFERENCE_PART } from '../../domain/messaging/template-rules';

/** The text a message is written from: the admin's edit, else the default. */
export interface TemplateText {
  /** Email templates only; null for SMS. */
  readonly subject: string | null;
  readonly body: string;
}

const sms = (body: string): TemplateText => ({ subject: null, body });
const email = (subject: string, body: string): TemplateText => ({ subject, body });

/**
 * The default text of each message template (the registry, its placeholders and its rules are
 * domain/messaging/template-rules.ts). The confirmation, cancellation and reminder defaults are the
 * texts the site has always sent (./booking-messages.ts and application/reminders/reminder-messages.ts
 * read them from here). No text asks people to reply with a word: a carrier reads CANCEL or STOP
 * as an opt-out from every message of the number.
 */
export const DEFAULT_TEMPLATE_TEXTS: Readonly<Record<MessageTemplateKey, TemplateText>> = {
  confirmation: sms(
    `{business}: your {package} trip on {date}, {time}, for {party} is confirmed. [Paid {amountPaid}.] ${PAYMENT_DUE_PART} ${REFERENCE_PART} ` +
      'Meet at {meetingPlace}. Bring your Alberta fishing licence. Questions: {phone} [Your booking: {manageLink}]',
  ),
  reminder: sms(
    `{business}: hi {name}, see you tomorrow, {date}, {time}, for your {package} trip. ${REFERENCE_PART} Meet at {meetingPlace}. ` +
      'Bring: {bring}. Questions? Call or text {guidePhone}.',
  ),
  weatherUpdate: sms(
    '{business}: hi {name}, a weather update for your {package} trip on {date}, {time}: {weather}. Questions? Call or text {guidePhone}.',
  ),
  thankYou: sms(
    '{business}: thank you for fishing with us, {name}! We hope you enjoyed your {package} trip. ' +
      'To book your next day on the lake, call or text {phone}.',
  ),
  cancellation: sms(
    `{business}: your {package} trip on {date}, {time}, has been cancelled. [Reason: {reason}.] {refundNote} ${REFERENCE_PART} Questions: {phone}`,
  ),
  reminder48h: sms(
    `{business}: hi {name}, a reminder that your {package} trip is on {date}, {time}. ${REFERENCE_PART} Meet at {meetingPlace}. ` +
      'Bring: {bring}. Questions or changes? Call or text {guidePhone}.',
  ),
  reminderDayOf: sms(
    `{business}: hi {name}, your {package} trip is today, {time}, at {meetingPlace}. ${REFERENCE_PART} ` +
      "Bring: {bring}. Running late or can't find us? Call {guidePhone}.",
  ),
  // After the trip. The review request asks everyone the same, with the link straight to the review
  // site: no "how did we do?" first, which would filter who is asked (review gating).
  reviewRequest: sms(
    '{business}: thank you for fishing with us, {name}! If you have a minute, we would be grateful for a review ' +
      'of your {package} trip: {reviewLink}',
  ),
  reviewReminder: sms(
    '{business}: hi {name}, a last note from us: if you would like to review your {package} trip on {date}, ' +
      'the link is {reviewLink}. Thank you!',
  ),
  referralRequest: sms(
    '{business}: hi {name}, friends who book with your code {code} get $50 off their trip, and you get $50 ' +
      'credit for your next one. Share it here: {shareLink}',
  ),
  // The admin's weather cancellation of a day: a full refund and a link to pick another date.
  weatherCancellation: sms(
    '{business}: sorry {name}, your {package} trip on {date}, {time}, is cancelled because of the weather. ' +
      '[Your full refund of {refund} is on its way (5 to 7 business days).] Pick another date: {rebookLink}',
  ),
  welcome: email(
    'Welcome to {business}',
    'Hi {name},\n\n' +
      'Thanks for joining {business}. We guide fishing trips for northern pike, walleye and perch on Wabamun Lake, ' +
      'about an hour west of Edmonton, and rods, tackle and bait are included.\n\n' +
      'Whenever you are ready for a day on the water, book online or call or text us at {phone}.\n\n' +
      'See you on the lake,\n{business}',
  ),
  newsletter: email(
    'News from Wabamun Lake',
    'Hi {name},\n\n' +
      'Here is what has been happening on Wabamun Lake:\n\n' +
      "- What's biting:\n- Where we find them:\n- Dates still open:\n\n" +
      'Questions, or ready to book? Call or text {phone}.\n\n' +
      'Tight lines,\n{business}',
  ),
  promotion: email(
    '20% off your next trip with {business}',
    'Hi {name},\n\n' +
      'For a limited time, take 20 percent off your next guided fishing trip on Wabamun Lake. ' +
      'Northern pike, walleye and perch are biting, and rods, tackle and bait are included.\n\n' +
      'Call or text {phone} to book your date.\n\n' +
      'See you on the lake,\n{business}',
  ),
};

/** Every template at its default, as a fresh record. */
export function defaultTemplateTexts(): Readonly<Record<MessageTemplateKey, TemplateText>> {
  return Object.fromEntries(MESSAGE_TEMPLATE_KEYS.map((key) => [key, { ...DEFAULT_TEMPLATE_TEXTS[key] }])) as Record<
    MessageTemplateKey,
    TemplateText
  >;
}
