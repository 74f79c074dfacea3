import { DomainError } from '../shared/decider';
import { InvalidPaymentAmountError } from './payment-errors';

export const REFUND_MESSAGES = {
  notPaid: 'This payment has not succeeded, so there is nothing to refund.',
  fullyRefunded: 'This payment has already been refunded in full.',
  tooMuch: (requestedCents: number, leftCents: number) =>
    `The refund of ${dollars(requestedCents)} is more than the ${dollars(leftCents)} left to refund on this payment.`,
} as const;

export interface RefundablePayment {
  readonly status: string;
  readonly amountCents: number;
  /** The sum of the refunds already made on it. */
  readonly refundedCents: number;
}

/**
 * The amount a refund request takes: the whole remainder when no amount is given. Refunds of one
 * payment never add up to more than it was (the caller holds a lock on the payment meanwhile).
 */
export function refundAmount(payment: RefundablePayment, requestedCents?: number): number {
  if (payment.status !== 'succeeded') throw new RefundRefusedError(REFUND_MESSAGES.notPaid);
  const leftCents = payment.amountCents - payment.refundedCents;
  if (requestedCents !== undefined && (!Number.isSafeInteger(requestedCents) || requestedCents <= 0)) {
    throw new InvalidPaymentAmountError();
  }
  if (leftCents <= 0) throw new RefundRefusedError(REFUND_MESSAGES.fullyRefunded);
  if (requestedCents === undefined) return leftCents;
  if (requestedCents > leftCents) throw new RefundRefusedError(REFUND_MESSAGES.tooMuch(requestedCents, leftCents));
  return requestedCents;
}

export class RefundRefusedError extends DomainError {
  constructor(message: string) {
    super('refund-refused', message);
  }
}

function dollars(cents: number): string {
  return `${(cents / 100).toFixed(2)} CAD`;
}
