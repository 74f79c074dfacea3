import { Link } from 'react-router';
import { serverMessage } from '@browser-kit/api/api';
import { distinctGuests } from '../../../domain/waivers/waiver-guests';
import { useBookingWaivers } from './waiver-api';
import { MINOR_LABEL, MINOR_TITLE, partySigningText, signerName } from './waiver-format';
import { waiverDetailTo } from './waiver-link';

/**
 * A booking's signers (docs/product/waivers.md): the waivers that stand for it (voided ones no longer count),
 * each linking to its detail, and how many of the party have still to sign: guests, not
 * signatures, so a guest who signed twice is counted once (domain/waivers/waiver-guests.ts).
 * Links only: the booking detail stays free of controls that change anything.
 */
export function BookingWaivers({ booking }: { booking: { id: string; people: number } }) {
  const waivers = useBookingWaivers(booking.id);
  const headingId = `${booking.id}-waivers`;

  return (
    <section className="booking-detail__section" aria-labelledby={headingId}>
      <h3 id={headingId}>Waivers</h3>
      {waivers.isPending ? (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Loading the waivers...
        </p>
      ) : waivers.isError ? (
        <p role="alert">The waivers could not be loaded ({serverMessage(waivers.error) ?? waivers.error.message}).</p>
      ) : (
        <>
          {waivers.data.length === 0 ? (
            <p>No one has signed a waiver for this booking yet.</p>
          ) : (
            <ul className="waiver-signers">
              {waivers.data.map((waiver) => (
                <li key={waiver.id}>
                  <Link to={waiverDetailTo(waiver.id)}>
                    {signerName(waiver)}
                    <span className="visually-hidden">'s waiver</span>
                  </Link>
                  {waiver.minor ? (
                    <span className="badge badge--minor" title={MINOR_TITLE}>
                      {MINOR_LABEL}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <p className="waiver-signers__count">{partySigningText(booking.people, distinctGuests(waivers.data))}</p>
        </>
      )}
    </section>
  );
}
