import { NavLink, Navigate, Route, Routes } from 'react-router';
import { BusyLabel } from '@browser-kit/forms/form-field';
import { ListState } from '../shared/ListState';
import { QueryState } from '../shared/QueryState';
import { ReminderCard } from './ReminderCard';
import { useAllReminders, usePendingReminders, useProcessReminders, useSendDailySummary } from './reminder-api';
import { NO_PENDING_REMINDERS, NO_REMINDERS, reminderRowsOf } from './reminder-format';
import type { ReminderRow } from './reminder-types';
import './reminders.css';

const SUB_TABS = [
  { path: 'pending', label: 'Pending' },
  { path: 'all', label: 'All Reminders' },
] as const;

/**
 * 'Reminders' (docs/product/reminders.md): the texts customers get before their trips and the guide's own
 * (the trip reminder and the daily summary), under 'Pending' (soonest first) and 'All Reminders'
 * (latest first, paged). An admin can send what is due now and the daily summary now; an auditor
 * (`canChange` false) reads only.
 */
export function RemindersView({ canChange }: { canChange: boolean }) {
  return (
    <section className="admin-section reminders" aria-labelledby="reminders-title">
      <div className="admin-section__head">
        <div>
          <h2 id="reminders-title">Reminders</h2>
          <p className="admin-section__summary">
            Texts to customers 48 hours, 24 hours and on the day of their trip, and to the guide before each trip and once a day about the
            next day's trips.
          </p>
        </div>
        {canChange ? <ReminderActions /> : null}
      </div>
      <nav className="dashboard-tabs dashboard-tabs--sub" aria-label="Reminders">
        {SUB_TABS.map(({ path, label }) => (
          <NavLink key={path} to={`/reminders/${path}`} className="dashboard-tabs__tab">
            {label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="pending" replace />} />
        <Route path="pending" element={<PendingReminders />} />
        <Route path="all" element={<AllReminders />} />
        <Route path="*" element={<Navigate to="/reminders/pending" replace />} />
      </Routes>
    </section>
  );
}

function ReminderActions() {
  const process = useProcessReminders();
  const summary = useSendDailySummary();
  return (
    <div className="admin-section__tools">
      <button type="button" className="btn btn--primary btn--sm" disabled={process.isPending} onClick={() => process.mutate()}>
        <BusyLabel busy={process.isPending} busyText="Processing...">
          Process Pending Reminders
        </BusyLabel>
      </button>
      <button type="button" className="btn btn--outline btn--sm" disabled={summary.isPending} onClick={() => summary.mutate()}>
        <BusyLabel busy={summary.isPending} busyText="Sending...">
          Send Daily Summary
        </BusyLabel>
      </button>
    </div>
  );
}

function ReminderList({ rows }: { rows: readonly ReminderRow[] }) {
  return (
    <ul className="booking-list reminder-list">
      {rows.map((reminder) => (
        <li key={reminder.id}>
          <ReminderCard reminder={reminder} />
        </li>
      ))}
    </ul>
  );
}

function countText(count: number): string {
  return `${count} ${count === 1 ? 'reminder' : 'reminders'}`;
}

/** Reminders change on the server's clock (the minute job, new bookings): the lists are fetched again on demand. */
function RefreshButton({ query }: { query: { isFetching: boolean; isPending: boolean; refetch: () => Promise<unknown> } }) {
  return (
    <button type="button" className="btn btn--outline btn--sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
      {query.isFetching && !query.isPending ? 'Refreshing...' : 'Refresh'}
    </button>
  );
}

function PendingReminders() {
  const pending = usePendingReminders();
  return (
    <div className="reminders__panel">
      <div className="reminders__panel-head">
        <p className="admin-section__summary" role="status">
          {pending.isSuccess && pending.data.length > 0 ? `${countText(pending.data.length)} waiting to go out, soonest first` : ''}
        </p>
        <RefreshButton query={pending} />
      </div>
      <ListState query={pending} what="pending reminders" empty={NO_PENDING_REMINDERS}>
        {(rows) => <ReminderList rows={rows} />}
      </ListState>
    </div>
  );
}

function AllReminders() {
  const reminders = useAllReminders();
  const rows = reminderRowsOf(reminders.data?.pages);
  return (
    <div className="reminders__panel">
      <div className="reminders__panel-head">
        <p className="admin-section__summary" role="status">
          {reminders.isSuccess && rows.length > 0
            ? `${countText(rows.length)}${reminders.hasNextPage ? ' shown, latest first; more below' : ', latest first'}`
            : ''}
        </p>
        <RefreshButton query={reminders} />
      </div>
      <QueryState query={reminders} loading="Loading reminders..." failed="The reminders could not be loaded.">
        {rows.length === 0 ? (
          <p className="admin-state admin-state--empty">{NO_REMINDERS}</p>
        ) : (
          <>
            <ReminderList rows={rows} />
            {reminders.hasNextPage ? (
              <div className="waiver-more">
                <button
                  type="button"
                  className="btn btn--outline"
                  onClick={() => void reminders.fetchNextPage()}
                  disabled={reminders.isFetchingNextPage}
                >
                  {reminders.isFetchingNextPage ? 'Loading more...' : 'Load more'}
                </button>
              </div>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
