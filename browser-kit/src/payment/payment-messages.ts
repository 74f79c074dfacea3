/** The payment dialog's toasts, word for word (docs/product/booking.md); the rest of the booking journey's are the public site's. */
export const PAYMENT_TOASTS = {
  paymentFailed: 'Payment Failed',
  paymentFailedFallback: 'There was an error processing your payment.',
} as const;
