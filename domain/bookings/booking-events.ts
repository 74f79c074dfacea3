import { DomainEvent } from '../shared/decider';
import { BookingStatus, TimeSlot } from './booking-rules';
import { PriceBreakdown } from './pricing';

/** What the visitor (or the guide, for a phone booking) asked for: the booking form's fields. */
export interface BookingDetails {
  /** The package's name when the booking was made (it may be renamed since; `packageId` stays). */
  readonly package: string;
  /** Calendar date YYYY-MM-DD in the business time zone. */
  readonly date: string;
  readonly time: TimeSlot;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly people: number;
  readonly hasKids: boolean;
  readonly kidsCount: number;
  readonly message?: string;
  readonly referredBy?: string;
  readonly referralCode?: string;
  /** A test booking from the admin's Test System: a 1.00 CAD payment, no slot taken. */
  readonly test?: boolean;
  /** A test booking's start time as the Test System form gives it ('8:00 AM'). */
  readonly startTime?: string;
  /**
   * The customer ticked 'Email me fishing reports and offers' (or said yes on the phone): express
   * consent to marketing email (CASL), given when this event was recorded. Absent: not given.
   */
  readonly marketingConsent?: boolean;
  /** The gift card that paid `price.giftCardCents` of it (domain/giftcards): what a cancellation gives back goes there. */
  readonly giftCardId?: string;
}

/**
 * Where a booking is in its life: the statuses the admin sets, plus `held` while the visitor pays
 * and `released` once that checkout ended unpaid (its hold lapsed, or the visitor or the guide let
 * it go).
 */
export type BookingLifecycleStatus = BookingStatus | 'held' | 'released';

/** Why an unpaid checkout ended: its time ran out, or the visitor or the guide let it go. */
export type HoldEndCause = 'lapsed' | 'released';

export type PaymentGatewayKind = 'test' | 'stripe';

/** What the visitor pays, fixed when the checkout starts (integer cents, CAD). */
export interface BookingPayment {
  readonly paymentIntentId: string;
  readonly amountCents: number;
  readonly currency: 'CAD';
  /** Which gateway took it (absent on events written before it was recorded). */
  readonly gateway?: PaymentGatewayKind;
}

/**
 * What the booking was sold as, fixed when it was made: the package by id (its name may change)
 * and the whole price breakdown, so the booking never depends on today's prices. Absent on events
 * written before these facts were recorded.
 */
export interface BookingSale {
  readonly packageId?: number;
  readonly price?: PriceBreakdown;
}

/**
 * The booking's reference (booking-reference-rules.ts), recorded by the event that creates it, its
 * stream `bookingref-<REFERENCE>` claimed in the same append. Absent on bookings created before
 * references were drawn: those get theirs by BookingReferenceAssigned.
 */
export interface BookingReferenced {
  readonly reference?: string;
}

// ---- events: stored for ever, so fields are only ever added, as optional, never renamed ----

export type BookingRequested = DomainEvent<
  'BookingRequested',
  BookingSale & BookingReferenced & { bookingId: string; details: BookingDetails }
>;

export type BookingStatusChanged = DomainEvent<
  'BookingStatusChanged',
  {
    from: BookingLifecycleStatus;
    to: BookingStatus;
    reason?: string;
    /** A cancellation by the operator for unsafe weather: the policy refunds it in full. */
    weather?: boolean;
    /** The admin chose not to tell the customer: no message goes to them for it. Absent: told as always. */
    notify?: false;
    /**
     * A confirmation of a booking whose payment had gone back (payment-due.ts): what the customer
     * still has to pay, in cents. Its messages say so instead of calling the trip paid.
     */
    paymentDueCents?: number;
  }
>;

/** A visitor started paying: the booking exists, its slot is held for them until `holdExpiresAt`. */
export type BookingHeld = DomainEvent<
  'BookingHeld',
  BookingSale &
    BookingReferenced & {
      bookingId: string;
      details: BookingDetails;
      payment: BookingPayment;
      holdExpiresAt: string;
    }
>;

/**
 * The gateway reported that the booking's payment succeeded for the agreed amount. The booking is
 * not confirmed by this alone: the payments process then takes its slot and confirms it
 * (BookingPaid), or gives the money back when it cannot.
 */
export type BookingPaymentSucceeded = DomainEvent<
  'BookingPaymentSucceeded',
  { paymentIntentId: string; amountCents: number; currency: 'CAD' }
>;

/** The payment is taken for the booking: the booking is confirmed. */
export type BookingPaid = DomainEvent<'BookingPaid', { paymentIntentId: string; amountCents: number; currency: 'CAD' }>;

/**
 * An unpaid checkout ended for good: its slot goes back and its payment is cancelled at the gateway
 * (application/checkout/booking-holds.process.ts). A payment that still arrives later is honoured if the slot is free,
 * otherwise refunded (application/checkout/booking-payments.process.ts).
 */
export type BookingHoldEnded = DomainEvent<'BookingHoldEnded', { cause: HoldEndCause; reason: string }>;

/** Money given back through the gateway (or a decision of no refund), by the cancellation policy. */
export type BookingRefunded = DomainEvent<
  'BookingRefunded',
  {
    paymentIntentId: string;
    amountCents: number;
    percent: number;
    /** The rule applied (refund-policy.ts), e.g. '48h-or-more', 'weather', 'slot-taken'. */
    rule: string;
    /** The gateway's refund id; absent when nothing was refunded. */
    refundId?: string;
    /** The version of the event this refund answers (a cancellation, a payment): one refund each. */
    forVersion?: number;
  }
