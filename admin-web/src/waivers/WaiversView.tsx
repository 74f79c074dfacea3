import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QueryState } from '../shared/QueryState';
import { WaiverCard } from './WaiverCard';
import { WaiverDetailDialog } from './WaiverDetailDialog';
import { WaiverFiltersForm } from './WaiverFiltersForm';
import { useWaiverList, waiverRowsOf } from './waiver-api';
import { emptyWaiversText, NO_WAIVER_FILTERS, type WaiverFilters } from './waiver-filters';
import { searchWithWaiver, WAIVER_PARAM } from './waiver-link';

/** Typing in a text filter asks the server once the typing pauses, not per keystroke. */
function useSettled(filters: WaiverFilters): WaiverFilters {
  const [settled, setSettled] = useState(filters);
  useEffect(() => {
    const typed = filters.text !== settled.text || filters.bookingId !== settled.bookingId;
    const timer = setTimeout(() => setSettled(filters), typed ? 300 : 0);
    return () => clearTimeout(timer);
  }, [filters, settled.text, settled.bookingId]);
  return settled;
}

/**
 * 'Waivers' (docs/product/waivers.md): the signed waivers, newest first, filtered and paged ('Load more'), each
 * with its detail (deep-linkable as ?waiver=<id>): every answer, the exact text signed, the PDF,
 * and for an admin 'Void waiver' and 'Link to booking'. `canChange` false (an auditor): read only.
 */
export function WaiversView({ canChange }: { canChange: boolean }) {
  const [filters, setFilters] = useState<WaiverFilters>(NO_WAIVER_FILTERS);
  const settled = useSettled(filters);
  const waivers = useWaiverList(settled);
  const location = useLocation();
  const navigate = useNavigate();
  const openId = new URLSearchParams(location.search).get(WAIVER_PARAM);
  const rows = waiverRowsOf(waivers.data);

  return (
    <section className="admin-section" aria-labelledby="waivers-title">
      <div className="admin-section__head">
        <div>
          <h2 id="waivers-title">Waivers</h2>
          {waivers.isSuccess && rows.length > 0 ? (
            <p className="admin-section__summary" role="status">
              {rows.length} {rows.length === 1 ? 'waiver' : 'waivers'}
              {waivers.hasNextPage ? ' shown, newest first; more below' : ', newest first'}
            </p>
          ) : null}
        </div>
        <div className="admin-section__tools">
          <button type="button" className="btn btn--outline btn--sm" onClick={() => void waivers.refetch()} disabled={waivers.isFetching}>
            {waivers.isFetching && !waivers.isPending && !waivers.isFetchingNextPage ? 'Refreshing...' : 'Refresh'}
          </button>
        </div>
      </div>

      <WaiverFiltersForm filters={filters} onChange={setFilters} />

      <QueryState query={waivers} loading="Loading waivers..." failed="Waivers could not be loaded.">
        {rows.length === 0 ? (
          <p className="admin-state admin-state--empty">{emptyWaiversText(settled)}</p>
        ) : (
          <>
            <ul className="booking-list">
              {rows.map((waiver) => (
                <li key={waiver.id}>
                  <WaiverCard waiver={waiver} />
                </li>
              ))}
            </ul>
            {waivers.hasNextPage ? (
              <div className="waiver-more">
                <button
                  type="button"
                  className="btn btn--outline"
                  onClick={() => void waivers.fetchNextPage()}
                  disabled={waivers.isFetchingNextPage}
                >
                  {waivers.isFetchingNextPage ? 'Loading more...' : 'Load more'}
                </button>
              </div>
            ) : null}
          </>
        )}
      </QueryState>

      {openId ? (
        <WaiverDetailDialog
          key={openId}
          waiverId={openId}
          canChange={canChange}
          onClose={() => void navigate({ search: searchWithWaiver(location.search, null) })}
        />
      ) : null}
    </section>
  );
}
