import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { apiRequest } from '@browser-kit/api/api';
import { telHref } from '@browser-kit/site/site-info';
import { formatBookingDate, formatInstant } from '../bookings/booking-format';
import { ListState } from '../shared/ListState';
import { activeCount, groupByTrip, NO_WAITLIST, WAITLIST_STATUS_LABELS, waitlistBadgeClass } from './waitlist-format';
import type { WaitlistEntry } from './waitlist-types';
import './waitlist.css';

export const WAITLIST_KEY = ['/api/waitlist'] as const;

/** `GET /api/waitlist`: entries from today on. Offers are made and expire on the server's clock: fetched on each opening. */
export function useWaitlist() {
  return useQuery<WaitlistEntry[]>({
    queryKey: WAITLIST_KEY,
    queryFn: async () => (await apiRequest('GET', '/api/waitlist')).json() as Promise<WaitlistEntry[]>,
    staleTime: 0,
  });
}

/**
 * 'Waitlist' (docs/product/booking.md): who waits for a booked trip, in the order they joined, and what became of
 * each place offered. The site makes and passes on the offers by itself; this panel only reads.
 */
export function WaitlistView() {
  const waitlist = useWaitlist();
  const titleId = useId();
  return (
    <section className="admin-section waitlist" aria-labelledby={titleId}>
      <div className="admin-section__head">
        <div>
          <h2 id={titleId}>Waitlist</h2>
          <p className="admin-section__summary">
            Visitors join the waitlist of a booked trip from the booking form. When a place frees, the first in line has it held for two
            hours (never later than 12 hours before the trip) and is told by text and email; an offer not taken up passes to the next.
          </p>
        </div>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void waitlist.refetch()} disabled={waitlist.isFetching}>
          {waitlist.isFetching && !waitlist.isPending ? 'Refreshing...' : 'Refresh'}
          <span className="visually-hidden"> the waitlist</span>
        </button>
      </div>
      <p className="admin-section__summary" role="status">
        {waitlist.isSuccess && waitlist.data.length > 0 ? `${activeCount(waitlist.data)} in line or holding an offer` : ''}
      </p>
      <ListState query={waitlist} what="waitlist" empty={NO_WAITLIST}>
        {(entries) => (
          <div className="waitlist__trips">
            {groupByTrip(entries).map((trip) => (
              <section key={trip.key} className="waitlist__trip" aria-label={`${formatBookingDate(trip.date)}, ${trip.timeLabel}`}>
                <h3>
                  {formatBookingDate(trip.date)}, {trip.timeLabel}
                </h3>
                <ol className="waitlist__line">
                  {trip.entries.map((entry) => (
                    <li key={entry.entryId} className="card waitlist__entry">
                      <div className="waitlist__who">
                        <strong>{entry.name}</strong> · {entry.people} {entry.people === 1 ? 'person' : 'people'} · {entry.package}
                      </div>
                      <span className={waitlistBadgeClass(entry.status)}>
                        <span className="visually-hidden">Status: </span>
                        {WAITLIST_STATUS_LABELS[entry.status]}
                      </span>
                      <div className="waitlist__contact">
                        <a href={telHref(entry.phone)}>{entry.phone}</a> · <a href={`mailto:${entry.email}`}>{entry.email}</a>
                      </div>
                      <div className="waitlist__dates">
                        Joined {formatInstant(entry.joinedAt)}
                        {entry.status === 'offered' && entry.offerExpiresAt ? ` · held until ${formatInstant(entry.offerExpiresAt)}` : ''}
                      </div>
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        )}
      </ListState>
    </section>
  );
}
