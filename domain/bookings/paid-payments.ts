import { ExistingBooking, MovePayment } from './booking-state';

/**
 * A booking may be paid by more than one card payment: its own, then the difference of each move
 * to a dearer date. A refund is made against the payments themselves, so what each can
 * still give back is kept apart.
 */
export interface PaidPayment {
  readonly paymentIntentId: string;
  readonly amountCents: number;
  /** Given back from this payment so far. */
  readonly refundedCents: number;
}

/** The payments taken for the booking, its own first, each with what went back of it. */
export function paidPayments(booking: ExistingBooking): PaidPayment[] {
  const taken: { paymentIntentId: string; amountCents: number }[] = [];
  const own = booking.payment;
  if (own && (booking.paidAt || booking.paymentSucceededAt)) taken.push(own);
  for (const move of booking.movePayments) if (move.paidAt) taken.push(move.payment);
  return taken.map(({ paymentIntentId, amountCents }) => ({
    paymentIntentId,
    amountCents,
    refundedCents: booking.refunds
      .filter((r) => (r.paymentIntentId ?? own?.paymentIntentId) === paymentIntentId)
      .reduce((sum, r) => sum + r.amountCents, 0),
  }));
}

/** Everything paid for the booking, in cents. */
export function paidCents(booking: ExistingBooking): number {
  return paidPayments(booking).reduce((sum, p) => sum + p.amountCents, 0);
}

/** What can still be given back, over all its payments. */
export function refundableCents(booking: ExistingBooking): number {
  return paidPayments(booking).reduce((sum, p) => sum + Math.max(0, p.amountCents - p.refundedCents), 0);
}

/**
 * Splits a refund of `amountCents` over the payments, the latest first: a move's difference goes
 * back before the booking's own payment, so that a move undone gives back what it was paid with.
 */
export function spreadRefund(booking: ExistingBooking, amountCents: number): { paymentIntentId: string; amountCents: number }[] {
  let left = amountCents;
  const parts: { paymentIntentId: string; amountCents: number }[] = [];
  for (const payment of paidPayments(booking).reverse()) {
    const part = Math.min(left, Math.max(0, payment.amountCents - payment.refundedCents));
    if (part > 0) parts.push({ paymentIntentId: payment.paymentIntentId, amountCents: part });
    left -= part;
  }
  return parts;
}

/** The move paid for with `paymentIntentId`, if there is one. */
export function movePaymentOf(booking: ExistingBooking, paymentIntentId: string): MovePayment | undefined {
  return booking.movePayments.find((m) => m.payment.paymentIntentId === paymentIntentId);
}
