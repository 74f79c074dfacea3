import { DomainError } from '../shared/decider';

export const PAYMENT_MESSAGES = {
  /** Also for a wrong client secret: the answer must not reveal that the payment exists. */
  notFound: 'No such payment',
  clientSecret: 'The client secret of the payment is required.',
  idempotencyKeyReused: 'This idempotency key was already used for a different payment or refund.',
  amount: 'The amount must be a whole number of cents, more than 0.',
  canceled: 'This payment was cancelled because its booking time ran out. Please start your booking again.',
} as const;

export class PaymentNotFoundError extends DomainError {
  constructor() {
    super('payment-not-found', PAYMENT_MESSAGES.notFound);
  }
}

/**
 * A key sent again with other parameters (another amount, another payment): as Stripe does, this
 * is refused instead of answering with the first result, which would hide the caller's bug.
 */
export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super('idempotency-key-reused', PAYMENT_MESSAGES.idempotencyKeyReused);
  }
}

export class InvalidPaymentAmountError extends DomainError {
  constructor() {
    super('payment-amount-invalid', PAYMENT_MESSAGES.amount);
  }
}

/** A payment whose checkout ended: it can no longer be paid. */
export class PaymentCanceledError extends DomainError {
  constructor() {
    super('payment-canceled-conflict', PAYMENT_MESSAGES.canceled);
  }
}
