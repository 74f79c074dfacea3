import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { telHref } from '@browser-kit/site/site-info';
import { searchWithBooking } from './booking-link';
import { StatusChangeDialog } from './StatusChangeDialog';
import {
  NO_SHOW_LABEL,
  STATUS_LABELS,
  TEST_PAYMENT_LABEL,
  canRecordNoShow,
  formatBookingDate,
  formatInstant,
  holdEndOf,
  partyLabel,
  paymentDueLabel,
  referenceLabel,
  statusActions,
  timeSlotLabel,
} from './booking-format';
import type { Booking, BookingStatus } from './booking-types';
import { useNoShow, useReleaseHold } from './use-booking-status';
import { BookingMessage } from './BookingMessage';
import { formatCad } from '@browser-kit/format/money-format';

const ACTION_CLASS: Record<BookingStatus, string> = {
  confirmed: 'btn btn--primary btn--sm',
  pending: 'btn btn--outline btn--sm',
  cancelled: 'btn btn--outline-danger btn--sm',
};

/**
 * One booking with its status badge, a link to its detail and history, and the status buttons.
 * Each button opens the status dialog, which shows what the change sends and moves before it is
 * made: no click messages a customer by itself. `canChange` is false for a read-only (auditor)
 * account: no status button is rendered at all.
 */
export function BookingCard({ booking, canChange }: { booking: Booking; canChange: boolean }) {
  const headingId = useId();
  const location = useLocation();
  const release = useReleaseHold(booking);
  const noShow = useNoShow(booking);
  const [changingTo, setChangingTo] = useState<BookingStatus | null>(null);
  const busy = release.isPending || noShow.isPending;
  const held = booking.status === 'held';
  // Read at render: the list refetches as the guide works, so a trip that starts meanwhile gets its button soon enough.
  const noShowChoice = canRecordNoShow(booking, new Date());

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
        {booking.noShow ? <span className="badge badge--no-show">{NO_SHOW_LABEL}</span> : null}
        {booking.paymentDueCents !== null ? <span className="badge badge--due">{paymentDueLabel(booking.paymentDueCents)}</span> : null}
        {booking.gateway === 'test' ? (
          <span className="badge badge--test" title="Paid through the built-in test gateway: no money moved">
            {TEST_PAYMENT_LABEL}
          </span>
        ) : null}
      </header>

      <dl className="booking__facts">
        <div>
          <dt>Reference</dt>
          <dd className="booking__reference">{referenceLabel(booking.reference)}</dd>
        </div>
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

      <BookingMessage message={booking.message} />

      <p className="booking__meta">
        Booked {formatInstant(booking.createdAt)}
        {booking.amountCents !== null ? ` · ${formatCad(booking.amountCents)}${booking.paidAt ? ' paid' : ' not paid yet'}` : ' · by phone'}
        {booking.refundedCents > 0 ? `, ${formatCad(booking.refundedCents)} refunded` : ''}
        {held ? ` · slot held until ${formatInstant(holdEndOf(booking.createdAt))}` : ''}
      </p>

      <Link className="booking__details-link" to={{ search: searchWithBooking(location.search, booking.id) }}>
        Details and history<span className="visually-hidden"> of {booking.name}'s booking</span>
      </Link>

      {canChange ? (
        <div className="booking__actions" role="group" aria-label={`Change status of ${booking.name}'s booking`}>
          {held ? (
            <button type="button" className="btn btn--outline-danger btn--sm" disabled={busy} onClick={() => release.mutate()}>
              Release hold
            </button>
          ) : null}
          {(held ? [] : statusActions(booking.status)).map(({ status, label }) => (
            <button
              key={status}
              type="button"
              className={ACTION_CLASS[status]}
              disabled={busy}
              aria-haspopup="dialog"
              onClick={() => setChangingTo(status)}
            >
              {label}
            </button>
          ))}
          {noShowChoice || booking.noShow ? (
            <button type="button" className="btn btn--outline btn--sm" disabled={busy} onClick={() => noShow.mutate(!booking.noShow)}>
              {booking.noShow ? 'Undo no-show' : 'Mark as no-show'}
            </button>
          ) : null}
          {busy ? (
            <span className="booking__busy" role="status">
              <span className="spinner" aria-hidden="true" /> Updating...
            </span>
          ) : null}
        </div>
      ) : null}

      {changingTo && canChange ? <StatusChangeDialog booking={booking} to={changingTo} onClose={() => setChangingTo(null)} /> : null}
    </article>
  );
}
