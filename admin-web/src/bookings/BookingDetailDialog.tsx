import { useId, type ReactNode } from 'react';
import { ModalDialog } from '@browser-kit/dialogs/ModalDialog';
import { telHref } from '@browser-kit/site/site-info';
import { useBooking, usePackages } from './booking-api';
import {
  NO_SHOW_LABEL,
  STATUS_LABELS,
  formatBookingDate,
  formatInstant,
  gatewayOf,
  partyLabel,
  paymentDueLabel,
  referenceLabel,
  timeSlotLabel,
} from './booking-format';
import { bookingPrice, packageLabel, priceLines } from './booking-money';
import type { Booking } from './booking-types';
import { BookingTimeline } from './BookingTimeline';
import { BookingMessage } from './BookingMessage';
import { formatCad } from '@browser-kit/format/money-format';
import { BookingWaivers } from '../waivers/BookingWaivers';

type Fact = { label: string; value: ReactNode };

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="booking__facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A booking's detail (customer, price, payment, who has signed a waiver) with its audit timeline; read-only for everyone. */
export function BookingDetailDialog({ bookingId, onClose }: { bookingId: string; onClose: () => void }) {
  const titleId = useId();
  const booking = useBooking(bookingId);

  return (
    <ModalDialog titleId={titleId} onCancel={onClose} className="modal--wide booking-detail">
      <header className="booking-detail__head">
        <h2 id={titleId} className="modal__title">
          {booking.data ? `${booking.data.name}'s booking` : 'Booking'}
        </h2>
        <button type="button" className="btn btn--outline btn--sm" onClick={onClose}>
          Close
        </button>
      </header>
      {booking.isPending ? (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Loading the booking...
        </p>
      ) : booking.isError ? (
        <p role="alert">This booking could not be loaded ({booking.error.message}).</p>
      ) : (
        <>
          <BookingFacts booking={booking.data} />
          <BookingWaivers booking={booking.data} />
          <BookingTimeline bookingId={bookingId} />
        </>
      )}
    </ModalDialog>
  );
}

function BookingFacts({ booking }: { booking: Booking }) {
  const packages = usePackages();
  // A booking that carries its price needs no package to show it.
  const price = booking.price || packages.data ? bookingPrice(booking, packages.data ?? []) : null;
  const refunded = booking.refundedCents > 0;

  return (
    <>
      <section className="booking-detail__section" aria-labelledby={`${booking.id}-customer`}>
        <h3 id={`${booking.id}-customer`}>Customer and trip</h3>
        <p>
          <span className={`badge badge--${booking.status}`}>
            <span className="visually-hidden">Status: </span>
            {STATUS_LABELS[booking.status] ?? booking.status}
          </span>
          {booking.noShow ? <span className="badge badge--no-show booking-detail__test">{NO_SHOW_LABEL}</span> : null}
          {booking.paymentDueCents !== null ? (
            <span className="badge badge--due booking-detail__test">{paymentDueLabel(booking.paymentDueCents)}</span>
          ) : null}
          {booking.test ? <span className="badge booking-detail__test">Test booking</span> : null}
        </p>
        <Facts
          facts={[
            { label: 'Booking reference', value: referenceLabel(booking.reference) },
            { label: 'Name', value: booking.name },
            { label: 'Email', value: <a href={`mailto:${booking.email}`}>{booking.email}</a> },
            { label: 'Phone', value: <a href={telHref(booking.phone)}>{booking.phone}</a> },
            { label: 'Party', value: partyLabel(booking.people, booking.hasKids, booking.kidsCount) },
            { label: 'Package', value: packageLabel(booking, packages.data) },
            { label: 'Date', value: formatBookingDate(booking.date) },
            { label: 'Time', value: timeSlotLabel(booking.time) },
            { label: 'Booked', value: formatInstant(booking.createdAt) },
            ...(booking.referredBy ? [{ label: 'Referred by', value: booking.referredBy }] : []),
            ...(booking.referralCode ? [{ label: 'Referral code', value: booking.referralCode }] : []),
          ]}
        />
        <BookingMessage message={booking.message} />
      </section>

      <section className="booking-detail__section" aria-labelledby={`${booking.id}-price`}>
        <h3 id={`${booking.id}-price`}>Price breakdown</h3>
        {price ? (
          <>
            <Facts facts={priceLines(price.price)} />
            <p className="hint">
              {price.asSold
                ? `As sold on ${formatInstant(booking.createdAt)}, whatever the package costs now.`
                : "This booking was made before prices were recorded with it: rebuilt at the package's current price by today's pricing rules."}
            </p>
          </>
        ) : (
          <p>{packages.isPending ? 'Loading the package price...' : 'The package is no longer offered: no breakdown.'}</p>
        )}
      </section>

      <section className="booking-detail__section" aria-labelledby={`${booking.id}-payment`}>
        <h3 id={`${booking.id}-payment`}>Payment</h3>
        {booking.amountCents === null || booking.paymentIntentId === null ? (
          <p>Not paid online (taken by phone): settled directly with the guide.</p>
        ) : (
          <Facts
            facts={[
              { label: 'Amount', value: formatCad(booking.amountCents) },
              { label: 'Gateway', value: gatewayOf({ gateway: booking.gateway, paymentIntentId: booking.paymentIntentId }) },
              { label: 'Payment reference', value: booking.paymentIntentId },
              { label: 'Paid', value: booking.paidAt ? formatInstant(booking.paidAt) : 'Not yet' },
              { label: 'Refunded', value: refunded ? formatCad(booking.refundedCents) : 'Nothing' },
              ...(booking.paymentDueCents !== null
                ? [{ label: 'Payment due', value: `${formatCad(booking.paymentDueCents)}: confirmed as unpaid after the refund` }]
                : []),
            ]}
          />
        )}
      </section>
    </>
  );
}
