import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorStatus, serverMessage } from '@browser-kit/api/api';
import { toast } from '@browser-kit/toast/toast-store';
import {
  AVAILABILITY_KEY,
  BOOKINGS_KEY,
  confirmBookingPayment,
  createPaymentIntent,
  PAYMENT_CONFIG_KEY,
  releasePaymentHold,
  validationErrorsOf,
  type ConfirmedBooking,
  type StartedPayment,
} from './booking-api';
import { bookingErrorsFromServer, type BookingData, type BookingErrors } from './booking-form-state';
import { BOOKING_TOASTS as TOASTS } from './booking-messages';
import { loadConfirmationDialog, loadPaymentDialog } from './CheckoutDialogs';

/** A hold about to lapse is not worth reopening: the payment could not finish in time. */
const HOLD_REUSE_MARGIN_MS = 60_000;

/** The payment set up for the form as it was sent; kept after Cancel, see {@link useCheckout}. */
interface HeldPayment {
  readonly key: string;
  readonly data: BookingData;
  readonly payment: StartedPayment;
}

/**
 * The booking form's checkout (docs/product/booking.md): set up the payment, the payment dialog, confirm
 * the paid booking, the confirmation dialog.
 *
 * The server holds the slot for 15 minutes once a payment is set up. After Cancel, the same
 * booking details reopen that payment; changed details release the old hold first, so the
 * visitor's own hold never refuses them the slot.
 */
export function useCheckout({ showServerErrors, onBooked }: { showServerErrors: (errors: BookingErrors) => void; onBooked: () => void }) {
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [payment, setPayment] = useState<StartedPayment | null>(null);
  const [confirmed, setConfirmed] = useState<ConfirmedBooking | null>(null);
  const held = useRef<HeldPayment | null>(null);

  /**
   * `shownTotal` is the whole-dollar total the visitor saw, if any; the server charges its own
   * price. `waitlistToken`: the waitlist offer whose held place this booking takes.
   */
  const start = async (data: BookingData, shownTotal: number | undefined, waitlistToken?: string) => {
    const key = JSON.stringify([data, waitlistToken ?? null]);
    const previous = held.current;
    if (previous?.key === key && Date.parse(previous.payment.holdExpiresAt) - Date.now() > HOLD_REUSE_MARGIN_MS) {
      setPayment(previous.payment);
      return;
    }
    setSubmitting(true);
    if (previous) {
      held.current = null;
      // Best effort: a hold that cannot be released simply lapses after 15 minutes.
      await releasePaymentHold(previous.payment.paymentIntentId, previous.payment.clientSecret).catch(() => undefined);
    }
    // The dialog's code and the gateway's settings load while the server sets up the payment.
    void loadPaymentDialog();
    void queryClient.prefetchQuery({ queryKey: PAYMENT_CONFIG_KEY });
    try {
      const started = await createPaymentIntent(shownTotal, data, waitlistToken);
      // A gift card paid it all: the booking is confirmed already, there is no card payment to make.
      if (started.booking) {
        void loadConfirmationDialog();
        toast({ title: TOASTS.paymentSuccessful, description: TOASTS.paymentSuccessfulText });
        onBooked();
        void queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY });
        void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
        setConfirmed(started.booking);
        return;
      }
      held.current = { key, data, payment: started };
      setPayment(started);
    } catch (error) {
      showServerErrors(bookingErrorsFromServer(validationErrorsOf(error)));
      // The slot went to someone else: show the date's times as they are now.
      if (errorStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY });
      toast({ title: TOASTS.paymentSetupError, description: serverMessage(error) ?? TOASTS.paymentSetupFallback, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const paid = async (paymentIntentId: string) => {
    void loadConfirmationDialog();
    const data = held.current?.data;
    try {
      const booking = await confirmBookingPayment(paymentIntentId, held.current?.payment.clientSecret ?? '', data);
      held.current = null;
      setPayment(null);
      toast({ title: TOASTS.paymentSuccessful, description: TOASTS.paymentSuccessfulText });
      onBooked();
      void queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY });
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
      setConfirmed(booking);
    } catch (error) {
      // Paid but not confirmed: the server reconciles the payment (booking or refund); a retry
      // here could not pay again, so the dialog closes and the visitor is asked to call.
      held.current = null;
      setPayment(null);
      toast({ title: TOASTS.confirmationError, description: serverMessage(error) ?? TOASTS.confirmationFallback, variant: 'destructive' });
    }
  };

  return {
    submitting,
    payment,
    confirmed,
    start,
    paid,
    /** Cancel in the payment dialog: back to the form, the hold kept for the same details. */
    cancel: () => setPayment(null),
    closeConfirmation: () => setConfirmed(null),
  };
}
