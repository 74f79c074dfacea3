import { DomainError } from '../shared/decider';
import { AUTOMATIC_REFUNDS } from '../bookings/refund-policy';

/** How long a visitor's slot is kept for them while they pay (issue: hold for 15 minutes). */
export const PAYMENT_HOLD_MS = 15 * 60_000;

export const CHECKOUT_MESSAGES = {
  tooManyHolds: (cap: number) =>
    `You already have ${cap} ${cap === 1 ? 'booking' : 'bookings'} waiting for payment. Please complete or cancel ${cap === 1 ? 'it' : 'one of them'}, or wait 15 minutes, before starting another.`,
  slotStarted: 'This trip has already started. Please choose a later time or another date.',
  belowMinimum: 'The total is too small to pay by card. Please call us to book.',
  paymentIncomplete: 'The payment has not gone through yet. Please complete it and try again.',
  paymentCompleted: 'This payment has gone through, so its booking cannot be released.',
  refundedSlotTaken: AUTOMATIC_REFUNDS['slot-taken'].toVisitor,
  refundedCancelled: AUTOMATIC_REFUNDS['booking-cancelled'].toVisitor,
} as const;

export class SlotStartedError extends DomainError {
  constructor() {
    super('slot-started', CHECKOUT_MESSAGES.slotStarted);
  }
}

export class ChargeTooSmallError extends DomainError {
  constructor() {
    super('charge-too-small', CHECKOUT_MESSAGES.belowMinimum);
  }
}

export class PaymentIncompleteError extends DomainError {
  constructor() {
    super('payment-incomplete-conflict', CHECKOUT_MESSAGES.paymentIncomplete);
  }
}

export class PaymentCompletedError extends DomainError {
  constructor() {
    super('payment-completed-conflict', CHECKOUT_MESSAGES.paymentCompleted);
  }
}

/** The payment arrived but the booking could not take it: the money went back automatically. */
export class PaymentRefundedError extends DomainError {
  constructor(message: string) {
    super('payment-refunded-conflict', message);
  }
}

/** One client already has as many unpaid checkouts as the cap allows (the configured HOLDS_PER_CLIENT). */
export class TooManyHoldsError extends DomainError {
  constructor(cap: number) {
    super('too-many-holds', CHECKOUT_MESSAGES.tooManyHolds(cap));
  }
}

/** An email as the cap counts it: one mailbox whatever its case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** A phone as the cap counts it: its last ten digits, so '+1 (780) 555-0142' and '780-555-0142' are one. */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}
