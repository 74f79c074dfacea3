/** The booking journey's toasts and fallbacks, word for word; the payment dialog's own are the kit's (payment-messages.ts). */
export const BOOKING_TOASTS = {
  paymentSetupError: 'Payment Setup Error',
  paymentSetupFallback: 'Could not set up payment processing. Please try again.',
  confirmationError: 'Booking Confirmation Error',
  confirmationFallback: 'Payment succeeded but booking confirmation failed. Please contact support.',
  paymentSuccessful: 'Payment Successful',
  paymentSuccessfulText: 'Your booking has been confirmed!',
} as const;

export const CONFIRMATION_FALLBACK = BOOKING_TOASTS.confirmationFallback;
