import { useId } from 'react';
import { WAIVER_STATUSES } from '../../../domain/waivers/waiver-rules';
import { bookingIdFilterError, isFiltered, NO_WAIVER_FILTERS, WAIVER_SEARCH_MAX, type WaiverFilters } from './waiver-filters';
import { WAIVER_STATUS_LABELS } from './waiver-format';

/** Text, trip date, status and booking filters; each change applies at once. */
export function WaiverFiltersForm({ filters, onChange }: { filters: WaiverFilters; onChange: (next: WaiverFilters) => void }) {
  const prefix = useId();
  const bookingError = bookingIdFilterError(filters);
  const set = (patch: Partial<WaiverFilters>) => onChange({ ...filters, ...patch });

  return (
    <form className="booking-filters" role="search" aria-label="Filter waivers" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label className="label" htmlFor={`${prefix}-q`}>
          Search
        </label>
        <input
          id={`${prefix}-q`}
          className="input"
          type="search"
          placeholder="Name, email, phone or guardian"
          maxLength={WAIVER_SEARCH_MAX}
          value={filters.text}
          onChange={(event) => set({ text: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="label" htmlFor={`${prefix}-trip`}>
          Trip date
        </label>
        <input
          id={`${prefix}-trip`}
          className="input"
          type="date"
          value={filters.tripDate}
          onChange={(event) => set({ tripDate: event.target.value })}
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
          onChange={(event) => set({ status: event.target.value as WaiverFilters['status'] })}
        >
          <option value="">All statuses</option>
          {WAIVER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {WAIVER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="label" htmlFor={`${prefix}-booking`}>
          Booking id
        </label>
        <input
          id={`${prefix}-booking`}
          className="input"
          type="text"
          spellCheck={false}
          autoComplete="off"
          value={filters.bookingId}
          aria-invalid={bookingError ? true : undefined}
          aria-describedby={bookingError ? `${prefix}-booking-error` : undefined}
          onChange={(event) => set({ bookingId: event.target.value })}
        />
        {bookingError ? (
          <p id={`${prefix}-booking-error`} className="field-error">
            {bookingError}
          </p>
        ) : null}
      </div>
      {isFiltered(filters) ? (
        <button type="button" className="btn btn--outline btn--sm booking-filters__clear" onClick={() => onChange(NO_WAIVER_FILTERS)}>
          Clear filters
        </button>
      ) : null}
    </form>
  );
}
