import { useId, useRef, useState, type FormEvent } from 'react';
import { telHref } from '@shared-ui/site-info';
import { STATUS_LABELS, formatBookingDate, formatInstant, partyLabel, statusActions, timeSlotLabel } from './booking-format';
import type { Booking, BookingStatus } from './booking-types';
import { useBookingStatus } from './use-booking-status';

const ACTION_CLASS: Record<BookingStatus, string> = {
  confirmed: 'btn btn--primary btn--sm',
  pending: 'btn btn--outline btn--sm',
  cancelled: 'btn btn--outline-danger btn--sm',
};

/** One booking with its status badge and the status buttons; Cancel asks for an optional reason. */
/** `canChange` is false for a read-only (auditor) account: the server would refuse the change anyway. */
export function BookingCard({ booking, canChange }: { booking: Booking; canChange: boolean }) {
  const headingId = useId();
  const reasonId = useId();
  const change = useBookingStatus(booking);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const cancelButton = useRef<HTMLButtonElement>(null);
  const busy = change.isPending;

  const closeCancelForm = () => {
    setCancelling(false);
    setReason('');
  };

  const submitCancel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate({ status: 'cancelled', reason }, { onSuccess: closeCancelForm });
  };

  return (
    <article className="booking card" aria-labelledby={headingId}>
      <header className="booking__head">
        <h3 id={headingId} className="booking__name">
          {booking.name}
        </h3>
        <span className={`badge badge--${booking.status}`}>
          <span className="visually-hidden">Status: </span>
          {STATUS_LABELS[booking.status] ?? booking.status}
        </span>
      </header>

      <dl className="booking__facts">
        <div>
          <dt>Package</dt>
          <dd>{booking.package}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatBookingDate(booking.date)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{timeSlotLabel(booking.time)}</dd>
        </div>
        <div>
          <dt>Party</dt>
          <dd>{partyLabel(booking.people, booking.hasKids, booking.kidsCount)}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${booking.email}`}>{booking.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(booking.phone)}>{booking.phone}</a>
          </dd>
        </div>
      </dl>

      {booking.message ? (
        <div className="booking__message">
          <p className="booking__message-label">Message</p>
          <p>{booking.message}</p>
        </div>
      ) : null}

      <p className="booking__meta">Booked {formatInstant(booking.createdAt)}</p>

      {canChange ? (
        <div className="booking__actions" role="group" aria-label={`Change status of ${booking.name}'s booking`}>
          {statusActions(booking.status).map(({ status, label }) => (
            <button
              key={status}
              ref={status === 'cancelled' ? cancelButton : undefined}
              type="button"
              className={ACTION_CLASS[status]}
              disabled={busy}
              aria-expanded={status === 'cancelled' ? cancelling : undefined}
              onClick={() =>
                status === 'cancelled' ? setCancelling(true) : change.mutate({ status }, { onSuccess: closeCancelForm })
              }
            >
              {label}
            </button>
          ))}
          {busy ? (
            <span className="booking__busy" role="status">
              <span className="spinner" aria-hidden="true" /> Updating...
            </span>
          ) : null}
        </div>
      ) : null}

      {cancelling ? (
        <form className="booking__cancel" onSubmit={submitCancel}>
          <div className="field">
            <label className="label" htmlFor={reasonId}>
              Reason for cancelling (optional)
            </label>
            <textarea
              id={reasonId}
              className="textarea"
              rows={2}
              maxLength={500}
              value={reason}
              autoFocus
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <div className="booking__cancel-actions">
            <button type="submit" className="btn btn--danger btn--sm" disabled={busy}>
              Cancel Booking
            </button>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              disabled={busy}
              onClick={() => {
                closeCancelForm();
                cancelButton.current?.focus();
              }}
            >
              Keep Booking
            </button>
          </div>
        </form>
      ) : null}
    </article>
  );
}
