import type { BookingLifecycleStatus } from '../../../domain/bookings/booking-events';
import type { TimeSlot } from '../../../domain/bookings/booking-rules';

/*
 * The manage link's API (issue 20), written from its contract until the generated schema
 * (lib/api-schema.ts) has the routes: then these become `ResponseOf<'/api/manage/{token}', 'get'>`
 * and friends, as every other page's types are.
 */

/** The booking as its customer sees it through the link. */
export interface ManagedBooking {
  readonly id: string;
  /** The package's name. */
  readonly package: string;
  /** YYYY-MM-DD, on the lake. */
  readonly date: string;
  readonly time: TimeSlot;
  /** 'Morning (6:00-10:00 AM)'. */
  readonly timeLabel: string;
  readonly people: number;
  readonly hasKids: boolean;
  readonly kidsCount: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly status: BookingLifecycleStatus;
  readonly amountPaidCents: number;
  readonly refundedCents: number;
}

/** What cancelling now would give, by the policy of SPEC section 9. */
export interface CancellationTerms {
  readonly allowed: boolean;
  readonly refundCents: number;
  readonly refundPercent: number;
  /** The policy in words. */
  readonly policy: string;
  /** Why it is not allowed (already cancelled, the trip is over...); null when it is. */
  readonly reason: string | null;
}

export interface RescheduleTerms {
  readonly allowed: boolean;
  /** ISO instant: the last moment the trip can be moved through the link (48 hours before it). */
  readonly until: string;
  readonly reason: string | null;
}

export interface WaiverProgress {
  readonly needed: number;
  readonly signed: number;
  readonly missing: number;
  /** Where the party signs (the waiver page, with the booking filled in). */
  readonly link: string;
}

export interface GuideContact {
  readonly name: string;
  readonly phone: string;
}

/** `GET /api/manage/{token}` (and `POST .../cancel`). */
export interface ManageView {
  readonly booking: ManagedBooking;
  readonly cancellation: CancellationTerms;
  readonly reschedule: RescheduleTerms;
  readonly waivers: WaiverProgress;
  readonly guide: GuideContact;
}

/** `POST /api/manage/{token}/reschedule`'s body. */
export interface RescheduleRequest {
  readonly date: string;
  readonly time: TimeSlot;
}

/** `POST /api/manage/{token}/reschedule` (200): the view after the move, and the price change. */
export interface RescheduleResult extends ManageView {
  /** New price minus the old (negative for a cheaper date). */
  readonly priceDifferenceCents: number;
  /** What goes back to the card (the difference of a cheaper date), 0 otherwise. */
  readonly refundCents: number;
}
