import { lazy, Suspense } from 'react';
import type { ConfirmedBooking, StartedPayment } from './booking-api';

// The dialogs (and the calendar code) load on demand: they stay out of the landing page's bundle.
export const loadPaymentDialog = () => import('./PaymentDialog');
export const loadConfirmationDialog = () => import('./ConfirmationDialog');
const PaymentDialog = lazy(loadPaymentDialog);
const ConfirmationDialog = lazy(loadConfirmationDialog);

/** The booking form's payment dialog while a payment is open, then its confirmation dialog. */
export function CheckoutDialogs({
  payment,
  confirmed,
  onCancel,
  onPaid,
  onClose,
  returnFocusId,
}: {
  payment: StartedPayment | null;
  confirmed: ConfirmedBooking | null;
  onCancel: () => void;
  onPaid: (paymentIntentId: string) => Promise<void>;
  onClose: () => void;
  returnFocusId: string;
}) {
  return (
    <>
      {payment ? (
        <Suspense fallback={<DialogLoading />}>
          <PaymentDialog payment={payment} onCancel={onCancel} onPaid={onPaid} returnFocusId={returnFocusId} />
        </Suspense>
      ) : null}
      {confirmed ? (
        <Suspense fallback={<DialogLoading />}>
          <ConfirmationDialog booking={confirmed} onClose={onClose} returnFocusId={returnFocusId} />
        </Suspense>
      ) : null}
    </>
  );
}

function DialogLoading() {
  return (
    <p className="visually-hidden" role="status">
      Loading...
    </p>
  );
}
