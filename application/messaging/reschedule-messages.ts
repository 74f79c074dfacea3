import { SLOT_WINDOWS, TimeSlot } from '../../domain/availability/slot-windows';
import { escapeHtml } from '../../domain/shared/html-escape';
import { formatCad } from '../../domain/shared/money-text';
import { fitSms, guideTripLine, referenceDetail, REFUND_TIMING, TripFacts } from './booking-messages';
import {
  BusinessContact,
  clip,
  describeParty,
  detailsTable,
  EmailContent,
  formatShortTripDate,
  formatTripDate,
  htmlPage,
} from './message-format';

/* What the customer and the guide are told when a booking moves to another date. */

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
    ...referenceDetail(trip),
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
  const subject = `Booking moved: ${trip.package} on ${formatTripDate(trip.date)}`;
  const html = htmlPage(subject, [
    `<p>Hi ${escapeHtml(trip.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    detailsTable(details),
    ...(refund ? [`<p>${escapeHtml(refund)}</p>`] : []),
    `<p>Questions? Call or text ${escapeHtml(business.phone)}.</p>`,
    `<p>See you on the lake,<br>${escapeHtml(business.name)}</p>`,
  ]);
  return { subject, text, html };
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
    trip.reference ? `Booking reference: ${trip.reference}.` : '',
    refundCents > 0 ? `${formatCad(refundCents)} goes back to your card (5 to 7 business days).` : '',
    paidCents > 0 ? `Difference paid: ${formatCad(paidCents)}.` : '',
    `Questions: ${business.phone}`,
  ]);
}

export function guideRescheduledSms(trip: TripFacts, from: FormerSlot): string {
  return fitSms([`Moved from ${formatShortTripDate(from.date)} ${SLOT_WINDOWS[from.time].label}: ${guideTripLine(trip)}`]);
}
