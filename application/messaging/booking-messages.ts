import { SLOT_WINDOWS, TimeSlot } from '../../domain/availability/slot-windows';
import { bookingFormLink } from '../../domain/bookings/booking-link';
import { escapeHtml } from '../../domain/shared/html-escape';
import { plainWaiverPageUrl } from '../../domain/waivers/waiver-page';
import { SMS_LIMITS } from '../../domain/messaging/sms-rules';
import { placeholdersOf } from '../../domain/messaging/message-templates';
import { fitText, PAYMENT_DUE_PART, renderTemplate, SmsTemplateKey, tidySms } from '../../domain/messaging/template-rules';
import { DEFAULT_TEMPLATE_TEXTS } from './message-template-defaults';
import { GEAR_INCLUDED, WHAT_TO_BRING, WHAT_TO_BRING_SHORT } from '../../domain/messaging/trip-checklist';
import { formatCad } from '../../domain/shared/money-text';

/**
 * What the customer and the guide are told when a booking is confirmed or cancelled (SPEC sections
 * 1 and 9): an email with everything needed on the day, and short SMS texts. Pure functions of the
 * booking and the business's contact details, so the exact words are tested here.
 */

/** The booking as the messages describe it. */
export interface TripFacts {
  readonly bookingId: string;
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
}

/** Who the customer deals with: from the site content, so the admin's edits show in new messages. */
export interface BusinessContact {
  readonly name: string;
  readonly phone: string;
  readonly location: string;
  /** The site's public origin (https://..., no path): links in messages are absolute. */
  readonly website: string;
}

export interface EmailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

// Made once: building a formatter costs far more than using it.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

/** Carriers split longer texts into several billed parts and some phones show them out of order. */
export const SMS_MAX_LENGTH = 320;

/** SPEC section 9. */
export const REFUND_POLICY: readonly string[] = [
  '48 hours or more before your trip: full refund',
  '24 to 48 hours before: 50% refund',
  'Under 24 hours before: no refund',
  'If we cancel because the weather is unsafe: full refund or a free reschedule',
];

export const REFUND_TIMING = 'Refunds take 5 to 7 business days.';

/** Above the manage link of the confirmation email (issue 20). */
export const MANAGE_HEADING = 'Change or cancel your booking';
export const MANAGE_INVITATION =
  'See your booking, move it to another date (until 48 hours before the trip) or cancel it by our refund policy, at this private link. Keep it to yourself:';

const WAIVER_ASK =
  'Before the trip, every guest in your party signs our liability waiver online, one each (a parent or guardian signs for anyone under 18). ';
/** Above the waiver link of the confirmation email. */
export const WAIVER_REQUEST = `${WAIVER_ASK}Your booking reference is already filled in on this page:`;
/** The same, above a link without the reference. */
export const WAIVER_REQUEST_UNLINKED = `${WAIVER_ASK}Sign on this page:`;

/** 'Thursday, November 26, 2026' for 2026-11-26, whatever the server's time zone. */
export function formatTripDate(date: string): string {
  return LONG_DATE.format(utcDate(date));
}

/** 'Thu, Nov 26' for 2026-11-26: the short form SMS texts use. */
export function formatShortTripDate(date: string): string {
  return SHORT_DATE.format(utcDate(date));
}

