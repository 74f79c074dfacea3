import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QueryState } from '../shared/QueryState';
import { BookingCard } from './BookingCard';
import { BookingDetailDialog } from './BookingDetailDialog';
import { BookingFiltersForm } from './BookingFiltersForm';
import { useBookingList } from './booking-api';
import { dateRangeError, emptyListText, NO_FILTERS, type BookingFilters } from './booking-filters';
import { BOOKING_PARAM, searchWithBooking } from './booking-link';
import { PhoneBookingForm } from './PhoneBookingForm';
import { WeatherCancellationPanel } from './WeatherCancellationPanel';

/** Typing in the search box asks the server once the typing pauses, not per keystroke. */
function useSettled(filters: BookingFilters): BookingFilters {
  const [settled, setSettled] = useState(filters);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(filters), filters.text === settled.text ? 0 : 300);
    return () => clearTimeout(timer);
  }, [filters, settled.text]);
  return settled;
}

/**
 * 'Manage Bookings' (docs/product/admin.md): filtered list with status buttons, the detail and
 * audit timeline of a booking (deep-linkable as ?booking=<id>), and 'Add phone booking'. The
 * checkouts awaiting payment (status filter 'held') each have 'Release hold'.
 * `canChange` false (an auditor): list, detail, timeline and history only.
 */
export function BookingsView({ canChange }: { canChange: boolean }) {
  const [filters, setFilters] = useState<BookingFilters>(NO_FILTERS);
  const settled = useSettled(filters);
  // A reversed range keeps the last good list rather than asking for an empty one.
  const [applied, setApplied] = useState<BookingFilters>(NO_FILTERS);
  const [seen, setSeen] = useState(settled);
  if (settled !== seen) {
    setSeen(settled);
    if (!dateRangeError(settled)) setApplied(settled);
  }
  const bookings = useBookingList(applied);
  const [adding, setAdding] = useState(false);
  const [weather, setWeather] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const openId = new URLSearchParams(location.search).get(BOOKING_PARAM);

  const list = bookings.data ?? [];
  const pendingCount = list.filter((b) => b.status === 'pending').length;

  return (
    <section className="admin-section" aria-labelledby="bookings-title">
      <div className="admin-section__head">
        <div>
          <h2 id="bookings-title">Manage Bookings</h2>
          {bookings.isSuccess && list.length > 0 ? (
            <p className="admin-section__summary" role="status">
              {list.length} {list.length === 1 ? 'booking' : 'bookings'}, {pendingCount} pending
            </p>
          ) : null}
        </div>
        <div className="admin-section__tools">
          {canChange && !adding ? (
            <button type="button" className="btn btn--primary btn--sm" onClick={() => setAdding(true)}>
              Add phone booking
            </button>
          ) : null}
          {!weather ? (
            // The auditor sees the preview; only the admin can run it.
            <button type="button" className="btn btn--outline btn--sm" onClick={() => setWeather(true)}>
              Weather cancellation
            </button>
          ) : null}
          {filters.status !== 'held' ? (
            // Checkouts are not bookings yet and stay out of the list; a script holding slots shows here.
            <button type="button" className="btn btn--outline btn--sm" onClick={() => setFilters({ ...filters, status: 'held' })}>
              Awaiting payment
            </button>
          ) : null}
          <button type="button" className="btn btn--outline btn--sm" onClick={() => void bookings.refetch()} disabled={bookings.isFetching}>
            {bookings.isFetching && !bookings.isPending ? 'Refreshing...' : 'Refresh'}
          </button>
        </div>
      </div>

      {canChange && adding ? <PhoneBookingForm onDone={() => setAdding(false)} /> : null}
      {weather ? <WeatherCancellationPanel canChange={canChange} onClose={() => setWeather(false)} /> : null}

      <BookingFiltersForm filters={filters} onChange={setFilters} />

      <QueryState query={bookings} loading="Loading bookings..." failed="Bookings could not be loaded.">
        {list.length === 0 ? (
          <p className="admin-state admin-state--empty">{emptyListText(applied)}</p>
        ) : (
          <ul className="booking-list">
            {list.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} canChange={canChange} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      {openId ? (
        <BookingDetailDialog
          key={openId}
          bookingId={openId}
          onClose={() => void navigate({ search: searchWithBooking(location.search, null) }, { replace: false })}
        />
      ) : null}
    </section>
  );
}
