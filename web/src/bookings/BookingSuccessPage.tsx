import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Link } from '../navigation/Link';
import { usePageHead } from '@browser-kit/page-head/page-head';
import { serverMessage } from '@browser-kit/api/api';
import { telHref, useSiteInfo } from '@browser-kit/site/site-info';
import { confirmBookingPayment } from './booking-api';
import { BookingConfirmation } from './BookingConfirmation';
import { CONFIRMATION_FALLBACK } from './booking-messages';
import { bookingLink } from './booking-link';
import { paymentReturnOf } from '@browser-kit/payment/payment-return';
import './booking-dialogs.css';

/**
 * /booking-success: the return address after a card payment that needed a redirect. It
 * confirms the booking once (a query, so a re-render or StrictMode never asks twice) and
 * shows it, or says what went wrong with the number to call. A payment still processing is not
 * confirmed from here: the server does that when Stripe reports the money arrived.
 */
export function BookingSuccessPage() {
  const { name, phone } = useSiteInfo();
  const { search } = useLocation();
  const { paymentIntentId, clientSecret, failed, processing } = paymentReturnOf(search);
  const confirmation = useQuery({
    queryKey: ['/api/confirm-booking-payment', paymentIntentId],
    queryFn: () => confirmBookingPayment(paymentIntentId!, clientSecret ?? ''),
    enabled: paymentIntentId !== null && !failed && !processing,
    staleTime: Infinity,
    retry: false,
  });
  usePageHead({ title: confirmation.isSuccess ? `Booking Confirmed | ${name}` : `Your Booking | ${name}`, noindex: true });

  const call = (
    <a href={telHref(phone)} className="btn btn--outline">
      Call {phone}
    </a>
  );

  let content;
  if (!paymentIntentId) {
    content = (
      <>
        <h1 id="booking-result-title">No Payment to Confirm</h1>
        <p>This page confirms a booking after a card payment. There is no payment in this link, so there is nothing to confirm.</p>
        <div className="booking-result__actions">
          <Link to={bookingLink()} className="btn btn--accent">
            Book a trip
          </Link>
        </div>
      </>
    );
  } else if (failed) {
    content = (
      <>
        <h1 id="booking-result-title">Payment Not Completed</h1>
        <p>Your payment did not go through, so no booking was made and nothing was charged. You can try again or call us to book.</p>
        <div className="booking-result__actions">
          <Link to={bookingLink()} className="btn btn--accent">
            Back to booking
          </Link>
          {call}
        </div>
      </>
    );
  } else if (processing) {
    content = (
      <>
        <h1 id="booking-result-title">Payment Processing</h1>
        <p role="status">
          Your payment is being processed by your bank. Your booking is confirmed as soon as the payment goes through, and we send you the
          confirmation by email and text message. There is nothing more to do.
        </p>
        <p>Questions in the meantime? Call us and mention your payment reference {paymentIntentId}.</p>
        <div className="booking-result__actions">
          <Link to="/" className="btn btn--accent">
            Back to the home page
          </Link>
          {call}
        </div>
      </>
    );
  } else if (confirmation.isSuccess) {
    content = (
      <>
        <p className="confirmation__check" aria-hidden="true">
          ✓
        </p>
        <h1 id="booking-result-title">Booking Confirmed!</h1>
        <p>Thank you, {confirmation.data.name}. Your trip is booked and paid.</p>
        <BookingConfirmation booking={confirmation.data} />
        <div className="booking-result__actions">
          <Link to="/" className="btn btn--accent">
            Back to the home page
          </Link>
        </div>
      </>
    );
  } else if (confirmation.isError) {
    content = (
      <>
        <h1 id="booking-result-title">Booking Confirmation Error</h1>
        <p role="alert">{serverMessage(confirmation.error) ?? CONFIRMATION_FALLBACK}</p>
        <p>Please call us and mention your payment reference {paymentIntentId}; we will sort it out right away.</p>
        <div className="booking-result__actions">{call}</div>
      </>
    );
  } else {
    content = (
      <>
        <h1 id="booking-result-title">Confirming Your Booking...</h1>
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Please wait a moment while we confirm your payment.
        </p>
      </>
    );
  }

  return (
    <section className="booking-result container" aria-labelledby="booking-result-title">
      <div className="card booking-result__card">{content}</div>
    </section>
  );
}
