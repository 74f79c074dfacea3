import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { calendarDateOf } from '../../../domain/shared/calendar';
import { WEEKDAY_DISCOUNT_PERCENT } from '../../../domain/bookings/pricing';
import { PAYMENT_CONFIG_KEY } from '../bookings/booking-api';
import { packageSlotsOf } from '../bookings/booking-form-state';
import { usePackages } from '../landing/package-api';
import { AVAILABILITY_KEY } from '../landing/availability-api';
import { BusyLabel, describedBy, FieldError } from '@browser-kit/forms/form-field';
import { useBookingHorizonDays } from '@browser-kit/site/site-info';
import { useLakeTodayInBrowser } from '@browser-kit/forms/use-lake-today';
import { FailureText } from './CancelConfirm';
import { useRescheduleAvailability } from './manage-api';
import type { ManageView, MovePayment } from './manage-types';
import {
  MANAGE_MESSAGES,
  movePaymentLead,
  movePaymentPrompt,
  rescheduleChoices,
  rescheduleWindow,
  timeOnDate,
  unpaidMoveNote,
  validateReschedule,
  type ActionFailure,
  type RescheduleErrors,
  type RescheduleForm as FormValues,
} from './manage-view';
import { askToMove, confirmPaidMove } from './move-flow';
import { PhoneLink } from './PhoneText';

// The booking form's payment dialog, loaded on demand as the booking form loads it (CheckoutDialogs.tsx):
// it stays out of the page's first load. Imported here rather than through CheckoutDialogs, which the
// booking form's own chunk keeps, so that the two pages share no extra chunk for it.
const loadPaymentDialog = () => import('@browser-kit/payment/PaymentDialog');
const PaymentDialog = lazy(loadPaymentDialog);

const DATE_ID = 'manage-date';
const TIME_ID = 'manage-time';
const SUBMIT_ID = 'manage-move-submit';

/**
 * 'Reschedule': a date and a time among the open slots the trip's package runs in, from tomorrow
 * to the end of the availability window. The server re-prices the trip: a date at the same price
 * or cheaper is taken at once (the old slot released in the same step, a cheaper date's difference
 * refunded); a dearer one answers with the payment of the difference, its slot held for 15
 * minutes, which the booking form's payment dialog takes before the trip moves.
 */