/** '1 person', '2 people', '4 people, including 1 child', '5 people, including 2 children'. */
export function describeParty(people: number, kidsCount: number): string {
  const party = people === 1 ? '1 person' : `${people} people`;
  if (kidsCount <= 0) return party;
  return `${party}, including ${kidsCount === 1 ? '1 child' : `${kidsCount} children`}`;
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
    ['Package', trip.package],
    ['Date', formatTripDate(trip.date)],
    ['Time', SLOT_WINDOWS[trip.time].label],
    ['Party', describeParty(trip.people, trip.kidsCount)],
    ...(amountPaidCents !== undefined && due === undefined ? ([['Amount paid', formatCad(amountPaidCents)]] as [string, string][]) : []),
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
  const html = htmlPage([
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
  return { subject: `Booking confirmed: ${trip.package} on ${formatTripDate(trip.date)}`, text, html };
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

export function bookingCancelledEmail(trip: TripFacts, business: BusinessContact, reason?: string): EmailContent {
  const details: [string, string][] = [
    ['Package', trip.package],
    ['Date', formatTripDate(trip.date)],
    ['Time', SLOT_WINDOWS[trip.time].label],
    ['Party', describeParty(trip.people, trip.kidsCount)],
    ...(reason ? ([['Reason', reason]] as [string, string][]) : []),
  ];
  const intro = `Your fishing trip with ${business.name} has been cancelled.`;
  const refunds = 'If you paid by card, any refund follows our policy:';
  const text = [
    `Hi ${trip.name},`,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    refunds,
    ...REFUND_POLICY.map((item) => `- ${item}`),
    REFUND_TIMING,
    '',
    `Questions, or want to pick another date? Call or text ${business.phone}.`,
    '',
    business.name,
  ].join('\n');
  const html = htmlPage([
    `<p>Hi ${escapeHtml(trip.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    detailsTable(details),
    `<p>${escapeHtml(refunds)}</p>`,
    htmlList(REFUND_POLICY),
    `<p>${escapeHtml(REFUND_TIMING)}</p>`,
    `<p>Questions, or want to pick another date? Call or text ${escapeHtml(business.phone)}.</p>`,
    `<p>${escapeHtml(business.name)}</p>`,
  ]);
  return { subject: `Booking cancelled: ${trip.package} on ${formatTripDate(trip.date)}`, text, html };
}

export function bookingCancelledSms(trip: TripFacts, business: BusinessContact, reason?: string, choice: SmsTemplateChoice = {}): string {
  return templatedSms('cancellation', choice, { ...customerSmsValues(trip, business, choice), reason: reason ? clip(reason, 100) : '' });
}

export function guideCancelledSms(trip: TripFacts, reason?: string): string {
  return fitSms([`Cancelled: ${guideTripLine(trip)}.`, reason ? `Reason: ${clip(reason, 100)}` : '']);
}

// ---- weather cancellation of a day (issue 20) ----

/** What a weather cancellation tells the customer beyond the trip: why, the refund, where to rebook. */
export interface WeatherCancellationFacts {
  /** What the admin typed (e.g. 'Thunderstorm warning'). */
  readonly reason?: string;
  /** The full refund on its way, in cents; 0 for a booking not paid online. */
  readonly refundCents: number;
  /** Absolute link to the booking form with the package chosen (weatherRebookLink). */
  readonly rebookLink: string;
}

/** The booking form on the site, with the same package chosen: the customer picks another date. */
export function weatherRebookLink(website: string, packageName: string): string {
  return `${website.replace(/\/$/, '')}${bookingFormLink({ package: packageName })}`;
}

export const WEATHER_REBOOK_INVITATION = 'Pick another date that suits you: the booking form opens with the same trip chosen.';

/** 'Your full refund of $414.00 CAD is on its way...'; for a booking not paid online, nothing to refund. */
export function weatherRefundText(refundCents: number): string {
  return refundCents > 0
    ? `Your full refund of ${formatCad(refundCents)} is on its way to your card. ${REFUND_TIMING}`
    : 'Nothing was paid online for this trip, so there is nothing to refund.';
}

export function weatherCancelledEmail(trip: TripFacts, business: BusinessContact, facts: WeatherCancellationFacts): EmailContent {
  const details: [string, string][] = [
    ['Package', trip.package],
    ['Date', formatTripDate(trip.date)],
    ['Time', SLOT_WINDOWS[trip.time].label],
    ['Party', describeParty(trip.people, trip.kidsCount)],
    ...(facts.reason ? ([['Reason', facts.reason]] as [string, string][]) : []),
    ...(facts.refundCents > 0 ? ([['Refund', formatCad(facts.refundCents)]] as [string, string][]) : []),
  ];
  const intro = `We are sorry: your fishing trip with ${business.name} is cancelled because of the weather. It is not safe to be on the lake that day.`;
  const refund = weatherRefundText(facts.refundCents);
  const text = [
    `Hi ${trip.name},`,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    refund,
    '',
    WEATHER_REBOOK_INVITATION,
    facts.rebookLink,
    '',
    `Questions? Call or text ${business.phone}.`,
    '',
    'We hope to see you on the lake soon,',
    business.name,
  ].join('\n');
  const html = htmlPage([
    `<p>Hi ${escapeHtml(trip.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    detailsTable(details),
    `<p>${escapeHtml(refund)}</p>`,
    `<p>${escapeHtml(WEATHER_REBOOK_INVITATION)}<br><a href="${escapeHtml(facts.rebookLink)}">${escapeHtml(facts.rebookLink)}</a></p>`,
    `<p>Questions? Call or text ${escapeHtml(business.phone)}.</p>`,
    `<p>We hope to see you on the lake soon,<br>${escapeHtml(business.name)}</p>`,
  ]);
  return { subject: `Trip cancelled for the weather: ${trip.package} on ${formatTripDate(trip.date)}`, text, html };
}

export function weatherCancelledSms(
  trip: TripFacts,
  business: BusinessContact,
  facts: WeatherCancellationFacts,
  choice: SmsTemplateChoice = {},
): string {
  return templatedSms(
    'weatherCancellation',
    choice,
    {
      ...customerSmsValues(trip, business, choice),
      reason: facts.reason ? clip(facts.reason, 100) : '',
      refund: facts.refundCents > 0 ? formatCad(facts.refundCents) : '',
      rebookLink: facts.rebookLink,
    },
    // The link is what the text exists to carry: never cut off (the text may take two parts).
    SMS_LIMITS.messageMax,
  );
}

// ---- reschedule (issue 20) ----

/** Where a trip was before it moved. */
export interface FormerSlot {
  readonly date: string;
  readonly time: TimeSlot;
}

/** `paidCents`: the difference of a dearer date, paid before the move. */
export function bookingRescheduledEmail(
  trip: TripFacts,
  business: BusinessContact,
  from: FormerSlot,
  refundCents = 0,
  paidCents = 0,
): EmailContent {
  const details: [string, string][] = [
    ['Package', trip.package],
    ['New date', formatTripDate(trip.date)],
    ['New time', SLOT_WINDOWS[trip.time].label],
    ['Was', `${formatTripDate(from.date)}, ${SLOT_WINDOWS[from.time].label}`],
    ['Party', describeParty(trip.people, trip.kidsCount)],
    ...(refundCents > 0 ? ([['Refunded', formatCad(refundCents)]] as [string, string][]) : []),
    ...(paidCents > 0 ? ([['Difference paid', formatCad(paidCents)]] as [string, string][]) : []),
    ['Meeting point', business.location],
  ];
  const intro = `Your fishing trip with ${business.name} has moved. Here are the new details:`;
  const refund =
    refundCents > 0
      ? `The new date costs less: ${formatCad(refundCents)} goes back to your card. ${REFUND_TIMING}`
      : paidCents > 0
        ? `The new date costs more: the difference of ${formatCad(paidCents)} was charged to your card.`
        : '';
  const text = [
    `Hi ${trip.name},`,
    '',
    intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(refund ? ['', refund] : []),
    '',
    `Questions? Call or text ${business.phone}.`,
    '',
    'See you on the lake,',
    business.name,
  ].join('\n');
  const html = htmlPage([
    `<p>Hi ${escapeHtml(trip.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    detailsTable(details),
    ...(refund ? [`<p>${escapeHtml(refund)}</p>`] : []),
    `<p>Questions? Call or text ${escapeHtml(business.phone)}.</p>`,
    `<p>See you on the lake,<br>${escapeHtml(business.name)}</p>`,
  ]);
  return { subject: `Booking moved: ${trip.package} on ${formatTripDate(trip.date)}`, text, html };
}

export function bookingRescheduledSms(
  trip: TripFacts,
  business: BusinessContact,
  from: FormerSlot,
  refundCents = 0,
  paidCents = 0,
): string {
  return fitSms([
    `${business.name}: your ${clip(trip.package, 60)} trip has moved from ${formatShortTripDate(from.date)} to`,
    `${formatShortTripDate(trip.date)}, ${SLOT_WINDOWS[trip.time].label}.`,
    refundCents > 0 ? `${formatCad(refundCents)} goes back to your card (5 to 7 business days).` : '',
    paidCents > 0 ? `Difference paid: ${formatCad(paidCents)}.` : '',
    `Questions: ${business.phone}`,
  ]);
}

export function guideRescheduledSms(trip: TripFacts, from: FormerSlot): string {
  return fitSms([`Moved from ${formatShortTripDate(from.date)} ${SLOT_WINDOWS[from.time].label}: ${guideTripLine(trip)}`]);
}

// ---- helpers ----

function guideTripLine(trip: TripFacts): string {
  return [
    clip(trip.name, 60),
    clip(trip.package, 60),
    `${formatShortTripDate(trip.date)} ${SLOT_WINDOWS[trip.time].label}`,
    describeParty(trip.people, trip.kidsCount).replace(', including', ' incl.'),
    clip(trip.phone, 30),
  ].join(', ');
}

function utcDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/** Long free text (a name, a reason) is shortened so that the text stays one message. */
export function clip(value: string, max: number): string {
  const single = value.replace(/\s+/g, ' ').trim();
  return single.length <= max ? single : `${single.slice(0, max - 1).trimEnd()}…`;
}

function fitSms(parts: readonly string[]): string {
  return clip(parts.filter(Boolean).join(' '), SMS_MAX_LENGTH - 1);
}

/** What the placeholders of a customer's booking SMS stand for; long free text is shortened as it always was. */
function customerSmsValues(trip: TripFacts, business: BusinessContact, choice: SmsTemplateChoice): Record<string, string> {
  return {
    business: business.name,
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
function templatedSms(key: SmsTemplateKey, choice: SmsTemplateChoice, values: Record<string, string>, defaultMax?: number): string {
  const fallback = DEFAULT_TEMPLATE_TEXTS[key].body;
  const template = choice.template ?? fallback;
  const max = template === fallback ? (defaultMax ?? SMS_MAX_LENGTH - 1) : SMS_LIMITS.messageMax;
  return fitText(tidySms(renderTemplate(template, values)), max);
}

/** Label and value rows of an email, escaped. */
export function detailsTable(rows: readonly [string, string][]): string {
  const cells = rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`);
  return `<table cellpadding="4">${cells.join('')}</table>`;
}

function htmlList(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/** The HTML email around already escaped parts. */
export function htmlPage(body: readonly string[]): string {
  return `<!doctype html><html><body style="font-family: Arial, sans-serif; color: #1f2937;">${body.join('\n')}</body></html>`;
}
