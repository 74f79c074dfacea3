import { SLOT_WINDOWS, TimeSlot } from '../../domain/availability/slot-windows';
import { BOOKING_REFERENCE_LABEL } from '../../domain/bookings/booking-reference-rules';
import { escapeHtml } from '../../domain/shared/html-escape';
import { plainWaiverPageUrl } from '../../domain/waivers/waiver-page';
import { SMS_LIMITS } from '../../domain/messaging/sms-rules';
import { placeholdersOf } from '../../domain/messaging/message-templates';
import {
  fitText,
  PAYMENT_DUE_PART,
  REFUND_NOTE_PART,
  renderTemplate,
  SmsTemplateKey,
  tidySms,
} from '../../domain/messaging/template-rules';
import { DEFAULT_TEMPLATE_TEXTS } from './message-template-defaults';
import { GEAR_INCLUDED, WHAT_TO_BRING, WHAT_TO_BRING_SHORT } from '../../domain/messaging/trip-checklist';
import { formatCad } from '../../domain/shared/money-text';
import { RefundDecision, RefundRule } from '../../domain/bookings/refund-policy';
import {
  BusinessContact,
  clip,
  describeParty,
  detailsTable,
  EmailContent,
  formatShortTripDate,
  formatTripDate,
  htmlList,
  htmlPage,
  SMS_MAX_LENGTH,
} from './message-format';

/**
 * What the customer and the guide are told when a booking is confirmed or cancelled: an email with
 * everything needed on the day, and short SMS texts. Pure functions of the booking and the
 * business's contact details, so the exact words are tested here.
 */

/** The booking as the messages describe it. */
export interface TripFacts {
  readonly bookingId: string;
  /** The booking's reference (domain/bookings/booking-reference-rules.ts); absent until a booking made before references has one. */
  readonly reference?: string;
  /**
   * The waiver page's link with the booking's waiver reference (waiverPageUrl; never the id: ids
   * travel in other links); absent where none was issued, and the link is then the page's alone.
   */
  readonly waiverLink?: string;
  readonly package: string;
  /** Calendar date YYYY-MM-DD on the lake. */
  readonly date: string;
  readonly time: TimeSlot;
  readonly name: string;
  readonly phone: string;
  readonly people: number;
  readonly kidsCount: number;
  /** What a gift card paid of the price (domain/giftcards); absent: none. */
  readonly giftCardCents?: number;
}

/** The refund policy as the emails list it (its rules: domain/bookings/refund-policy.ts). */
export const REFUND_POLICY: readonly string[] = [
  '48 hours or more before your trip: full refund',
  '24 to 48 hours before: 50% refund',
  'Under 24 hours before: no refund',
  'If we cancel because the weather is unsafe: full refund or a free reschedule',
];

export const REFUND_TIMING = 'Refunds take 5 to 7 business days.';

/** Above the manage link of the confirmation email. */
export const MANAGE_HEADING = 'Change or cancel your booking';
export const MANAGE_INVITATION =
  'See your booking, move it to another date (until 48 hours before the trip) or cancel it by our refund policy, at this private link. Keep it to yourself:';

const WAIVER_ASK =
  'Before the trip, every guest in your party signs our liability waiver online, one each (a parent or guardian signs for anyone under 18). ';
/**
 * Above the waiver link of the confirmation email. The link carries the booking's waiver key
 * (application/waivers/waiver-references.ts), not the booking reference the email shows: the page
 * names the booking by that reference.
 */
export const WAIVER_REQUEST = `${WAIVER_ASK}Your booking is already filled in on this page:`;
/** The same, above a link without the reference. */
export const WAIVER_REQUEST_UNLINKED = `${WAIVER_ASK}Sign on this page:`;

/** The booking's reference, first of the details an email lists: what the customer quotes when they call. */
export function referenceDetail(trip: Pick<TripFacts, 'reference'>): [string, string][] {
  return trip.reference ? [[BOOKING_REFERENCE_LABEL, trip.reference]] : [];
}

// ---- confirmation ----

/**
 * What a confirmation as unpaid tells the customer: their earlier payment went back, so the amount
 * is still to pay (the admin confirmed it knowing so).
 */
export function paymentDueText(paymentDueCents: number, business: BusinessContact): string {
  return `Your earlier payment was refunded, so ${formatCad(paymentDueCents)} is still to be paid for this trip. Call or text ${business.phone} to arrange it.`;
}

/**
 * The confirmation email. `amountPaidCents` is the card payment of an online booking; a booking
 * the guide took by phone has none, and the email then says nothing about money paid.
 * `paymentDueCents`: a booking confirmed as unpaid (its payment was refunded): the email says what is due.
 */
