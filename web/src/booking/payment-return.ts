/**
 * What a card provider's redirect carries back to /booking-success:
 * `?payment_intent=pi_...&redirect_status=succeeded` (Stripe's names). A failed redirect means no
 * payment was taken, so there is nothing to confirm.
 */
export function paymentReturnOf(search: string): { paymentIntentId: string | null; failed: boolean } {
  const params = new URLSearchParams(search);
  const paymentIntentId = params.get('payment_intent')?.trim() || null;
  const status = params.get('redirect_status');
  return { paymentIntentId, failed: status === 'failed' || status === 'requires_payment_method' };
}
