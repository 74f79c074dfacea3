import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { REFUND_POLICY_TEXT } from '../../../domain/bookings/refund-policy';
import { calendarDateOf } from '../../../domain/shared/calendar';
import { serverMessage } from '../lib/api';
import { BusyLabel } from '../lib/form-field';
import { applyBookingChoice, bookingDataOf, EMPTY_BOOKING_FORM } from './booking-form-state';
import { bookingChoiceOf } from './booking-link';
import { CheckoutDialogs } from './CheckoutDialogs';
import { DetailsFields } from './DetailsFields';
import { PriceSummary } from './PriceSummary';
import { TripFields } from './TripFields';
import { useBookingForm } from './use-booking-form';
import { useCheckout } from './use-checkout';
import { useLiveQuote } from './use-live-quote';
import { useTripChoices } from './use-trip-choices';

const SUBMIT_ID = 'booking-submit';

/**
 * The public booking form (anchor `book`, SPEC sections 4, 5, 8 and 9): fields and messages,
 * the kids rules, the live price, then 'Book Now & Pay' → payment dialog → confirmation dialog
 * (use-checkout.ts).
 */
export function BookingForm() {
  const location = useLocation();
  const [today] = useState(() => calendarDateOf(new Date()));
  // The URL's choice is there from the first render (no flash of an empty form).
  const state = useBookingForm(today, () => applyBookingChoice(EMPTY_BOOKING_FORM, bookingChoiceOf(location.search), today));
  const { form, setForm } = state;
  const [referredBy, setReferredBy] = useState<string | undefined>(() => bookingChoiceOf(location.search).ref);

  // 'Book This Date', 'Book {package name}' and referral links fill the form, on arrival and on
  // every later navigation that carries a choice.
  // The first location's choice is already in the initial form.
  const [arrival, setArrival] = useState(location.key);
  if (location.key !== arrival) {
    setArrival(location.key);
    const choice = bookingChoiceOf(location.search);
    if (choice.date || choice.package || choice.time || choice.ref) setForm((current) => applyBookingChoice(current, choice, today));
    if (choice.ref) setReferredBy(choice.ref);
  }

  const choices = useTripChoices(form, setForm, today);
  const price = useLiveQuote(form, today);
  const checkout = useCheckout({
    showServerErrors: state.showServerErrors,
    onBooked: () => {
      state.reset();
      setReferredBy(undefined);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checkout.submitting) return;
    if (!state.check()) return;
    // What the visitor saw goes along; the server charges its own price whatever it says.
    await checkout.start(bookingDataOf(form, referredBy), price.shownTotal());
  };

  return (
    <>
      <form className="card booking-form" onSubmit={onSubmit} noValidate aria-describedby="booking-form-note">
        <p id="booking-form-note" className="booking-form__note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>

        <TripFields state={state} choices={choices} today={today} />
        <DetailsFields state={state} quote={price.quote.data} />

        <PriceSummary
          ready={price.ready}
          quote={price.quote.data}
          updating={price.updating}
          error={price.quote.isError ? (serverMessage(price.quote.error) ?? 'The price could not be calculated right now.') : null}
        />

        <button
          id={SUBMIT_ID}
          type="submit"
          className="btn btn--accent btn--lg btn--block booking-form__submit"
          disabled={checkout.submitting}
        >
          <BusyLabel busy={checkout.submitting} busyText="Processing...">
            {'Book Now & Pay'}
          </BusyLabel>
        </button>
        <p className="booking-form__policy">
          Payment in full at booking, in CAD. {REFUND_POLICY_TEXT} An Alberta fishing licence is required.
        </p>
      </form>

      <CheckoutDialogs
        payment={checkout.payment}
        confirmed={checkout.confirmed}
        onCancel={checkout.cancel}
        onPaid={checkout.paid}
        onClose={checkout.closeConfirmation}
        returnFocusId={SUBMIT_ID}
      />
    </>
  );
}