export function RescheduleForm({
  token,
  view,
  onClose,
  onDone,
}: {
  token: string;
  view: ManageView;
  onClose: () => void;
  onDone: (next: ManageView, outcome: { title: string; lines: string[] }) => void;
}) {
  const { booking, guide } = view;
  const client = useQueryClient();
  const today = useLakeTodayInBrowser() ?? calendarDateOf(new Date());
  const horizon = useBookingHorizonDays();
  const packages = usePackages();
  const sold = Array.isArray(packages.data) ? packages.data.find((p) => p.name === booking.package) : undefined;
  const runsIn = packageSlotsOf(sold);
  // A package still sold under its name is asked about by name; a renamed one falls back to the general days.
  const availability = useRescheduleAvailability(rescheduleWindow(today, horizon), sold?.name);
  const [form, setForm] = useState<FormValues>({ date: '', time: '' });
  const [errors, setErrors] = useState<RescheduleErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  /** A dearer date's payment, set up and its slot held; the dialog is open while `paying`. */
  const [pending, setPending] = useState<MovePayment | null>(null);
  const [paying, setPaying] = useState(false);
  /** Said once the dialog closed without paying. */
  const [note, setNote] = useState<string | null>(null);
  // The slot held for the customer reads as booked in the availability: it stays theirs to choose.
  const choices = rescheduleChoices(availability.data, runsIn, booking, pending);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const choice = choices.find((c) => c.date === form.date);
  // What the selects show: a date or time no longer open (read again after a refusal) shows as unchosen.
  const shown: FormValues = {
    date: choice ? form.date : '',
    time: choice?.slots.some((s) => s.slot === form.time && !s.disabled) ? form.time : '',
  };
  const setDate = (date: string) => {
    setForm((current) => ({
      date,
      time: timeOnDate(
        current.time,
        choices.find((c) => c.date === date),
      ),
    }));
    setErrors((current) => ({ ...current, date: undefined, time: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateReschedule(shown, choices, booking);
    setErrors(found);
    setFailure(null);
    setNote(null);
    if (found.date || found.time) {
      document.getElementById(found.date ? DATE_ID : TIME_ID)?.focus();
      return;
    }
    setBusy(true);
    const step = await askToMove(token, { date: shown.date, time: shown.time as Exclude<FormValues['time'], ''> }, pending, new Date());
    if (step.kind === 'pay') {
      // A dearer date (202): nothing moved yet. The dialog's code and the gateway's settings load now.
      void loadPaymentDialog();
      void client.prefetchQuery({ queryKey: PAYMENT_CONFIG_KEY });
      setPending(step.payment);
      setPaying(true);
      setBusy(false);
    } else if (step.kind === 'moved') {
      void client.invalidateQueries({ queryKey: AVAILABILITY_KEY });
      onDone(step.view, step.outcome);
    } else {
      const refused = step.failure;
      setFailure(refused);
      if (refused.kind === 'fields') setErrors(refused.errors);
      // A slot taken meanwhile: the choices are read again. A refused choice holds nothing any more.
      if (refused.kind === 'refused') {
        setPending(null);
        void availability.refetch();
      }
      setBusy(false);
    }
  };

  /** The difference is paid (or was, and its confirmation is sent again): the trip moves, or the server says why not. */
  const confirmMove = async (payment: MovePayment) => {
    const step = await confirmPaidMove(token, payment);
    if (step.kind === 'moved') {
      void client.invalidateQueries({ queryKey: AVAILABILITY_KEY });
      onDone(step.view, step.outcome);
      return;
    }
    // The dialog closes (the focus back on 'Move my trip') and the alert says why the trip did not move.
    setPaying(false);
    setPending(null);
    setFailure(step.failure);
    setBusy(false);
    if (step.failure.kind === 'refused') void availability.refetch();
  };

  const retryConfirm = (payment: MovePayment) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    void confirmMove(payment);
  };

  const closeDialog = () => {
    setPaying(false);
    if (pending) setNote(unpaidMoveNote(pending, new Date()));
  };

  const loading = availability.isPending || packages.isPending;
  const unavailable = availability.isError;
  const empty = availability.isSuccess && choices.length === 0;

  return (
    <>
      <form className="manage-panel" aria-labelledby="manage-reschedule-title" onSubmit={(e) => void submit(e)} noValidate>
        <h3 id="manage-reschedule-title" className="manage-panel__title" tabIndex={-1} ref={heading}>
          Move your trip
        </h3>
        <p className="hint">
          Choose an open date and time for your {booking.package}. Trips Monday to Thursday cost {WEEKDAY_DISCOUNT_PERCENT}% less: a cheaper
          date refunds the difference to your card, and a dearer date asks you to pay the difference before your trip moves.
        </p>

        {unavailable || empty ? (
          <p className="alert alert--warning" role="status">
            {unavailable ? 'Open dates could not be loaded.' : MANAGE_MESSAGES.noFreeDates} Please call <PhoneLink phone={guide.phone} /> to
            move your trip.
          </p>
        ) : null}

        <div className="manage-form__grid">
          <div className="field">
            <label className="label" htmlFor={DATE_ID}>
              New date<span aria-hidden="true"> *</span>
            </label>
            <select
              id={DATE_ID}
              className="select"
              required
              aria-required="true"
              aria-invalid={errors.date ? true : undefined}
              aria-describedby={describedBy(DATE_ID, { hint: true, error: errors.date })}
              value={shown.date}
              disabled={loading || empty || unavailable}
              onChange={(e) => setDate(e.target.value)}
            >
              <option value="" disabled>
                {loading ? 'Loading open dates...' : 'Select a date'}
              </option>
              {choices.map((c) => (
                <option key={c.date} value={c.date}>
                  {c.label}
                </option>
              ))}
            </select>
            <p id={`${DATE_ID}-hint`} className="hint" aria-live="polite">
              {loading ? 'Checking which dates are open...' : 'Only dates with an open time for your package are listed.'}
            </p>
            <FieldError id={DATE_ID} error={errors.date} />
          </div>

          <div className="field">
            <label className="label" htmlFor={TIME_ID}>
              New time<span aria-hidden="true"> *</span>
            </label>
            <select
              id={TIME_ID}
              className="select"
              required
              aria-required="true"
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={describedBy(TIME_ID, { hint: true, error: errors.time })}
              value={shown.time}
              disabled={!choice}
              onChange={(e) => {
                setForm((current) => ({ ...current, time: e.target.value as FormValues['time'] }));
                setErrors((current) => ({ ...current, time: undefined }));
              }}
            >
              <option value="" disabled>
                {choice ? 'Select a time' : 'Choose a date first'}
              </option>
              {(choice?.slots ?? []).map((o) => (
                <option key={o.slot} value={o.slot} disabled={o.disabled}>
                  {o.label}
                </option>
              ))}
            </select>
            <p id={`${TIME_ID}-hint`} className="hint">
              Times that are booked or not offered cannot be chosen.
            </p>
            <FieldError id={TIME_ID} error={errors.time} />
          </div>
        </div>

        <div role="status" className="manage-panel__due">
          {pending ? (
            <div className="alert manage-due">
              <p className="manage-due__prompt">{movePaymentPrompt(pending)}</p>
              {note ? <p>{note}</p> : null}
            </div>
          ) : null}
        </div>

        <div role="alert" className="manage-panel__failure">
          {failure && !(failure.kind === 'fields' && (failure.errors.date || failure.errors.time) && !failure.message) ? (
            <FailureText failure={failure} phone={guide.phone} />
          ) : null}
          {failure?.kind === 'unconfirmed' ? (
            <button
              type="button"
              className="btn btn--outline manage-panel__retry"
              onClick={() => retryConfirm(failure.payment)}
              aria-disabled={busy}
            >
              <BusyLabel busy={busy} busyText="Processing...">
                Try again
              </BusyLabel>
            </button>
          ) : null}
        </div>

        <div className="manage-actions">
          <button id={SUBMIT_ID} type="submit" className="btn btn--primary" disabled={loading} aria-disabled={busy}>
            <BusyLabel busy={busy} busyText="Processing...">
              Move my trip
            </BusyLabel>
          </button>
          <button type="button" className="btn btn--outline" onClick={onClose} disabled={busy}>
            Keep my current date
          </button>
        </div>
      </form>

      {/* Outside the form: the dialog's card form is portalled, but its submit would bubble to this form's. */}
      {pending && paying ? (
        <Suspense fallback={<DialogLoading />}>
          <PaymentDialog
            payment={pending}
            onCancel={closeDialog}
            onPaid={() => confirmMove(pending)}
            returnFocusId={SUBMIT_ID}
            lead={<MovePaymentLead payment={pending} />}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The dialog's lead: 'Difference due today: $84.00 (CAD) to move your trip to Friday, ...'. */
export function MovePaymentLead({ payment }: { payment: MovePayment }) {
  const lead = movePaymentLead(payment);
  return (
    <>
      {lead.label} <strong>{lead.amount}</strong> {lead.text}
    </>
  );
}

function DialogLoading() {
  return (
    <p className="visually-hidden" role="status">
      Loading the payment form...
    </p>
  );
}
