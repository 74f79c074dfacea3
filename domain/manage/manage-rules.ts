import { Actor } from '../shared/actor';
import { ExistingBooking } from '../bookings/booking-state';
import { MOVE_MESSAGES } from '../bookings/move-rules';
import { refundableCents } from '../bookings/paid-payments';
import { refundFor, tripStart } from '../bookings/refund-policy';

/**
 * What a customer may do with their booking through the manage link of their confirmation
 * (docs/product/self-service.md): cancel it by the refund policy until the trip begins, and move it
 * themselves until 48 hours before it; after that the guide makes changes by phone.
 */
export const MANAGE_LINK_ACTOR: Actor = { kind: 'customer', via: 'manage_link' };

/** How long before the trip's start the customer may still move it online. */
export const RESCHEDULE_CUTOFF_HOURS = 48;

const HOUR_MS = 3_600_000;

export const MANAGE_MESSAGES = {
  notFound: 'Booking not found',
  cancelled: 'This booking has been cancelled.',
  notConfirmed: 'This booking is not confirmed yet. Please call {guidePhone} to change it.',
  begun: 'This trip has already begun.',
  withinCutoff: 'Changes within 48 hours of the trip are made by phone: call {guidePhone}',
  slotTaken: 'That time is no longer available',
  sameSlot: MOVE_MESSAGES.sameSlot,
  changedMeanwhile: MOVE_MESSAGES.changedMeanwhile,
  // Recorded with the change and shown in the booking's history: what the customer did, in plain words.
  cancelReason: 'The customer cancelled online',
  rescheduleReason: 'The customer moved the trip online',
  paidMoveReason: 'The customer moved the trip online and paid the difference',
  /** The answer while a move asked for is still being made (the moves process had not finished in time). */
  moveUnderway: 'Your trip is being moved. Refresh this page in a moment to see it.',
  /** The answer while the paid move is still being made (the process had not finished in time). */
  moveInProgress: 'Your payment has been received and your trip is being moved. Refresh this page in a moment.',
} as const;

export interface ManageOptions {
  readonly cancellation: {
    readonly allowed: boolean;
    readonly refundCents: number;
    readonly refundPercent: number;
    readonly reason: string | null;
  };
  readonly reschedule: { readonly allowed: boolean; readonly until: string; readonly reason: string | null };
}

/** `{guidePhone}` filled in. */
export function withGuidePhone(text: string, guidePhone: string): string {
  return text.replace('{guidePhone}', guidePhone);
}

/** When online changes end: 48 hours before the trip's start on the lake. */
export function rescheduleUntil(booking: ExistingBooking): Date {
  return new Date(tripStart(booking.details.date, booking.details.time).getTime() - RESCHEDULE_CUTOFF_HOURS * HOUR_MS);
}

/** What the customer may do now, and what a cancellation now would give back (docs/product/refunds.md). */
export function manageOptions(booking: ExistingBooking, now: Date, guidePhone: string): ManageOptions {
  const start = tripStart(booking.details.date, booking.details.time);
  const until = rescheduleUntil(booking);
  const begun = now.getTime() >= start.getTime();
  const paid = booking.paidAt ? refundableCents(booking) : 0;
  const decision = refundFor(Math.max(0, paid), booking.details.date, booking.details.time, now, false);
  const blocked =
    booking.status === 'cancelled'
      ? MANAGE_MESSAGES.cancelled
      : booking.status !== 'confirmed'
        ? withGuidePhone(MANAGE_MESSAGES.notConfirmed, guidePhone)
        : begun
          ? MANAGE_MESSAGES.begun
          : null;
  const rescheduleBlocked = blocked ?? (now.getTime() > until.getTime() ? withGuidePhone(MANAGE_MESSAGES.withinCutoff, guidePhone) : null);
  return {
    cancellation: {
      allowed: blocked === null,
      refundCents: blocked === null ? decision.amountCents : 0,
      refundPercent: blocked === null ? decision.percent : 0,
      reason: blocked,
    },
    reschedule: { allowed: rescheduleBlocked === null, until: until.toISOString(), reason: rescheduleBlocked },
  };
}

/**
 * The price of the trip moved to a new date: the package's price for that date (the re-quote),
 * less the referral and account credit the booking already had (a move keeps its discounts).
 */
export function movedTotalCents(requotedTotalCents: number, keptCreditCents: number): number {
  return Math.max(0, requotedTotalCents - keptCreditCents);
}
