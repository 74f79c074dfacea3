import { BookingLifecycleStatus, PaymentGatewayKind } from '../../domain/bookings/booking';
import { PriceBreakdown } from '../../domain/bookings/pricing';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { table } from '../ports/read-models';

/** A booking as it was at a point of its history (GET /api/bookings/:id?asOf=): no row before it existed. */
export interface BookingAsOf {
  /** How many of its events were replayed. */
  readonly version: number;
  readonly booking?: BookingListRow;
}

export interface BookingListRow {
  id: string;
  /** The package's name when it was booked. */
  package: string;
  /** The package it was sold as (null for a booking made before ids were recorded). */
  packageId: number | null;
  date: string;
  time: TimeSlot;
  name: string;
  email: string;
  phone: string;
  people: number;
  hasKids: boolean;
  kidsCount: number;
  message: string | null;
  referredBy: string | null;
  referralCode: string | null;
  /**
   * The booking's reference (domain/bookings/booking-reference-rules.ts). Null only for a booking
   * made before references were drawn, until the backfill (booking-reference-backfill.ts) names it.
   */
  reference: string | null;
  status: BookingLifecycleStatus;
  /** Agreed price of an online booking, in cents (CAD); null for one taken by phone. */
  amountCents: number | null;
  paymentIntentId: string | null;
  /** Which gateway took the payment (null for a phone booking, or one recorded before gateways were). */
  gateway: PaymentGatewayKind | null;
  /** The price breakdown it was sold at (null for a booking made before breakdowns were recorded). */
  price: PriceBreakdown | null;
  /** When the payment arrived; null until then. */
  paidAt: Date | null;
  /** Given back by cancellations, in cents. */
  refundedCents: number;
  /**
   * Confirmed as unpaid after its payment went back (payment-due.ts): what the customer still has
   * to pay, in cents. Null otherwise, and once the booking is cancelled again.
   */
  paymentDueCents: number | null;
  /** A Test System booking: a 1.00 CAD payment, no slot. */
  test: boolean;
  /** The party did not come to the confirmed trip (domain/bookings/no-show.ts); false otherwise. */
  noShow: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Stream version this row reflects. */
  version: number;
}

export const bookingListTable = table<BookingListRow>('booking_list', ['id']);