>;

/**
 * The trip moved to another date or slot (docs/product/self-service.md). The moves process took the
 * new slot first (application/manage/booking-moves.process.ts); the slots process then makes sure
 * of the new slot and releases the old one (booking-slots.process.ts), and what follows a booking
 * (its reminders, its referral) moves with it.
 */
export type BookingRescheduled = DomainEvent<
  'BookingRescheduled',
  {
    from: { date: string; time: TimeSlot };
    to: { date: string; time: TimeSlot };
    /** The trip re-quoted for the new date (absent when the price was not looked at again). */
    price?: PriceBreakdown;
    /**
     * What the move gives back (the new date is cheaper): the refunds process pays it through the
     * gateway and records it as the answer to this event. Absent or 0: nothing to give back.
     */
    refundCents?: number;
    /** The payment of the difference that bought this move (a dearer date, BookingMovePaid). */
    paymentIntentId?: string;
    /** The version of the BookingMoveRequested this move carried out (absent on moves made without one). */
    forVersion?: number;
    reason?: string;
  }
>;

/** Where a trip is: its date and time slot. */
export interface TripSlot {
  readonly date: string;
  readonly time: TimeSlot;
}

/**
 * The customer asked to move to a dearer date: the new slot is held for them while they
 * pay the difference, and nothing moves until it is paid (BookingMovePaid).
 */
export type BookingMovePaymentStarted = DomainEvent<
  'BookingMovePaymentStarted',
  {
    from: TripSlot;
    to: TripSlot;
    /** The trip re-quoted for the new date. */
    price: PriceBreakdown;
    /** The payment of the difference (its own payment intent, not the booking's). */
    payment: BookingPayment;
    holdExpiresAt: string;
  }
>;

/**
 * The gateway reported the difference paid. The moves process then moves the trip, or gives the
 * difference back in full when the move can no longer be made (application/manage/booking-moves.process.ts).
 */
export type BookingMovePaid = DomainEvent<'BookingMovePaid', { paymentIntentId: string; amountCents: number; currency: 'CAD' }>;

/**
 * Why the moves process did not make a move the customer asked for (BookingMoveRefused). Stored
 * for ever: values are only ever added.
 */
export type MoveRefusal =
  /** Another booking had the new slot when the process came to take it. */
  | 'slot-taken'
  /** The schedule no longer offers the new slot. */
  | 'not-offered'
  /** The new slot had begun by the time the process came to it. */
  | 'slot-started'
  /** The booking moved (or was re-priced) after the customer asked: the request is out of date. */
  | 'booking-changed'
  /** The booking can no longer be moved (cancelled meanwhile). */
  | 'not-movable';

/**
 * The customer asked to move the trip to a date that costs no more. Nothing has moved yet: the
 * moves process takes the new slot and records the move (BookingRescheduled with `forVersion`
 * this event's version), or records why not (BookingMoveRefused), so a restart finishes it the same way.
 */
export type BookingMoveRequested = DomainEvent<
  'BookingMoveRequested',
  {
    from: TripSlot;
    to: TripSlot;
    /** The trip re-quoted for the new date: what the move gives back is worked out from it when it is made. */
    price: PriceBreakdown;
  }
>;

/** The move asked for by the BookingMoveRequested of version `forVersion` was not made, and why. */
export type BookingMoveRefused = DomainEvent<'BookingMoveRefused', { forVersion: number; to: TripSlot; reason: MoveRefusal }>;

/**
 * A booking created before references were drawn gets one, once
 * (application/bookings/booking-reference-backfill.ts), its stream `bookingref-<REFERENCE>` claimed
 * in the same append.
 */
export type BookingReferenceAssigned = DomainEvent<'BookingReferenceAssigned', { reference: string }>;

/**
 * The party of a confirmed trip did not come, as the admin recorded it once the trip had started: a
 * fact beside the status (the booking stays confirmed, nothing is refunded). `note`: the admin's words.
 */
export type BookingMarkedNoShow = DomainEvent<'BookingMarkedNoShow', { note?: string }>;

/** A no-show marked by mistake was undone: the booking is a trip that took place again. */
export type BookingNoShowCleared = DomainEvent<'BookingNoShowCleared', { note?: string }>;

export type BookingEvent =
  | BookingRequested
  | BookingStatusChanged
  | BookingHeld
  | BookingHoldEnded
  | BookingPaymentSucceeded
  | BookingPaid
  | BookingRefunded
  | BookingRescheduled
  | BookingMovePaymentStarted
  | BookingMovePaid
  | BookingMoveRequested
  | BookingMoveRefused
  | BookingReferenceAssigned
  | BookingMarkedNoShow
  | BookingNoShowCleared;

export const BOOKING_EVENT_TYPES: ReadonlySet<string> = new Set<BookingEvent['type']>([
  'BookingRequested',
  'BookingStatusChanged',
  'BookingHeld',
  'BookingHoldEnded',
  'BookingPaymentSucceeded',
  'BookingPaid',
  'BookingRefunded',
  'BookingRescheduled',
  'BookingMovePaymentStarted',
  'BookingMovePaid',
  'BookingMoveRequested',
  'BookingMoveRefused',
  'BookingReferenceAssigned',
  'BookingMarkedNoShow',
  'BookingNoShowCleared',
]);
