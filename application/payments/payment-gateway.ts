/**
 * The card-payment provider, as the booking flow needs it. Two adapters: Stripe (when
 * STRIPE_SECRET_KEY is set) and the built-in test gateway (no money moves). Amounts are integer
 * cents; currencies are ISO codes in lower case, as Stripe reports them.
 */
export type PaymentIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  readonly id: string;
  /** Handed to the payer's browser only; it lets that browser confirm this one payment. */
  readonly clientSecret: string;
  readonly status: PaymentIntentStatus;
  readonly amountCents: number;
  readonly currency: string;
  readonly metadata: Readonly<Record<string, string>>;
  /** The provider's words for the last failed attempt (for example 'Your card was declined.'). */
  readonly lastError: string | null;
}

export interface CreatePaymentIntent {
  readonly amountCents: number;
  readonly currency: 'cad';
  readonly description: string;
  readonly metadata: Readonly<Record<string, string>>;
  /** The same key twice returns the first intent instead of creating a second charge. */
  readonly idempotencyKey: string;
}

export interface Refund {
  readonly id: string;
  readonly paymentIntentId: string;
  readonly amountCents: number;
  readonly status: 'pending' | 'succeeded' | 'failed';
}

export interface PaymentGateway {
  /** 'test' or 'stripe': shown by /api/health and, for 'test', as 'Test mode - no real charge'. */
  readonly kind: 'test' | 'stripe';
  createIntent(input: CreatePaymentIntent): Promise<PaymentIntent>;
  /** null when the provider knows no such payment. */
  retrieveIntent(paymentIntentId: string): Promise<PaymentIntent | null>;
  /**
   * Cancels a payment that nobody may complete any more (its checkout ended), so that it can never
   * be paid afterwards. Answers the payment as it is then: one that succeeded (or is processing)
   * first stays so and must be honoured; null when the provider knows no such payment.
   */
  cancelIntent(paymentIntentId: string): Promise<PaymentIntent | null>;
  /** Refunds all (no amount) or part of a succeeded payment; the key makes a retry safe. */
  refund(paymentIntentId: string, options: { amountCents?: number; idempotencyKey: string; reason: string }): Promise<Refund>;
}

export const TEST_MODE_LABEL = 'Test mode - no real charge';
