import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { calendarDateOf } from '../../../domain/shared/calendar';
import { WEEKDAY_DISCOUNT_PERCENT } from '../../../domain/bookings/pricing';
import { packageSlotsOf } from '../bookings/booking-form-state';
import { usePackages } from '../landing/package-api';
import { AVAILABILITY_KEY } from '../landing/availability-api';
import { BusyLabel, describedBy, FieldError } from '../lib/form-field';
import { useBookingHorizonDays } from '../lib/site-info';
import { useLakeTodayInBrowser } from '../lib/use-lake-today';
import { FailureText } from './CancelConfirm';
import { rescheduleManagedBooking, useRescheduleAvailability } from './manage-api';
import type { ManageView } from './manage-types';
import {
  actionFailureOf,
  MANAGE_MESSAGES,
  rescheduleChoices,
  rescheduleOutcome,
  rescheduleWindow,
  timeOnDate,
  validateReschedule,
  viewOf,
  type ActionFailure,
  type RescheduleErrors,
  type RescheduleForm as FormValues,
} from './manage-view';
import { PhoneLink } from './PhoneText';

const DATE_ID = 'manage-date';
const TIME_ID = 'manage-time';

/**
 * 'Reschedule': a date and a time among the open slots the trip's package runs in, from tomorrow
 * to the end of the availability window. The server takes the new slot and releases the old one
 * in one step and re-prices the trip: a cheaper date refunds the difference, a dearer one is
 * refused here with the guide's number (the payment of a difference is not online yet).
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
  const availability = useRescheduleAvailability(rescheduleWindow(today, horizon));
  const packages = usePackages();
  const runsIn = packageSlotsOf(Array.isArray(packages.data) ? packages.data.find((p) => p.name === booking.package) : undefined);
  const choices = rescheduleChoices(availability.data, runsIn, booking);

  const [form, setForm] = useState<FormValues>({ date: '', time: '' });
  const [errors, setErrors] = useState<RescheduleErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
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
    if (found.date || found.time) {
      document.getElementById(found.date ? DATE_ID : TIME_ID)?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await rescheduleManagedBooking(token, { date: shown.date, time: shown.time as Exclude<FormValues['time'], ''> });
      void client.invalidateQueries({ queryKey: AVAILABILITY_KEY });
      onDone(viewOf(result), rescheduleOutcome(result));
    } catch (error) {
      const refused = actionFailureOf(error);
      setFailure(refused);
      if (refused.kind === 'fields') setErrors(refused.errors);
      // A slot taken meanwhile: the choices are read again.
      if (refused.kind === 'refused') void availability.refetch();
      setBusy(false);
    }
  };

  const loading = availability.isPending || packages.isPending;
  const unavailable = availability.isError;
  const empty = availability.isSuccess && choices.length === 0;

  return (
    <form className="manage-panel" aria-labelledby="manage-reschedule-title" onSubmit={(e) => void submit(e)} noValidate>
      <h3 id="manage-reschedule-title" className="manage-panel__title" tabIndex={-1} ref={heading}>
        Move your trip
      </h3>
      <p className="hint">
        Choose an open date and time for your {booking.package}. Trips Monday to Thursday cost {WEEKDAY_DISCOUNT_PERCENT}% less: a cheaper
        date refunds the difference to your card.
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

      <div role="alert" className="manage-panel__failure">
        {failure && !(failure.kind === 'fields' && (failure.errors.date || failure.errors.time) && !failure.message) ? (
          <FailureText failure={failure} phone={guide.phone} />
        ) : null}
      </div>

      <div className="manage-actions">
        <button type="submit" className="btn btn--primary" disabled={loading} aria-disabled={busy}>
          <BusyLabel busy={busy} busyText="Processing...">
            Move my trip
          </BusyLabel>
        </button>
        <button type="button" className="btn btn--outline" onClick={onClose} disabled={busy}>
          Keep my current date
        </button>
      </div>
    </form>
  );
}
