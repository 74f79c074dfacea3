/** Where the card payment provider sends the visitor back when a payment method needs a redirect. */
export const PAYMENT_RETURN_PATH = '/booking-success';

export interface PaymentReturn {
  readonly paymentIntentId: string | null;
  /** The payment's client secret: the server confirms the booking only for the browser that has it. */
  readonly clientSecret: string | null;
  /** No payment was taken, so there is nothing to confirm. */
  readonly failed: boolean;
  /**
   * Accepted but the money has not arrived (some bank payments take days): the server confirms the
   * booking when Stripe reports it succeeded (webhook, or the periodic reconciliation), and asking
   * now would only be refused as incomplete.
   */
  readonly processing: boolean;
}

/**
 * What a card provider's redirect carries back to /booking-success: Stripe adds
 * `?payment_intent=pi_...&payment_intent_client_secret=...&redirect_status=succeeded|processing|failed|requires_payment_method`.
 * The server asks Stripe how the payment stands before confirming, and only for the holder of the secret.
 */
export function paymentReturnOf(search: string): PaymentReturn {
  const params = new URLSearchParams(search);
  const paymentIntentId = params.get('payment_intent')?.trim() || null;
  const status = params.get('redirect_status');
  return {
    paymentIntentId,
    clientSecret: params.get('payment_intent_client_secret')?.trim() || null,
    failed: status === 'failed' || status === 'requires_payment_method',
    processing: status === 'processing',
  };
}

/** The same address for a payment that ended without a redirect but is still processing. */
export function paymentReturnPath(paymentIntentId: string, status: 'processing'): string {
  return `${PAYMENT_RETURN_PATH}?${new URLSearchParams({ payment_intent: paymentIntentId, redirect_status: status }).toString()}`;
}
