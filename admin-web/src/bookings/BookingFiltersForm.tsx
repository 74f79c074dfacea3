import { useId } from 'react';
import { STATUS_LABELS } from './booking-format';
import { dateRangeError, isFiltered, NO_FILTERS, type BookingFilters } from './booking-filters';
import { BOOKING_LIST_STATUSES } from '../../../domain/bookings/booking-rules';

/** Trip date range, status and text filters; each change applies at once. */
export function BookingFiltersForm({ filters, onChange }: { filters: BookingFilters; onChange: (next: BookingFilters) => void }) {
  const prefix = useId();
  const rangeError = dateRangeError(filters);
  const set = (patch: Partial<BookingFilters>) => onChange({ ...filters, ...patch });

  return (
    <form className="booking-filters" role="search" aria-label="Filter bookings" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label className="label" htmlFor={`${prefix}-q`}>
          Search
        </label>
        <input
          id={`${prefix}-q`}
          className="input"
          type="search"
          placeholder="Name, email, phone, package or reference"
          value={filters.text}
          onChange={(event) => set({ text: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="label" htmlFor={`${prefix}-status`}>
          Status
        </label>
        <select
          id={`${prefix}-status`}
          className="select"
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as BookingFilters['status'] })}
        >
          <option value="">All statuses</option>
          {BOOKING_LIST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="label" htmlFor={`${prefix}-from`}>
          Trips from
        </label>
        <input
          id={`${prefix}-from`}
          className="input"
          type="date"
          value={filters.from}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="label" htmlFor={`${prefix}-to`}>
          Trips to
        </label>
        <input
          id={`${prefix}-to`}
          className="input"
          type="date"
          value={filters.to}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? `${prefix}-range` : undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
        {rangeError ? (
          <p id={`${prefix}-range`} className="field-error">
            {rangeError}
          </p>
        ) : null}
      </div>
      <div className="field booking-check booking-filters__check">
        <input
          id={`${prefix}-no-show`}
          type="checkbox"
          checked={filters.noShowsOnly}
          onChange={(event) => set({ noShowsOnly: event.target.checked })}
        />
        <label htmlFor={`${prefix}-no-show`}>No-shows only</label>
      </div>
      {isFiltered(filters) ? (
        <button type="button" className="btn btn--outline btn--sm booking-filters__clear" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </button>
      ) : null}
    </form>
  );
}