export function bookingConfirmedEmail(
  trip: TripFacts,
  business: BusinessContact,
  amountPaidCents?: number,
  manageLink?: string,
  paymentDueCents?: number,
): EmailContent {
  const due = paymentDueCents !== undefined && paymentDueCents > 0 ? paymentDueCents : undefined;
  const details: [string, string][] = [
    ...referenceDetail(trip),
    ['Package', trip.package],
    ['Date', formatTripDate(trip.date)],
    ['Time', SLOT_WINDOWS[trip.time].label],
    ['Party', describeParty(trip.people, trip.kidsCount)],
    ...(amountPaidCents !== undefined && due === undefined && !(amountPaidCents === 0 && trip.giftCardCents)
      ? ([['Amount paid', formatCad(amountPaidCents)]] as [string, string][])
      : []),
    ...(trip.giftCardCents ? ([['Paid by gift card', formatCad(trip.giftCardCents)]] as [string, string][]) : []),
    ...(due !== undefined ? ([['Payment due', formatCad(due)]] as [string, string][]) : []),
    ['Meeting point', business.location],
  ];
  const dueNote = due !== undefined ? paymentDueText(due, business) : undefined;
  const meeting = 'We will contact you within 24 hours with the exact meeting spot on the shore.';
  const intro = `Your fishing trip with ${business.name} is confirmed. Here are the details:`;
  const waiverUrl = trip.waiverLink ?? plainWaiverPageUrl(business.website);
  const waiverRequest = trip.waiverLink ? WAIVER_REQUEST : WAIVER_REQUEST_UNLINKED;
  const text = [
    `Hi ${trip.name},`,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    meeting,
    ...(dueNote ? ['', dueNote] : []),
    '',
    'Liability waiver',
    waiverRequest,
    waiverUrl,
    '',
    'What to bring',
    ...WHAT_TO_BRING.map((item) => `- ${item}`),
    GEAR_INCLUDED,
    '',
    'Refund policy',
    ...REFUND_POLICY.map((item) => `- ${item}`),
    REFUND_TIMING,
    '',
    ...(manageLink ? [MANAGE_HEADING, MANAGE_INVITATION, manageLink, ''] : []),
    `Questions or changes? Call or text ${business.phone}.`,
    '',
    'See you on the lake,',
    business.name,
  ].join('\n');
  const subject = `Booking confirmed: ${trip.package} on ${formatTripDate(trip.date)}`;
  const html = htmlPage(subject, [
    `<p>Hi ${escapeHtml(trip.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    detailsTable(details),
    `<p>${escapeHtml(meeting)}</p>`,
    ...(dueNote ? [`<p><strong>${escapeHtml(dueNote)}</strong></p>`] : []),
    '<h2>Liability waiver</h2>',
    `<p>${escapeHtml(waiverRequest)}<br><a href="${escapeHtml(waiverUrl)}">${escapeHtml(waiverUrl)}</a></p>`,
    '<h2>What to bring</h2>',
    htmlList(WHAT_TO_BRING),
    `<p>${escapeHtml(GEAR_INCLUDED)}</p>`,
    '<h2>Refund policy</h2>',
    htmlList(REFUND_POLICY),
    `<p>${escapeHtml(REFUND_TIMING)}</p>`,
    ...(manageLink
      ? [
          `<h2>${escapeHtml(MANAGE_HEADING)}</h2>`,
          `<p>${escapeHtml(MANAGE_INVITATION)}<br><a href="${escapeHtml(manageLink)}">${escapeHtml(manageLink)}</a></p>`,
        ]
      : []),
    `<p>Questions or changes? Call or text ${escapeHtml(business.phone)}.</p>`,
    `<p>See you on the lake,<br>${escapeHtml(business.name)}</p>`,
  ]);
  return { subject, text, html };
}

/**
 * The admin's text of a customer SMS (SMS Communications > Templates) and the guide phone it may
 * quote; without them, the default text and the business phone.
 */
export interface SmsTemplateChoice {
  readonly template?: string;
  readonly guidePhone?: string;
}

/**
 * `paymentDueCents`: a booking confirmed as unpaid (its payment was refunded). The text then says
 * what is due and never that it was paid; an admin's own text without {paymentDue} has it added.
 */
export function bookingConfirmedSms(
  trip: TripFacts,
  business: BusinessContact,
  amountPaidCents?: number,
  choice: SmsTemplateChoice = {},
  manageLink?: string,
  paymentDueCents?: number,
): string {
  const due = paymentDueCents !== undefined && paymentDueCents > 0 ? formatCad(paymentDueCents) : '';
  const template = choice.template ?? DEFAULT_TEMPLATE_TEXTS.confirmation.body;
  const told =
    due && !placeholdersOf(template).includes('paymentDue') ? { ...choice, template: `${template} ${PAYMENT_DUE_PART}` } : choice;
  return templatedSms(
    'confirmation',
    told,
    {
      ...customerSmsValues(trip, business, choice),
      amountPaid: amountPaidCents !== undefined && !due ? formatCad(amountPaidCents) : '',
      paymentDue: due,
      manageLink: manageLink ?? '',
    },
    // The link, and what is due, are what the text exists to carry: never cut off (the text may take two parts).
    manageLink || due ? SMS_LIMITS.messageMax : undefined,
  );
}

/** 'New booking: {name}, {package}, {date} {time}, {people} people, {phone}', and what is due when it was confirmed as unpaid. */
export function guideNewBookingSms(trip: TripFacts, paymentDueCents?: number): string {
  const due = paymentDueCents !== undefined && paymentDueCents > 0 ? `Payment due: ${formatCad(paymentDueCents)}.` : '';
  return fitSms([`New booking: ${guideTripLine(trip)}${due ? '.' : ''}`, due]);
}

// ---- cancellation ----

/** What a cancellation tells the customer beyond the trip: who cancelled, why, and what goes back. */
export interface CancellationFacts {
  /** What the admin typed; left out of a customer's own cancellation (they know why). */
  readonly reason?: string;
  /** The customer cancelled it themselves, online. */
  readonly byCustomer: boolean;
  /**
   * What the policy gives back (domain/bookings/cancellation-refund.ts), the same amount the
   * refunds process pays; null when nothing paid online is left to refund.
   */
  readonly refund: Pick<RefundDecision, 'rule' | 'percent' | 'amountCents'> | null;
  /** The booking was paid online (a phone booking never was). */
  readonly paidOnline: boolean;
  /** What goes back onto the gift card that paid part of it (domain/giftcards/gift-card-pricing.ts); absent or 0: none. */
  readonly giftCardReturnCents?: number;
}

/** When a refund reaches the customer. */
export const REFUND_ARRIVAL = 'It should appear on your card within 5 to 7 business days.';

/** Why the policy gave back less than everything. */
const SHORT_NOTICE: Partial<Record<RefundRule, string>> = {
  '24-to-48h': 'as the trip was 24 to 48 hours away when it was cancelled',
  'under-24h': 'as the trip was less than 24 hours away when it was cancelled',
};

/** The refund of a cancellation in a sentence or two: how much, why that much, and when it arrives; and what went back to a gift card. */
export function cancellationRefundText(facts: CancellationFacts): string {
  return withGiftCardReturn(facts, cardRefundText(facts));
}

/** What went back to the gift card, after what went back to the card; alone when no card payment was made. */
function withGiftCardReturn(facts: CancellationFacts, card: string): string {
  const cents = facts.giftCardReturnCents ?? 0;
  if (cents <= 0) return card;
  const giftCard = `${formatCad(cents)} is back on your gift card, ready for your next trip.`;
  return facts.refund ? `${card} ${giftCard}` : giftCard;
}

function cardRefundText(facts: CancellationFacts): string {
  const { refund } = facts;
  const why = refund ? SHORT_NOTICE[refund.rule] : undefined;
  if (refund && refund.amountCents > 0) {
    if (refund.percent >= 100) return `Your full refund of ${formatCad(refund.amountCents)} is on its way to your card. ${REFUND_ARRIVAL}`;
    return `${formatCad(refund.amountCents)} (${refund.percent}% of what you paid) is on its way back to your card${why ? `, ${why}` : ''}. ${REFUND_ARRIVAL}`;
  }
  if (refund) return `No refund applies${why ? `, ${why}` : ''}.`;
  if (facts.paidOnline) return 'Your payment was already refunded, so nothing more comes back.';
  return 'Nothing was paid online for this trip, so there is nothing to refund.';
}

/** The same in the few words of an SMS. */
export function cancellationRefundSmsText(facts: CancellationFacts): string {
  return withGiftCardReturn(facts, cardRefundSmsText(facts));
}

function cardRefundSmsText(facts: CancellationFacts): string {
  const { refund } = facts;
  if (refund && refund.amountCents > 0) {
    const what =
      refund.percent >= 100
        ? `Your full refund of ${formatCad(refund.amountCents)}`
        : `${formatCad(refund.amountCents)} (${refund.percent}%)`;
    return `${what} is on its way to your card, within 5 to 7 business days.`;
  }
  if (refund) return refund.rule === 'under-24h' ? 'No refund applies: the trip was less than 24 hours away.' : 'No refund applies.';
  if (facts.paidOnline) return 'Your payment was already refunded.';
  return 'Nothing was paid online, so there is nothing to refund.';
}

export function bookingCancelledEmail(trip: TripFacts, business: BusinessContact, facts: CancellationFacts): EmailContent {
  const reason = facts.byCustomer ? undefined : facts.reason;
  const refundCents = facts.refund?.amountCents ?? 0;
  const details: [string, string][] = [
    ...referenceDetail(trip),
    ['Package', trip.package],
    ['Date', formatTripDate(trip.date)],
    ['Time', SLOT_WINDOWS[trip.time].label],
    ['Party', describeParty(trip.people, trip.kidsCount)],
    ...(reason ? ([['Reason', reason]] as [string, string][]) : []),
    ['Refund', refundCents > 0 ? formatCad(refundCents) : 'None'],
  ];
  const intro = facts.byCustomer
    ? `As you asked, your fishing trip with ${business.name} is cancelled.`
    : `Your fishing trip with ${business.name} has been cancelled.`;
  const refund = cancellationRefundText(facts);
  const questions = `Questions, or want to pick another date? Call or text ${business.phone}.`;
  const text = [
    `Hi ${trip.name},`,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    refund,
    '',
    questions,
    '',
    business.name,
  ].join('\n');
  const subject = `Booking cancelled: ${trip.package} on ${formatTripDate(trip.date)}`;
  const html = htmlPage(subject, [
    `<p>Hi ${escapeHtml(trip.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    detailsTable(details),
    `<p>${escapeHtml(refund)}</p>`,
    `<p>${escapeHtml(questions)}</p>`,
    `<p>${escapeHtml(business.name)}</p>`,
  ]);
  return { subject, text, html };
}

/** An admin's own text without {refundNote} has it added: every customer is told what comes back. */
export function bookingCancelledSms(
  trip: TripFacts,
  business: BusinessContact,
  facts: CancellationFacts,
  choice: SmsTemplateChoice = {},
): string {
  const template = choice.template ?? DEFAULT_TEMPLATE_TEXTS.cancellation.body;
  const told = placeholdersOf(template).includes('refundNote') ? choice : { ...choice, template: `${template} ${REFUND_NOTE_PART}` };
  const reason = !facts.byCustomer && facts.reason ? clip(facts.reason, 100) : '';
  return templatedSms(
    'cancellation',
    told,
    { ...customerSmsValues(trip, business, choice), reason, refundNote: cancellationRefundSmsText(facts) },
    // What comes back is what the text exists to say: never cut off (the text may take two parts).
    SMS_LIMITS.messageMax,
  );
}

export function guideCancelledSms(trip: TripFacts, reason?: string): string {
  return fitSms([`Cancelled: ${guideTripLine(trip)}.`, reason ? `Reason: ${clip(reason, 100)}` : '']);
}

// ---- helpers, shared with the weather cancellation's and the reschedule's messages ----

/** The trip in one line of a guide's SMS. */
export function guideTripLine(trip: TripFacts): string {
  return [
    clip(trip.name, 60),
    clip(trip.package, 60),
    `${formatShortTripDate(trip.date)} ${SLOT_WINDOWS[trip.time].label}`,
    describeParty(trip.people, trip.kidsCount).replace(', including', ' incl.'),
    clip(trip.phone, 30),
  ].join(', ');
}

/** A guide's SMS: its parts in one message, cut to fit. */
export function fitSms(parts: readonly string[]): string {
  return clip(parts.filter(Boolean).join(' '), SMS_MAX_LENGTH - 1);
}

/** What the placeholders of a customer's booking SMS stand for; long free text is shortened as it always was. */
export function customerSmsValues(trip: TripFacts, business: BusinessContact, choice: SmsTemplateChoice): Record<string, string> {
  return {
    business: business.name,
    reference: trip.reference ?? '',
    name: clip(trip.name, 60),
    package: clip(trip.package, 60),
    date: formatShortTripDate(trip.date),
    time: SLOT_WINDOWS[trip.time].label,
    party: describeParty(trip.people, trip.kidsCount),
    meetingPlace: clip(business.location, 60),
    bring: WHAT_TO_BRING_SHORT,
    phone: business.phone,
    guidePhone: choice.guidePhone ?? business.phone,
  };
}

/**
 * A customer SMS from its template. The default text stays within SMS_MAX_LENGTH, as it always
 * did; the admin's own text may be longer (the Templates tab counts its parts) up to Twilio's limit.
 */
export function templatedSms(key: SmsTemplateKey, choice: SmsTemplateChoice, values: Record<string, string>, defaultMax?: number): string {
  const fallback = DEFAULT_TEMPLATE_TEXTS[key].body;
  const template = choice.template ?? fallback;
  const max = template === fallback ? (defaultMax ?? SMS_MAX_LENGTH - 1) : SMS_LIMITS.messageMax;
  return fitText(tidySms(renderTemplate(template, values)), max);
}
