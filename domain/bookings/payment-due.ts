import { formatCad } from '../shared/money-text';
import { DomainError } from '../shared/decider';
import { ExistingBooking } from './booking-state';
import { isMoveRefundRule, RESCHEDULE_REFUND } from './refund-policy';

/**
 * What the customer has to pay again before their booking is a paid trip: every refund of the
 * trip's own money (a cancellation by the policy, a payment that arrived when the booking could
 * not take it). A refund that only followed the price (a move to a cheaper date) or gave back the
 * difference of a move that was never made leaves nothing due. A booking never paid online (taken
 * by phone) has nothing due here: it is settled with the guide, as it always was.
 */
export function paymentDueCents(booking: ExistingBooking): number {
  return booking.refunds
    .filter((r) => r.rule !== RESCHEDULE_REFUND.rule && !isMoveRefundRule(r.rule))
    .reduce((sum, r) => sum + r.amountCents, 0);
}

/**
 * Confirming a booking whose money went back would tell the customer their trip is booked and
 * paid while nothing of it is held: refused, unless the admin confirms it as unpaid.
 */
export class PaymentRefundedError extends DomainError {
  constructor(readonly dueCents: number) {
    super(
      'payment-refunded-conflict',
      `${formatCad(dueCents)} of this booking's payment was refunded: it can only be confirmed as unpaid, with ${formatCad(dueCents)} recorded as due.`,
      { paymentDueCents: dueCents },
    );
  }
}
