import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FieldError } from '@browser-kit/forms/form-field';
import { ModalDialog } from '@browser-kit/dialogs/ModalDialog';
import { formatCad } from '@browser-kit/format/money-format';
import { REASON_MAX_LENGTH } from '../../../domain/bookings/booking-rules';
import { useStatusChangePreview } from './booking-api';
import type { Booking, BookingStatus } from './booking-types';
import {
  messageLine,
  moneyText,
  paymentDueOf,
  reminderLines,
  STATUS_DIALOG_COPY,
  withheldLines,
  type StatusChangePreview,
  type StatusChoice,
} from './status-change';
import { useBookingStatus } from './use-booking-status';

/** What the reason box holds, once the admin stops typing for a moment: the preview is not asked again per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Every status change goes through this dialog: before anything happens it shows what the change
 * does (the messages and to whom, with their text; the money that moves; the reminders planned or
 * cancelled), as the server works it out from the same rules the change runs. The customer is
 * notified unless the admin unticks it. A booking whose payment was refunded is confirmed only
 * when the admin records it as unpaid, the amount due then told to the customer.
 */
export function StatusChangeDialog({ booking, to, onClose }: { booking: Booking; to: BookingStatus; onClose: () => void }) {
  const titleId = useId();
  const reasonId = useId();
  const weatherId = useId();
  const notifyId = useId();
  const dueId = useId();
  const copy = STATUS_DIALOG_COPY[to];
  const cancelling = to === 'cancelled';
  const [reason, setReason] = useState('');
  const [weather, setWeather] = useState(false);
  const [notify, setNotify] = useState(true);
  const [paymentDue, setPaymentDue] = useState(false);
  const [dueError, setDueError] = useState<string | null>(null);
  const dueBox = useRef<HTMLInputElement>(null);
  const choice: StatusChoice = { status: to, reason, weather, notify, paymentDue };
  const settledReason = useSettled(reason, 400);
  const preview = useStatusChangePreview(booking.id, { ...choice, reason: settledReason });
  const change = useBookingStatus(booking);
  const busy = change.isPending;
  const dueCents = paymentDueOf(preview.data);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (dueCents !== null && !paymentDue) {
      setDueError('Tick "Record as unpaid" to confirm this booking, or go back.');
      dueBox.current?.focus();
      return;
    }
    change.mutate(choice, { onSuccess: onClose });
  };

  return (
    <ModalDialog titleId={titleId} onCancel={onClose} busy={busy} className="status-change">
      <form onSubmit={submit} noValidate>
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {copy.title(booking.name)}
          </h2>
        </header>

        {cancelling ? (
          <>
            <div className="field">
              <label className="label" htmlFor={reasonId}>
                Reason for cancelling
              </label>
              <textarea
                id={reasonId}
                className="textarea"
                rows={3}
                maxLength={REASON_MAX_LENGTH}
                value={reason}
                data-autofocus
                aria-describedby={`${reasonId}-hint`}
                onChange={(event) => setReason(event.target.value)}
              />
              <p id={`${reasonId}-hint`} className="hint">
                Kept in the booking's audit timeline, and told to the customer when they are notified.
              </p>
            </div>
            <div className="field booking-check">
              <input id={weatherId} type="checkbox" checked={weather} onChange={(event) => setWeather(event.target.checked)} />
              <label htmlFor={weatherId}>Cancelled by us for unsafe weather (full refund)</label>
            </div>
          </>
        ) : null}

        {dueCents !== null ? (
          <fieldset className="status-change__due" aria-describedby={`${dueId}-why`}>
            <legend className="status-change__title">The payment was refunded</legend>
            <p id={`${dueId}-why`}>
              {formatCad(dueCents)} of this booking's payment went back to the customer. It can only be confirmed as unpaid: the
              confirmation then tells the customer that {formatCad(dueCents)} is due.
            </p>
            <div className="booking-check">
              <input
                ref={dueBox}
                id={dueId}
                type="checkbox"
                required
                checked={paymentDue}
                aria-invalid={dueError ? true : undefined}
                aria-describedby={dueError ? `${dueId}-error` : undefined}
                onChange={(event) => {
                  setPaymentDue(event.target.checked);
                  setDueError(null);
                }}
              />
              <label htmlFor={dueId}>Record as unpaid: payment due {formatCad(dueCents)}</label>
            </div>
            <FieldError id={dueId} error={dueError} />
          </fieldset>
        ) : null}

        <div className="field booking-check">
          <input
            id={notifyId}
            type="checkbox"
            checked={notify}
            data-autofocus={cancelling ? undefined : true}
            aria-describedby={`${notifyId}-hint`}
            onChange={(event) => setNotify(event.target.checked)}
          />
          <label htmlFor={notifyId}>Notify the customer</label>
        </div>
        <p id={`${notifyId}-hint`} className="hint status-change__hint">
          Unticked, nothing is sent to the customer about this change; the money still moves by the policy.
        </p>

        <section className="booking-refund status-change__preview" aria-labelledby={`${titleId}-what`} aria-live="polite">
          <h3 id={`${titleId}-what`} className="booking-refund__title">
            What happens
          </h3>
          {preview.isPending ? (
            <p>
              <span className="spinner" aria-hidden="true" /> Working out what this change does...
            </p>
          ) : preview.isError ? (
            <p role="alert">What this change does could not be worked out; the server still applies its rules when you save.</p>
          ) : (
            <PreviewFacts preview={preview.data} booking={booking} />
          )}
        </section>

        <div className="modal__actions">
          <button type="button" className="btn btn--outline" disabled={busy} onClick={onClose}>
            {copy.back}
          </button>
          <button type="submit" className={cancelling ? 'btn btn--danger' : 'btn btn--primary'} disabled={busy}>
            {busy ? copy.busy : copy.submit}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

function PreviewFacts({ preview, booking }: { preview: StatusChangePreview; booking: Booking }) {
  // A refunded booking's refusal is answered by the choice above; any other refusal is the server's word.
  if (!preview.allowed && paymentDueOf(preview) === null) return <p role="alert">{preview.refusal}</p>;
  if (!preview.allowed) return <p>Tick “Record as unpaid” above to see what is sent.</p>;
  const reminders = reminderLines(preview);
  return (
    <>
      <p className="status-change__title">Money</p>
      <p>{moneyText(preview, booking)}</p>

      <p className="status-change__title">Messages</p>
      {preview.messages.length === 0 && preview.withheld.length === 0 ? <p>Nothing is sent.</p> : null}
      <ul className="status-change__list">
        {preview.messages.map((message) => (
          <li key={`${message.audience}-${message.channel}`}>
            {messageLine(message)}
            <details>
              <summary>
                Show the text
                <span className="visually-hidden">
                  {' '}
                  of the {message.channel === 'sms' ? 'SMS' : 'email'} to the {message.audience}
                </span>
              </summary>
              <p className="status-change__text">{message.body}</p>
            </details>
          </li>
        ))}
        {withheldLines(preview).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>

      <p className="status-change__title">Reminders</p>
      {reminders.length === 0 ? (
        <p>No reminder is planned or cancelled.</p>
      ) : (
        <ul className="status-change__list">
          {reminders.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </>
  );
}
