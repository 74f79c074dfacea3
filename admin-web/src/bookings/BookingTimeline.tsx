import { useId, useState } from 'react';
import { useBookingAsOf, useBookingHistory } from './booking-api';
import { formatInstant } from './booking-format';
import { changeLines, describeActor, eventTitle, snapshotFacts, versionOptions, type HistoryEntry } from './booking-history';

/** The audit timeline (every event: what, when, who, what changed, why) and the "as it was" control. */
export function BookingTimeline({ bookingId }: { bookingId: string }) {
  const history = useBookingHistory(bookingId);

  if (history.isPending) {
    return (
      <p role="status">
        <span className="spinner" aria-hidden="true" /> Loading history...
      </p>
    );
  }
  if (history.isError) return <p role="alert">The history could not be loaded ({history.error.message}).</p>;

  const entries = [...history.data].sort((a, b) => a.version - b.version);
  return (
    <>
      <section className="booking-detail__section" aria-labelledby={`${bookingId}-timeline`}>
        <h3 id={`${bookingId}-timeline`}>Audit timeline</h3>
        <ol className="timeline">
          {entries.map((entry) => (
            <TimelineItem key={entry.version} entry={entry} />
          ))}
        </ol>
      </section>
      <AsOfPanel bookingId={bookingId} entries={entries} />
    </>
  );
}

function TimelineItem({ entry }: { entry: HistoryEntry }) {
  return (
    <li className="timeline__item">
      <p className="timeline__title">{eventTitle(entry.type)}</p>
      <p className="timeline__meta">
        <time dateTime={entry.occurredAt}>{formatInstant(entry.occurredAt)}</time> · by{' '}
        <span className="timeline__actor">{describeActor(entry.actor)}</span>
      </p>
      <ul className="timeline__changes">
        {changeLines(entry.changes).map((line) => (
          <li key={line.field}>
            {line.sentence ?? (
              <>
                {line.label}: {line.from !== undefined ? `${line.from} → ` : ''}
                {line.to}
              </>
            )}
          </li>
        ))}
      </ul>
      {entry.reason ? <p className="timeline__reason">Reason: {entry.reason}</p> : null}
    </li>
  );
}

/** Picks a point of the history and shows the booking replayed from its events up to there. */
function AsOfPanel({ bookingId, entries }: { bookingId: string; entries: HistoryEntry[] }) {
  const selectId = useId();
  const options = versionOptions(entries, formatInstant);
  // The newest point until the guide picks another: history read again (a move since) shows the booking as it is now.
  const [picked, setPicked] = useState<number | undefined>();
  const version = picked ?? options[0]?.version;
  const asOf = useBookingAsOf(bookingId, version);

  return (
    <section className="booking-detail__section" aria-labelledby={`${bookingId}-as-of`}>
      <h3 id={`${bookingId}-as-of`}>Booking as it was</h3>
      <div className="field">
        <label className="label" htmlFor={selectId}>
          Show the booking as it was
        </label>
        <select id={selectId} className="select" value={version ?? ''} onChange={(event) => setPicked(Number(event.target.value))}>
          {options.map((option) => (
            <option key={option.version} value={option.version}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite">
        {asOf.isPending ? (
          <p>
            <span className="spinner" aria-hidden="true" /> Replaying...
          </p>
        ) : asOf.isError ? (
          <p role="alert">That point of the history could not be shown ({asOf.error.message}).</p>
        ) : (
          <div role="group" aria-label={`The booking after event ${asOf.data.version}`}>
            <dl className="booking__facts">
              {snapshotFacts(asOf.data).map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}
