import { BOOKING_MESSAGES, type TimeSlot } from '../../../domain/bookings/booking-rules';
import type { BookingLifecycleStatus } from '../../../domain/bookings/booking-events';
import { BOOKING_REFERENCE_LABEL } from '../../../domain/bookings/booking-reference-rules';
import { isTimeSlot, SLOT_WINDOWS } from '../../../domain/availability/slot-windows';
import { addDays, formatOnLake, isCalendarDate } from '../../../domain/shared/calendar';
import { errorStatus, serverMessage, validationErrorsOf, ApiError } from '@browser-kit/api/api';
import { formatCalendarDate, formatInstantDate } from '@browser-kit/format/date-format';
import { formatCad } from '@browser-kit/format/money-format';
import type { AvailabilityDay } from '../landing/availability-api';
import { slotOptionsFor, type SlotOption } from '../bookings/booking-form-state';
import { partyLabel } from '../bookings/price-format';
import type { CancellationTerms, ManagedBooking, ManageView, MovePayment, RescheduleResult } from './manage-types';

/*
 * The manage page as data (docs/product/self-service.md): what it says about a booking, the choices of its reschedule
 * form, the form's rules and what the server's answers mean to the customer. Pure, so every rule
 * is unit-tested without a browser.
 */

export const MANAGE_MESSAGES = {
  invalidTitle: 'This link is not valid',
  invalidText: 'We could not find a booking for this link. Please check that you opened the whole link from your confirmation, or call',
  errorTitle: 'We could not load your booking',
  errorText: 'Something went wrong while loading your booking. Please try again, or call',
  sameSlot: 'Please choose a date or time other than your current trip',
  notFree: 'That time is not open. Please choose another',
  noFreeDates: 'No other date is open in the coming weeks.',
  refundsTake: 'Refunds take 5 to 7 business days to appear on your card.',
  failed: 'Something went wrong. Please try again, or call',
  notMoved: 'Your trip has not moved.',
  paymentNotMatched: 'Your payment could not be matched to this move, so your trip has not moved.',
  moveUnconfirmed:
    'Your payment went through, but we could not finish moving your trip just now. Your card is not charged again when you try again.',
} as const;

/** A payment set up for a dearer date is reopened as it is while its hold has this long to run. */
export const HOLD_REUSE_MARGIN_MS = 60_000;

/** How far the reschedule form looks ahead at most: the availability call's own limit (62 days). */
export const RESCHEDULE_LOOKAHEAD_DAYS = 62;

const STATUSES: Readonly<Record<BookingLifecycleStatus, { label: string; badge: string }>> = {
  pending: { label: 'Pending', badge: 'pending' },
  confirmed: { label: 'Confirmed', badge: 'confirmed' },
  cancelled: { label: 'Cancelled', badge: 'cancelled' },
  held: { label: 'Awaiting payment', badge: 'pending' },
  released: { label: 'Not booked', badge: 'cancelled' },
};

/** The status in words and its badge's modifier (the site's badge--pending, --confirmed, --cancelled). */
export function statusBadge(status: BookingLifecycleStatus): { label: string; badge: string } {
  return Object.hasOwn(STATUSES, status) ? STATUSES[status] : { label: String(status), badge: 'pending' };
}

