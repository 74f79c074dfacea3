import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorStatus } from '@shared-ui/api';
import { useSignedOut } from '../auth/auth-api';
import { BookingCard } from './BookingCard';
import type { Booking } from './booking-types';
import { BOOKINGS_QUERY_KEY } from './use-booking-status';

/** 'Manage Bookings' (SPEC section 2): every booking with its status buttons. */
export function BookingsView({ canChange }: { canChange: boolean }) {
  const bookings = useQuery<Booking[]>({ queryKey: BOOKINGS_QUERY_KEY });
  const signedOut = useSignedOut();
  const unauthorized = errorStatus(bookings.error) === 401;

  // The session ended on the server: back to the sign-in screen.
  useEffect(() => {
    if (unauthorized) signedOut();
  }, [unauthorized, signedOut]);

  const list = bookings.data ?? [];
  const pendingCount = list.filter((b) => b.status === 'pending').length;

  return (
    <section className="admin-section" aria-labelledby="bookings-title">
      <div className="admin-section__head">
        <div>
          <h2 id="bookings-title">Manage Bookings</h2>
          {bookings.isSuccess && list.length > 0 ? (
            <p className="admin-section__summary">
              {list.length} {list.length === 1 ? 'booking' : 'bookings'}, {pendingCount} pending
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => void bookings.refetch()}
          disabled={bookings.isFetching}
        >
          {bookings.isFetching && !bookings.isPending ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>

      {bookings.isPending ? (
        <p className="admin-state" role="status">
          <span className="spinner" aria-hidden="true" /> Loading bookings...
        </p>
      ) : bookings.isError ? (
        <div className="alert alert--danger admin-state" role="alert">
          <p>Bookings could not be loaded.</p>
          <p className="admin-state__detail">{bookings.error.message}</p>
          <button type="button" className="btn btn--outline btn--sm" onClick={() => void bookings.refetch()}>
            Try again
          </button>
        </div>
      ) : list.length === 0 ? (
        <p className="admin-state admin-state--empty">No bookings found. Create a test booking to see data here.</p>
      ) : (
        <ul className="booking-list">
          {list.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} canChange={canChange} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
