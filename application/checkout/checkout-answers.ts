import { BookingDetails, BookingLifecycleStatus, BookingState, ExistingBooking } from '../../domain/bookings/booking';
import { AUTOMATIC_REFUNDS, isAutomaticRefundRule } from '../../domain/bookings/refund-policy';
import { PaymentGateway } from '../payments/payment-gateway';
import { Quote } from '../bookings/quote-service';

/* What the checkout answers the visitor: the payment to make, and the booking once it is paid or why the money went back. */

/** What a confirmation answers: the 'Confirm payment' response, with status and amount. */
export interface PaidBooking {
  readonly id: string;
  readonly package: string;
  readonly date: string;
  readonly time: BookingDetails['time'];
  readonly name: string;
  readonly people: number;
  readonly hasKids: boolean;
  readonly kidsCount: number;
  readonly status: BookingLifecycleStatus;
  readonly amountCents: number | null;
  /** The booking's reference (null only for a booking made before references, until the backfill names it). */
  readonly reference: string | null;
  /**
   * The booking's own referral code for the customer to share: issued once the booking
   * is paid; null for a test booking, or one paid before codes were issued.
   */
  readonly referralCode: string | null;
}

export interface StartedPayment {
  readonly bookingId: string;
  /** The booking's reference, drawn as the checkout wrote the booking. */
  readonly reference: string;
  readonly paymentIntentId: string;
  readonly clientSecret: string;
  /** What is charged: the server's price, whatever amount the browser sent. */
  readonly amountCents: number;
  readonly currency: 'CAD';
  readonly holdExpiresAt: string;
  readonly quote: Quote;
  readonly gateway: PaymentGateway['kind'];
  /** A booking its gift card paid in full: confirmed already, no card payment to make. */
  readonly paidBooking?: PaidBooking;
}

/** The answer to a confirmation, of a booking the payments process has written. */
export function paidBookingOf(state: ExistingBooking, referralCode: string | null): PaidBooking {
  const d = state.details;
  return {
    id: state.bookingId,
    package: d.package,
    date: d.date,
    time: d.time,
    name: d.name,
    people: d.people,
    hasKids: d.hasKids,
    kidsCount: d.kidsCount,
    status: state.status,
    amountCents: state.payment?.amountCents ?? null,
    reference: state.reference ?? null,
    referralCode,
  };
}

/** What the visitor is told when their payment was given back instead of becoming a booking. */
export function automaticRefundOf(state: BookingState): string | undefined {
  if (state.status === 'none' || state.paidAt) return undefined;
  const rule = state.refunds.find((r) => isAutomaticRefundRule(r.rule))?.rule;
  return rule && isAutomaticRefundRule(rule) ? AUTOMATIC_REFUNDS[rule].toVisitor : undefined;
}