const weekdayDate = new Intl.DateTimeFormat('en-CA', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** '2026-12-03' → 'Thursday, December 3, 2026': the calendar date itself, no time-zone shift. */
export function formatTripDate(date: string): string {
  if (!isCalendarDate(date)) return formatCalendarDate(date);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return weekdayDate.format(new Date(Date.UTC(y, m - 1, d)));
}

/** A slot's window in words: the server's label, else the site's own. */
export function timeWindowOf(booking: Pick<ManagedBooking, 'time' | 'timeLabel'>): string {
  if (booking.timeLabel?.trim()) return booking.timeLabel;
  return isTimeSlot(booking.time) ? SLOT_WINDOWS[booking.time].label : String(booking.time);
}

export interface SummaryLine {
  readonly label: string;
  readonly value: string;
}

/** The booking's lines, in the order the page lists them. */
export function bookingSummary(booking: ManagedBooking): SummaryLine[] {
  const lines: SummaryLine[] = [
    ...(booking.reference ? [{ label: BOOKING_REFERENCE_LABEL, value: booking.reference }] : []),
    { label: 'Package', value: booking.package },
    { label: 'Date', value: formatTripDate(booking.date) },
    { label: 'Time', value: timeWindowOf(booking) },
    { label: 'Party', value: partyLabel(booking.people, booking.hasKids ? booking.kidsCount : 0) },
    { label: 'Name', value: booking.name },
    { label: 'Paid', value: formatCad(booking.amountPaidCents) },
  ];
  if (booking.refundedCents > 0) lines.push({ label: 'Refunded', value: formatCad(booking.refundedCents) });
  return lines;
}

/** What cancelling now gives back, in one sentence. */
export function refundSentence(terms: Pick<CancellationTerms, 'refundCents' | 'refundPercent'>): string {
  if (terms.refundCents <= 0) return 'If you cancel now, no refund applies.';
  return `If you cancel now, you get ${formatCad(terms.refundCents)} back (${terms.refundPercent}% of what you paid).`;
}

/** 'You can move your trip online until Tuesday...': the deadline of the link's reschedule. */
export function rescheduleDeadline(until: string): string {
  const date = formatInstantDate(until);
  return date ? `You can move your trip online until ${date} (48 hours before it starts).` : '';
}

/** The dates the form reads: from tomorrow on the lake, at most the booking horizon and the call's limit. */
export function rescheduleWindow(today: string, horizonDays: number): { from: string; days: number } {
  return { from: addDays(today, 1), days: Math.max(1, Math.min(RESCHEDULE_LOOKAHEAD_DAYS, horizonDays)) };
}

export interface DateChoice {
  readonly date: string;
  readonly label: string;
  /** The slots the package runs in; those that cannot be had are disabled. */
  readonly slots: readonly SlotOption[];
}

/**
 * The dates the trip can move to: each date of `days` with at least one free slot that the
 * package runs in (`runsIn`; any slot when null), the trip's own slot not counted. `held`: the
 * slot held for the customer while they pay a dearer date's difference, which the availability
 * shows as booked to everyone, them included; it stays theirs to choose.
 */
export function rescheduleChoices(
  days: readonly AvailabilityDay[] | null | undefined,
  runsIn: readonly TimeSlot[] | null,
  current: Pick<ManagedBooking, 'date' | 'time'>,
  held: Pick<MovePayment, 'date' | 'time'> | null = null,
): DateChoice[] {
  const list: readonly AvailabilityDay[] = Array.isArray(days) ? days : [];
  return list
    .filter((day) => typeof day?.date === 'string' && isCalendarDate(day.date) && Array.isArray(day.slots))
    .map((day) => ({
      date: day.date,
      label: formatTripDate(day.date),
      slots: slotOptionsFor(day, runsIn).map((option) =>
        day.date === current.date && option.slot === current.time
          ? { ...option, label: `${SLOT_WINDOWS[option.slot].label} - your current time`, disabled: true }
          : held && day.date === held.date && option.slot === held.time
            ? { slot: option.slot, label: SLOT_WINDOWS[option.slot].label, disabled: false }
            : option,
      ),
    }))
    .filter((choice) => choice.slots.some((slot) => !slot.disabled))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The time once the date changed: kept when the new date has it free, else its first free slot. */
export function timeOnDate(time: TimeSlot | '', choice: DateChoice | undefined): TimeSlot | '' {
  if (!choice) return '';
  if (time && choice.slots.some((s) => s.slot === time && !s.disabled)) return time;
  return choice.slots.find((s) => !s.disabled)?.slot ?? '';
}

export interface RescheduleForm {
  readonly date: string;
  readonly time: TimeSlot | '';
}

export type RescheduleField = keyof RescheduleForm;
export type RescheduleErrors = Partial<Record<RescheduleField, string>>;

/** The form's rules: a date and a time (the booking form's messages) that are free, and not the trip's own. */
export function validateReschedule(
  form: RescheduleForm,
  choices: readonly DateChoice[],
  current: Pick<ManagedBooking, 'date' | 'time'>,
): RescheduleErrors {
  const errors: RescheduleErrors = {};
  const choice = choices.find((c) => c.date === form.date);
  if (!isCalendarDate(form.date)) errors.date = BOOKING_MESSAGES.date;
  else if (!choice) errors.date = `${MANAGE_MESSAGES.notFree} date.`;
  if (!isTimeSlot(form.time)) errors.time = BOOKING_MESSAGES.time;
  else if (form.date === current.date && form.time === current.time) errors.time = MANAGE_MESSAGES.sameSlot;
  else if (choice && !choice.slots.some((s) => s.slot === form.time && !s.disabled)) errors.time = `${MANAGE_MESSAGES.notFree} time.`;
  return errors;
}

/** 'Friday, December 18, 2026, Afternoon (1:00-5:00 PM)': a date and its time window. */
export function slotInWords(slot: Pick<MovePayment, 'date' | 'time'>): string {
  return `${formatTripDate(slot.date)}, ${isTimeSlot(slot.time) ? SLOT_WINDOWS[slot.time].label : String(slot.time)}`;
}

/**
 * The reschedule's answer in words: where the trip is now, the refund of a cheaper date, or the
 * difference of a dearer one (`paid`: the payment the dialog took for it). A paid move the server
 * has not finished yet (its answer still shows the old date) is said to be under way.
 */
export function rescheduleOutcome(result: RescheduleResult, paid: MovePayment | null = null): { title: string; lines: string[] } {
  const { booking } = result;
  if (paid && (booking.date !== paid.date || booking.time !== paid.time)) {
    return {
      title: 'Your payment was received',
      lines: [
        `Your trip is being moved to ${slotInWords(paid)}. Difference paid: ${formatCad(paid.amountCents)} (CAD).`,
        'This takes a moment: we will send you a confirmation once it has moved, and this page shows it when you open it again.',
      ],
    };
  }
  const lines = [`Your trip is now on ${formatTripDate(booking.date)}, ${timeWindowOf(booking)}.`];
  if (paid) lines.push(`Difference paid: ${formatCad(paid.amountCents)} (CAD), charged to your card.`);
  if (result.refundCents > 0) {
    lines.push(`The new date costs less: ${formatCad(result.refundCents)} is refunded to your card. ${MANAGE_MESSAGES.refundsTake}`);
  }
  lines.push('We have sent you a confirmation of the new date.');
  return { title: 'Your trip is rescheduled', lines };
}

/** 'The new date costs $84.00 CAD more.': a dearer date's difference, as the server words it. */
export function differenceSentence(cents: number): string {
  return `The new date costs ${formatCad(cents)} CAD more.`;
}

/** What the form says once a dearer date's payment is set up: the difference and what it buys. */
export function movePaymentPrompt(payment: MovePayment): string {
  return `${differenceSentence(payment.amountCents)} Pay the difference to move your trip to ${slotInWords(payment)}.`;
}

/** The payment dialog's lead for a move: the amount (shown strong) and what it is for. */
export function movePaymentLead(payment: MovePayment): { label: string; amount: string; text: string } {
  return {
    label: 'Difference due today:',
    amount: formatCad(payment.amountCents),
    text: `(CAD) to move your trip to ${slotInWords(payment)}. Your trip moves once it is paid.`,
  };
}

/** '3:52 PM': an instant on the lake's clock (America/Edmonton); '' when unreadable. */
export function lakeClockTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : formatOnLake(at, 'manage-hold-time', 'en-US', { hour: 'numeric', minute: '2-digit' });
}

/** True while the slot of `payment` is still held long enough to pay it as it is. */
export function holdRunning(payment: Pick<MovePayment, 'holdExpiresAt'>, now: Date): boolean {
  const until = Date.parse(payment.holdExpiresAt);
  return Number.isFinite(until) && until - now.getTime() > HOLD_REUSE_MARGIN_MS;
}

/** True when `form` asks again for the slot of `payment` while it is held: its dialog reopens, nothing new is set up. */
export function reopensPayment(payment: MovePayment | null, form: RescheduleForm, now: Date): payment is MovePayment {
  return payment !== null && payment.date === form.date && payment.time === form.time && holdRunning(payment, now);
}

/** The payment dialog closed without paying: the trip as it was, and how long the chosen time stays theirs. */
export function unpaidMoveNote(payment: MovePayment, now: Date): string {
  const until = lakeClockTime(payment.holdExpiresAt);
  if (!until || !holdRunning(payment, now)) {
    return `${MANAGE_MESSAGES.notMoved} The time you chose is no longer held for you: choose Move my trip to ask for it again, or choose another date.`;
  }
  return (
    `${MANAGE_MESSAGES.notMoved} The time you chose is held for you until ${until} (Wabamun Lake time): ` +
    'choose Move my trip again to pay the difference, or choose another date.'
  );
}

/** The page's view in a reschedule's answer (without the price change, which only the outcome tells). */
export function viewOf(result: RescheduleResult): ManageView {
  const { booking, cancellation, reschedule, waivers, guide } = result;
  return { booking, cancellation, reschedule, waivers, guide };
}

/**
 * The cancellation in words: the refund it recorded or, while the refunds process has not
 * recorded it yet, the one the page stated before (the policy's amount at that moment).
 */
export function cancelOutcome(before: ManageView, after: ManageView): { title: string; lines: string[] } {
  const recorded = Math.max(0, after.booking.refundedCents - before.booking.refundedCents);
  const refund = recorded > 0 ? recorded : before.cancellation.refundCents;
  const lines =
    refund > 0
      ? [`${formatCad(refund)} is being refunded to your card. ${MANAGE_MESSAGES.refundsTake}`]
      : ['No refund applies to this cancellation.'];
  lines.push('We have sent you a confirmation of the cancellation.');
  return { title: 'Your booking is cancelled', lines };
}

/** What a refused action means to the customer. */
export type ActionFailure =
  /** 400: the fields the server refused, and its message. */
  | { readonly kind: 'fields'; readonly errors: RescheduleErrors; readonly message: string | null }
  /**
   * 409 (a taken slot, too close to the trip, a dearer date's payment that did not go through or
   * came too late and was refunded): the server's words, and the guide's phone.
   */
  | { readonly kind: 'refused'; readonly message: string; readonly priceDifferenceCents: number | null }
  /** 404: the link stopped matching a booking. */
  | { readonly kind: 'invalid-link' }
  /** A dearer date's difference was paid but its confirmation failed (network, server): safe to send again. */
  | { readonly kind: 'unconfirmed'; readonly message: string; readonly payment: MovePayment }
  | { readonly kind: 'failed'; readonly message: string | null };

function bodyField(error: unknown, field: string): unknown {
  if (!(error instanceof ApiError) || !error.body) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.body);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)[field] : undefined;
  } catch {
    return undefined;
  }
}

