import { SLOT_WINDOWS } from '../../domain/availability/slot-windows';
import { bookingFormLink } from '../../domain/bookings/booking-link';
import { escapeHtml } from '../../domain/shared/html-escape';
import { SMS_LIMITS } from '../../domain/messaging/sms-rules';
import { formatCad } from '../../domain/shared/money-text';
import { customerSmsValues, referenceDetail, REFUND_TIMING, SmsTemplateChoice, templatedSms, TripFacts } from './booking-messages';
import { BusinessContact, clip, describeParty, detailsTable, EmailContent, formatTripDate, htmlPage } from './message-format';

/* What the customers of a day the admin cancels for the weather are told: a full refund and a link to rebook. */

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
    ...referenceDetail(trip),
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
  const subject = `Trip cancelled for the weather: ${trip.package} on ${formatTripDate(trip.date)}`;
  const html = htmlPage(subject, [
    `<p>Hi ${escapeHtml(trip.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    detailsTable(details),
    `<p>${escapeHtml(refund)}</p>`,
    `<p>${escapeHtml(WEATHER_REBOOK_INVITATION)}<br><a href="${escapeHtml(facts.rebookLink)}">${escapeHtml(facts.rebookLink)}</a></p>`,
    `<p>Questions? Call or text ${escapeHtml(business.phone)}.</p>`,
    `<p>We hope to see you on the lake soon,<br>${escapeHtml(business.name)}</p>`,
  ]);
  return { subject, text, html };
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
