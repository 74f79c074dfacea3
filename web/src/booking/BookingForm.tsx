import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { isWeekdayDiscountDay, REFERRAL_CODE_MAX_LENGTH, REFERRAL_CREDIT_CENTS, WEEKDAY_DISCOUNT_PERCENT } from '../../../domain/bookings/pricing';
import { REFUND_POLICY_TEXT } from '../../../domain/bookings/refund-policy';
import { calendarDateOf, isCalendarDate } from '../../../domain/shared/calendar';
import { errorStatus, serverMessage } from '../lib/api';
import { BusyLabel, describedBy, FormField } from '../lib/form-field';
import { telHref, useSiteInfo } from '../lib/site-info';
import { toast } from '../lib/toast/toast-store';
import {
  AVAILABILITY_KEY,
  BOOKINGS_KEY,
  confirmBookingPayment,
  PAYMENT_CONFIG_KEY,
  createPaymentIntent,
  releasePaymentHold,
  useDayAvailability,
  usePackages,
  useQuote,
  validationErrorsOf,
  type ConfirmedBooking,
  type QuoteAnswer,
  type StartedPayment,
} from './booking-api';
import {
  applyBookingChoice,
  bookingDataOf,
  bookingErrorsFromServer,
  EMPTY_BOOKING_FORM,
  fieldId,
  firstInvalidField,
  kidsOptions,
  PEOPLE_OPTIONS,
  quoteRequestOf,
  showsKidsQuestion,
  slotOptionsFor,
  validate,
  withKidsAnswer,
  withPartySize,
  type BookingData,
  type BookingErrors,
  type BookingField,
  type BookingFormValues,
  type QuoteRequest,
} from './booking-form-state';
import { bookingChoiceOf } from './booking-link';
import { BOOKING_TOASTS as TOASTS } from './booking-messages';
import { formatCadShort } from '../lib/money-format';
import { partyLabel, priceLines } from './price-format';

const QUOTE_DEBOUNCE_MS = 250;
const SUBMIT_ID = 'booking-submit';
const REQUIRED: ReadonlySet<BookingField> = new Set(['package', 'date', 'time', 'name', 'email', 'phone', 'people']);
/** A hold about to lapse is not worth reopening: the payment could not finish in time. */
const HOLD_REUSE_MARGIN_MS = 60_000;

// The dialogs (and the calendar code) load on demand: they stay out of the landing page's bundle.
const loadPaymentDialog = () => import('./PaymentDialog');
const loadConfirmationDialog = () => import('./ConfirmationDialog');
const PaymentDialog = lazy(loadPaymentDialog);
const ConfirmationDialog = lazy(loadConfirmationDialog);