export function actionFailureOf(error: unknown): ActionFailure {
  const status = errorStatus(error);
  const message = serverMessage(error) ?? null;
  if (status === 404) return { kind: 'invalid-link' };
  if (status === 409) {
    const difference = bodyField(error, 'priceDifferenceCents');
    return {
      kind: 'refused',
      message: message ?? 'That change is no longer possible.',
      priceDifferenceCents: typeof difference === 'number' && Number.isFinite(difference) ? difference : null,
    };
  }
  if (status === 400) {
    const raw = validationErrorsOf(error) ?? {};
    const errors: RescheduleErrors = {};
    for (const field of ['date', 'time'] as const) {
      const text = raw[field];
      if (typeof text === 'string' && text.trim()) errors[field] = text;
      else if (Array.isArray(text) && typeof text[0] === 'string') errors[field] = text[0];
    }
    return { kind: 'fields', errors, message };
  }
  return { kind: 'failed', message: status !== undefined && status < 500 ? message : null };
}

/**
 * What a refused confirmation of a paid move means: 409, the server's words (the payment has not
 * gone through, or the slot was taken meanwhile and the difference is refunded); 404, a payment
 * that is not this booking's move; anything else, the payment is kept and the confirmation can be
 * sent again.
 */
export function moveConfirmFailureOf(error: unknown, payment: MovePayment): ActionFailure {
  const status = errorStatus(error);
  if (status === 409) {
    return { kind: 'refused', message: serverMessage(error) ?? MANAGE_MESSAGES.notMoved, priceDifferenceCents: null };
  }
  if (status === 404) return { kind: 'refused', message: MANAGE_MESSAGES.paymentNotMatched, priceDifferenceCents: null };
  return { kind: 'unconfirmed', message: MANAGE_MESSAGES.moveUnconfirmed, payment };
}

export type TextPart = { readonly text: string } | { readonly phone: string };

/**
 * A message cut around each mention of `phone` (the server's 'Please call (780) 555-0142 to move
 * your trip'), so the page can make the number a tel: link; the number compared by its digits.
 */
export function phoneParts(message: string, phone: string): TextPart[] {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return [{ text: message }];
  const parts: TextPart[] = [];
  // Any run that could be a phone number: digits with spaces, dots, dashes, brackets, a leading +.
  const candidates = /\+?\(?\d[\d\s().-]{5,}\d/g;
  let last = 0;
  for (const match of message.matchAll(candidates)) {
    const found = match[0];
    const foundDigits = found.replace(/\D/g, '');
    if (foundDigits !== digits && foundDigits !== `1${digits}`) continue;
    if (match.index > last) parts.push({ text: message.slice(last, match.index) });
    parts.push({ phone: found });
    last = match.index + found.length;
  }
  if (last < message.length) parts.push({ text: message.slice(last) });
  return parts;
}

/** True when `parts` already give the phone (so the page need not add 'Call ...' after them). */
export function mentionsPhone(parts: readonly TextPart[]): boolean {
  return parts.some((part) => 'phone' in part);
}
