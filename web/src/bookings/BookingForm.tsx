import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { SLOT_WINDOWS } from '../../../domain/availability/slot-windows';
import { REFUND_POLICY_TEXT } from '../../../domain/bookings/refund-policy';
import { serverMessage } from '@browser-kit/api/api';
import { handled } from '@browser-kit/forms/handled';
import { BusyLabel } from '@browser-kit/forms/form-field';
import { useHydrated, useHydratedMark } from '../layout/hydrated-mark';
import { applyBookingChoice, bookingDataOf, EMPTY_BOOKING_FORM, lakeNowOf } from './booking-form-state';
import { bookingChoiceOf, waitlistOfferOf } from './booking-link';
import { CheckoutDialogs } from './CheckoutDialogs';
import { DetailsFields } from './DetailsFields';
import { withEntriesBeforeHydration } from './entries-before-hydration';
import { PriceSummary } from './PriceSummary';
import { TripFields } from './TripFields';
import { useBookingForm } from './use-booking-form';
import { useCheckout } from './use-checkout';
import { useLiveQuote } from './use-live-quote';
import { useTripChoices } from './use-trip-choices';
import { useWaitlistJoin, WaitlistJoin, WaitlistTimeFreed } from './WaitlistJoin';

const SUBMIT_ID = 'booking-submit';

/**
 * The public booking form (anchor `book`, docs/product/booking.md): fields and messages,
 * the kids rules, the live price, then 'Book Now & Pay' → payment dialog → confirmation dialog
 * (use-checkout.ts). A time booked by someone else can be chosen too: then the form offers 'Join
 * the waitlist' instead of payment. A waitlist offer's link (`?waitlist=TOKEN`) opens
 * the place held for that person, and its payment takes it.
 */
export function BookingForm() {
  const location = useLocation();
  // The lake's date and minute at the first render: the date picker's bounds, and which booked times still have a waitlist.
  const [now] = useState(() => lakeNowOf(new Date()));
  const today = now.today;
  // The URL's choice is there from the first render (no flash of an empty form).
  const state = useBookingForm(today, () => applyBookingChoice(EMPTY_BOOKING_FORM, bookingChoiceOf(location.search), today));
  const { form, setForm } = state;
  const [referredBy, setReferredBy] = useState<string | undefined>(() => bookingChoiceOf(location.search).ref);
  const [offer, setOffer] = useState(() => waitlistOfferOf(location.search));

  // 'Book This Date', 'Book {package name}' and referral links fill the form, on arrival and on
  // every later navigation that carries a choice.
  // The first location's choice is already in the initial form.
  const [arrival, setArrival] = useState(location.key);
  if (location.key !== arrival) {
    setArrival(location.key);
    const choice = bookingChoiceOf(location.search);
    if (choice.date || choice.package || choice.time || choice.ref) setForm((current) => applyBookingChoice(current, choice, today));
    if (choice.ref) setReferredBy(choice.ref);
    if (choice.date || choice.time) setOffer(waitlistOfferOf(location.search));
  }

  const choices = useTripChoices(form, setForm, today, { now, heldFor: offer });
  const price = useLiveQuote(form, today);
  const checkout = useCheckout({
    showServerErrors: state.showServerErrors,
    onBooked: () => {
      state.reset();
      setReferredBy(undefined);
      setOffer(null);
    },
  });
  const waitlist = useWaitlistJoin(state);

  // The page's scripts arrive after its first paint: what the visitor entered meanwhile becomes the
  // form's state as it hydrates, and until then the button stays disabled, so that the browser
  // never sends the form itself (a page load with the visitor's details in its address).
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    const entered = formRef.current ? withEntriesBeforeHydration(formRef.current, form) : form;
    if (entered !== form) setForm(entered);
    // Once, as the server's form becomes this one; later changes come through the fields' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useHydratedMark('booking-form');
  const waitlistOption = choices.waitlistOption;
  const chosen = { package: form.package, date: form.date, time: choices.time };
  const joined = waitlist.joinedFor(chosen);
  // A join refused because the time is free after all: the form books it now, and says why.
  const freed = waitlistOption ? null : waitlist.refusalFor(chosen);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checkout.submitting || waitlist.joining) return;
    if (waitlistOption) {
      if (joined) return;
      if (!state.check()) return waitlist.clearRefusal();
      await waitlist.join(form);
      return;
    }
    if (!state.check()) return;
    // The place a waitlist offer holds goes to this payment, for the offer's own date and time.
    const token = offer && offer.date === form.date && offer.time === form.time ? offer.token : undefined;
    // What the visitor saw goes along; the server charges its own price whatever it says.
    await checkout.start(bookingDataOf(form, referredBy), price.shownTotal(), token);
  };

  return (
    <>
      <form
        ref={formRef}
        className="card booking-form"
        method="post"
        onSubmit={(event) => handled(onSubmit(event))}
        noValidate
        aria-describedby="booking-form-note"
      >
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

        {waitlistOption ? (
          <WaitlistJoin
            timeLabel={SLOT_WINDOWS[waitlistOption.slot].label}
            joining={waitlist.joining}
            joined={joined}
            refusal={waitlist.refusalFor(chosen)}
          />
        ) : (
          <>
            {freed ? <WaitlistTimeFreed message={freed.message} /> : null}
            <button
              id={SUBMIT_ID}
              type="submit"
              className="btn btn--accent btn--lg btn--block booking-form__submit"
              disabled={checkout.submitting || !hydrated}
            >
              <BusyLabel busy={checkout.submitting} busyText="Processing...">
                {'Book Now & Pay'}
              </BusyLabel>
            </button>
          </>
        )}
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