/** The payment set up for the form as it was sent; kept after Cancel, see {@link BookingForm}. */
interface HeldPayment {
  readonly key: string;
  readonly data: BookingData;
  readonly payment: StartedPayment;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The public booking form (anchor `book`, SPEC sections 4, 5, 8 and 9): fields and messages,
 * the kids rules, the live price, then 'Book Now & Pay' → payment dialog → confirmation dialog.
 *
 * The server holds the slot for 15 minutes once a payment is set up. After Cancel, the same
 * booking details reopen that payment; changed details release the old hold first, so the
 * visitor's own hold never refuses them the slot.
 */
export function BookingForm() {
  const queryClient = useQueryClient();
  const { phone } = useSiteInfo();
  const location = useLocation();
  const [today] = useState(() => calendarDateOf(new Date()));
  // The URL's choice is there from the first render (no flash of an empty form).
  const [form, setForm] = useState<BookingFormValues>(() => applyBookingChoice(EMPTY_BOOKING_FORM, bookingChoiceOf(location.search), today));
  const [errors, setErrors] = useState<BookingErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [referredBy, setReferredBy] = useState<string | undefined>(() => bookingChoiceOf(location.search).ref);
  const [payment, setPayment] = useState<StartedPayment | null>(null);
  const [confirmed, setConfirmed] = useState<ConfirmedBooking | null>(null);
  const held = useRef<HeldPayment | null>(null);

  // 'Book This Date', 'Book {package name}' and referral links fill the form, on arrival and on
  // every later navigation that carries a choice.
  useEffect(() => {
    const choice = bookingChoiceOf(location.search);
    if (!choice.date && !choice.package && !choice.ref) return;
    setForm((current) => applyBookingChoice(current, choice, today));
    if (choice.ref) setReferredBy(choice.ref);
  }, [location.search, location.key, today]);

  const packages = usePackages();
  const packageList = Array.isArray(packages.data) ? packages.data : [];
  const unknownPackage = packages.isSuccess && form.package !== '' && !packageList.some((p) => p.name === form.package);
  // A package named in a link but no longer sold is dropped rather than shown as chosen.
  useEffect(() => {
    if (unknownPackage) setForm((current) => ({ ...current, package: '' }));
  }, [unknownPackage]);

  const dateChosen = isCalendarDate(form.date) && form.date >= today ? form.date : null;
  const day = useDayAvailability(dateChosen);
  const dayAvailability = dateChosen && day.isSuccess ? day.data?.find((d) => d.date === dateChosen) : undefined;
  const slotOptions = slotOptionsFor(dateChosen && day.isSuccess ? (dayAvailability ?? { slots: [] }) : undefined);
  const timeGone = form.time !== '' && slotOptions.some((o) => o.slot === form.time && o.disabled);
  // A time that the chosen date does not offer (or that got booked) is cleared.
  useEffect(() => {
    if (timeGone) setForm((current) => ({ ...current, time: '' }));
  }, [timeGone]);

  const request = quoteRequestOf(form, today);
  const requestKey = JSON.stringify(request);
  const debouncedKey = useDebounced(requestKey, QUOTE_DEBOUNCE_MS);
  // Cleared at once, priced 250 ms after the last change.
  const quoteRequest = request ? (JSON.parse(debouncedKey) as QuoteRequest | null) : null;
  const quote = useQuote(quoteRequest);

  const update = (next: BookingFormValues) => {
    setForm(next);
    if (submitted) setErrors(validate(next, today));
  };
  const set = <K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]) => update({ ...form, [field]: value });
  const revalidate = () => {
    if (submitted) setErrors(validate(form, today));
  };
  // Focus moves after the render that shows the messages, so the field is read with its error.
  const focusAfterRender = useRef<BookingField | null>(null);
  useEffect(() => {
    const field = focusAfterRender.current;
    if (!field) return;
    focusAfterRender.current = null;
    document.getElementById(fieldId(field))?.focus();
  });
  const focusField = (field: BookingField) => {
    focusAfterRender.current = field;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const found = validate(form, today);
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      focusField(invalid);
      return;
    }
    const data = bookingDataOf(form, referredBy);
    const key = JSON.stringify(data);
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
      // What the visitor saw; the server charges its own price whatever this says.
      const shown = quote.data && !quote.isPlaceholderData && debouncedKey === requestKey ? quote.data : undefined;
      const total = shown ? Math.round(shown.totalCents / 100) : undefined;
      const started = await createPaymentIntent(total, data);
      held.current = { key, data, payment: started };
      setPayment(started);
    } catch (error) {
      const serverErrors = bookingErrorsFromServer(validationErrorsOf(error));
      const serverInvalid = firstInvalidField(serverErrors);
      if (serverInvalid) {
        setErrors(serverErrors);
        focusField(serverInvalid);
      }
      // The slot went to someone else: show the date's times as they are now.
      if (errorStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY });
      toast({ title: TOASTS.paymentSetupError, description: serverMessage(error) ?? TOASTS.paymentSetupFallback, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const onPaid = async (paymentIntentId: string) => {
    void loadConfirmationDialog();
    const data = held.current?.data;
    try {
      const booking = await confirmBookingPayment(paymentIntentId, data);
      held.current = null;
      setPayment(null);
      toast({ title: TOASTS.paymentSuccessful, description: TOASTS.paymentSuccessfulText });
      setForm(EMPTY_BOOKING_FORM);
      setErrors({});
      setSubmitted(false);
      setReferredBy(undefined);
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

  const aria = (field: BookingField, hint?: boolean) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-required': REQUIRED.has(field) || undefined,
    'aria-describedby': describedBy(fieldId(field), { hint, error: errors[field] }),
    onBlur: revalidate,
  });

  const timeHint = !dateChosen
    ? 'Choose a date to see which times are open.'
    : day.isPending
      ? 'Checking which times are open...'
      : day.isSuccess && slotOptions.every((o) => o.disabled)
        ? 'Nothing is open on this date. Please choose another date.'
        : day.isSuccess && slotOptions.some((o) => o.disabled)
          ? 'Times that are booked or not offered on this date cannot be chosen.'
          : day.isSuccess
            ? 'Every time is open on this date.'
          : 'Open times could not be checked; we confirm your time when you book.';
  const weekday = dateChosen !== null && isWeekdayDiscountDay(dateChosen);
  const referral = quote.data?.referralCode && quote.data.referralCode.code === form.referralCode.trim() ? quote.data.referralCode : null;

  return (
    <>
      <form className="card booking-form" onSubmit={onSubmit} noValidate aria-describedby="booking-form-note">
        <p id="booking-form-note" className="booking-form__note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>

        <fieldset className="booking-form__group">
          <legend className="booking-form__legend">Your trip</legend>
          <div className="booking-form__grid">
            <FormField id={fieldId('package')} label="Package" required error={errors.package} className="booking-form__wide">
              <select
                {...aria('package', packages.isError || (packages.isSuccess && packageList.length === 0))}
                className="select"
                value={form.package}
                onChange={(e) => set('package', e.target.value)}
              >
                <option value="" disabled>
                  {packages.isPending ? 'Loading packages...' : 'Select a package'}
                </option>
                {packageList.map((p) => (
                  <option key={p.id} value={p.name}>
                    {`${p.name} - ${formatCadShort(p.price * 100)} per person`}
                  </option>
                ))}
              </select>
              {packages.isError || (packages.isSuccess && packageList.length === 0) ? (
                <p id={`${fieldId('package')}-hint`} className="hint">
                  Packages could not be loaded. Please try again later or call <a href={telHref(phone)}>{phone}</a>.
                </p>
              ) : null}
            </FormField>

            <FormField id={fieldId('date')} label="Date" required error={errors.date}>
              <input
                {...aria('date', true)}
                className="input"
                type="date"
                min={today}
                value={form.date}
                onChange={(e) => set('date', e.target.value)}
              />
              <p id={`${fieldId('date')}-hint`} className="hint" aria-live="polite">
                {weekday ? `Weekday trip (Monday to Thursday): save ${WEEKDAY_DISCOUNT_PERCENT}%.` : `Save ${WEEKDAY_DISCOUNT_PERCENT}% Monday to Thursday.`}
              </p>
            </FormField>

            <FormField id={fieldId('time')} label="Time" required error={errors.time}>
              <select {...aria('time', true)} className="select" value={form.time} onChange={(e) => set('time', e.target.value as BookingFormValues['time'])}>
                <option value="" disabled>
                  Select a time
                </option>
                {slotOptions.map((o) => (
                  <option key={o.slot} value={o.slot} disabled={o.disabled}>
                    {o.label}
                  </option>
                ))}
              </select>
              <p id={`${fieldId('time')}-hint`} className="hint" aria-live="polite">
                {timeHint}
              </p>
            </FormField>

            <FormField id={fieldId('people')} label="Number of people" required error={errors.people}>
              <select
                {...aria('people')}
                className="select"
                value={form.people === null ? '' : String(form.people)}
                onChange={(e) => update(withPartySize(form, e.target.value ? Number(e.target.value) : null))}
              >
                <option value="" disabled>
                  Select number of people
                </option>
                {PEOPLE_OPTIONS.map((n) => (
                  <option key={n} value={n}>
                    {partyLabel(n, 0)}
                  </option>
                ))}
              </select>
            </FormField>

            {showsKidsQuestion(form.people) ? (
              <div className="booking-form__kids booking-form__wide">
                <div className="booking-form__check">
                  <input
                    id="booking-hasKids"
                    name="hasKids"
                    type="checkbox"
                    checked={form.hasKids}
                    onChange={(e) => update(withKidsAnswer(form, e.target.checked))}
                    aria-describedby="booking-hasKids-hint"
                  />
                  <label htmlFor="booking-hasKids">Bringing children 12 and under?</label>
                </div>
                <p id="booking-hasKids-hint" className="hint">
                  Children 12 and under save 25% when at least one adult comes along.
                </p>
                {form.hasKids ? (
                  <FormField id={fieldId('kidsCount')} label="Number of children (12 and under)" error={errors.kidsCount}>
                    <select {...aria('kidsCount')} className="select" value={String(form.kidsCount)} onChange={(e) => set('kidsCount', Number(e.target.value))}>
                      {kidsOptions(form.people).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </FormField>
                ) : null}
              </div>
            ) : null}
          </div>
        </fieldset>

        <fieldset className="booking-form__group">
          <legend className="booking-form__legend">Your details</legend>
          <div className="booking-form__grid">
            <FormField id={fieldId('name')} label="Full name" required error={errors.name} className="booking-form__wide">
              <input {...aria('name')} className="input" type="text" autoComplete="name" maxLength={120} value={form.name} onChange={(e) => set('name', e.target.value)} />
            </FormField>
            <FormField id={fieldId('email')} label="Email" required error={errors.email}>
              <input
                {...aria('email')}
                className="input"
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                value={form.email}
                onChange={(e) => set('email', e.target.value)}
              />
            </FormField>
            <FormField id={fieldId('phone')} label="Phone" required error={errors.phone}>
              <input
                {...aria('phone', true)}
                className="input"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={30}
                value={form.phone}
                onChange={(e) => set('phone', e.target.value)}
              />
              <p id={`${fieldId('phone')}-hint`} className="hint">
                For trip updates and your SMS reminder.
              </p>
            </FormField>
            <FormField id={fieldId('message')} label="Special requests or questions (optional)" error={errors.message} className="booking-form__wide">
              <textarea {...aria('message')} className="textarea" rows={3} maxLength={2000} value={form.message} onChange={(e) => set('message', e.target.value)} />
            </FormField>
            <FormField id={fieldId('referralCode')} label="Referral code (optional)" error={errors.referralCode} className="booking-form__wide">
              <input
                {...aria('referralCode', referral !== null)}
                className="input"
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={REFERRAL_CODE_MAX_LENGTH}
                value={form.referralCode}
                onChange={(e) => set('referralCode', e.target.value)}
              />
              <p
                id={referral ? `${fieldId('referralCode')}-hint` : undefined}
                className={referral && !referral.applied ? 'field-error' : 'hint booking-form__referral-ok'}
                aria-live="polite"
              >
                {referral ? (referral.applied ? `Referral code applied: ${formatCadShort(REFERRAL_CREDIT_CENTS)} off your total.` : referral.reason) : null}
              </p>
            </FormField>
          </div>
        </fieldset>

        <PriceSummary
          ready={request !== null}
          quote={quote.data}
          updating={request !== null && (requestKey !== debouncedKey || quote.isFetching)}
          error={quote.isError ? (serverMessage(quote.error) ?? 'The price could not be calculated right now.') : null}
        />

        <button id={SUBMIT_ID} type="submit" className="btn btn--accent btn--lg btn--block booking-form__submit" disabled={submitting}>
          <BusyLabel busy={submitting} busyText="Processing...">
            {'Book Now & Pay'}
          </BusyLabel>
        </button>
        <p className="booking-form__policy">
          Payment in full at booking, in CAD. {REFUND_POLICY_TEXT} An Alberta fishing licence is required.
        </p>
      </form>

      {payment ? (
        <Suspense fallback={<DialogLoading />}>
          <PaymentDialog payment={payment} onCancel={() => setPayment(null)} onPaid={onPaid} returnFocusId={SUBMIT_ID} />
        </Suspense>
      ) : null}
      {confirmed ? (
        <Suspense fallback={<DialogLoading />}>
          <ConfirmationDialog booking={confirmed} onClose={() => setConfirmed(null)} returnFocusId={SUBMIT_ID} />
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

/** The live price breakdown from `POST /api/quote`. */
function PriceSummary({ ready, quote, updating, error }: { ready: boolean; quote: QuoteAnswer | undefined; updating: boolean; error: string | null }) {
  return (
    <section className="price-summary" aria-labelledby="price-summary-title" aria-live="polite" aria-busy={updating || undefined}>
      <h3 id="price-summary-title" className="price-summary__title">
        Your price
      </h3>
      {!ready ? (
        <p className="price-summary__hint">Choose a package, a date and your party size to see your price.</p>
      ) : error && !updating ? (
        <p className="field-error">{error}</p>
      ) : quote ? (
        <dl className={`price-summary__lines${updating ? ' price-summary__lines--updating' : ''}`}>
          {priceLines(quote).map((line) => (
            <div key={line.key} className={`price-summary__line price-summary__line--${line.key}`}>
              <dt>{line.label}</dt>
              <dd>{line.amount}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="price-summary__hint">Calculating your price...</p>
      )}
    </section>
  );
}
