import { lazy, Suspense } from 'react';
import { formatCad } from '@browser-kit/format/money-format';
import type { ConfirmedBooking, StartedPayment } from './booking-api';

// The dialogs (and the calendar code) load on demand: they stay out of the landing page's bundle.
export const loadPaymentDialog = () => import('@browser-kit/payment/PaymentDialog');
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
          <PaymentDialog
            payment={payment}
            onCancel={onCancel}
            onPaid={onPaid}
            returnFocusId={returnFocusId}
            lead={<CheckoutLead payment={payment} />}
          />
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

/**
 * The total due, and what the checkout settled that the live price could not know: the customer's
 * own referral credit taken off, or a referral code that does not apply to them (the price shown
 * on the form counted it).
 */
function CheckoutLead({ payment }: { payment: StartedPayment }) {
  const { referralCode, accountCreditCents } = payment.breakdown;
  return (
    <>
      Total due today: <strong>{formatCad(payment.amountCents)}</strong> (CAD, paid in full)
      {accountCreditCents > 0 ? (
        <span className="payment-dialog__note">Your referral credit of {formatCad(accountCreditCents)} is taken off.</span>
      ) : null}
      {referralCode && !referralCode.applied ? (
        <span className="payment-dialog__note" role="status">
          Referral code {referralCode.code}: {referralCode.reason}
        </span>
      ) : null}
    </>
  );
}
