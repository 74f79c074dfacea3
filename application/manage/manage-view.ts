import { SLOT_WINDOWS } from '../../domain/availability/slot-windows';
import { BookingLifecycleStatus, ExistingBooking, paidCents } from '../../domain/bookings/booking';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { ManageOptions } from '../../domain/manage/manage-rules';
import { REFUND_POLICY_TEXT } from '../../domain/bookings/refund-policy';
import { StartedMovePayment } from './move-payment-service';

/* What the manage page shows, and what a move answers. */

/** What the manage page shows (GET /api/manage/{token}). */
export interface ManageView {
  booking: {
    id: string;
    /** The booking's reference (null only for one made before references, until it is given one). */
    reference: string | null;
    package: string;
    date: string;
    time: TimeSlot;
    timeLabel: string;
    people: number;
    hasKids: boolean;
    kidsCount: number;
    name: string;
    email: string;
    phone: string;
    status: BookingLifecycleStatus;
    amountPaidCents: number;
    refundedCents: number;
  };
  cancellation: ManageOptions['cancellation'] & { policy: string };
  reschedule: ManageOptions['reschedule'];
  waivers: { needed: number; signed: number; missing: number; link: string };
  guide: { name: string; phone: string };
}

export interface RescheduleResult extends ManageView {
  /** New price less old: negative for a cheaper date, positive for a dearer one (paid before the move). */
  priceDifferenceCents: number;
  /** What the move gave back of the payment. */
  refundCents: number;
  /**
   * A dearer date: the payment of the difference to make in the payment dialog. The trip has not
   * moved yet; it moves once the payment is confirmed (POST .../reschedule/confirm).
   */
  payment?: StartedMovePayment;
}

/** A booking's waivers: how many of its guests have signed (voided waivers aside), and the reference its waiver link carries. */
export interface SignedWaivers {
  signedFor(bookingId: string): Promise<number>;
  referenceOf(bookingId: string, at: Date): Promise<string>;
}

/** The page's view of a booking: its details, what the customer may do now, its waivers and whom to call. */
export function manageViewOf(
  booking: ExistingBooking,
  options: ManageOptions,
  signed: number,
  waiverLink: string,
  guide: { name: string; phone: string },
): ManageView {
  const d = booking.details;
  return {
    booking: {
      id: booking.bookingId,
      reference: booking.reference ?? null,
      package: d.package,
      date: d.date,
      time: d.time,
      timeLabel: SLOT_WINDOWS[d.time].label,
      people: d.people,
      hasKids: d.hasKids,
      kidsCount: d.kidsCount,
      name: d.name,
      email: d.email,
      phone: d.phone,
      status: booking.status,
      amountPaidCents: booking.paidAt ? paidCents(booking) : 0,
      refundedCents: booking.refundedCents,
    },
    cancellation: { ...options.cancellation, policy: REFUND_POLICY_TEXT },
    reschedule: options.reschedule,
    waivers: {
      needed: d.people,
      signed,
      missing: Math.max(0, d.people - signed),
      link: waiverLink,
    },
    guide,
  };
}
