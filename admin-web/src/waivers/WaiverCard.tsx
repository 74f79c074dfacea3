import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { formatBookingDate, formatInstant } from '../bookings/booking-format';
import { Facts, WaiverBadges } from './WaiverBadges';
import { signerName } from './waiver-format';
import { searchWithWaiver } from './waiver-link';
import type { WaiverRow } from './waiver-types';

/** One signed waiver in the list: who, for which trip, when (on the lake's clock), and its status. */
export function WaiverCard({ waiver }: { waiver: WaiverRow }) {
  const headingId = useId();
  const location = useLocation();
  const name = signerName(waiver);

  return (
    <article className="booking card waiver-card" aria-labelledby={headingId}>
      <header className="booking__head">
        <h3 id={headingId} className="booking__name">
          {name}
        </h3>
        <WaiverBadges waiver={waiver} />
      </header>
      <Facts
        facts={[
          { label: 'Trip', value: waiver.tripDate ? formatBookingDate(waiver.tripDate) : 'No booking linked' },
          { label: 'Signed', value: <time dateTime={waiver.signedAt}>{formatInstant(waiver.signedAt)}</time> },
          ...(waiver.guardianName ? [{ label: 'Guardian', value: waiver.guardianName }] : []),
        ]}
      />
      <Link className="booking__details-link" to={{ search: searchWithWaiver(location.search, waiver.id) }}>
        Details and signed text<span className="visually-hidden"> of {name}'s waiver</span>
      </Link>
    </article>
  );
}
