import { useId, type ReactNode } from 'react';
import { Link } from '../../navigation/Link';

/**
 * What the pages behind a private link (a booking's manage link, a waitlist entry's) share: the
 * trip as label and value rows, and the page of one message (an unknown link, a failed load).
 * Their styles (private-page.css) are imported by each page's lazy entry, with its own.
 */
export function SummaryList({ lines }: { lines: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="trip-summary">
      {lines.map((line) => (
        <div key={line.label} className="trip-summary__row">
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PageNotice({
  title,
  children,
  onRetry,
  retrying = false,
}: {
  title: string;
  children: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const titleId = useId();
  return (
    <section className="not-found container" aria-labelledby={titleId}>
      <div className="card not-found__card">
        <h1 id={titleId}>{title}</h1>
        <p>{children}</p>
        <div className="page-notice__actions">
          {onRetry ? (
            <button type="button" className="btn btn--primary" onClick={onRetry} disabled={retrying}>
              {retrying ? 'Trying again…' : 'Try again'}
            </button>
          ) : null}
          <Link to="/" className={onRetry ? 'btn btn--outline' : 'btn btn--primary'}>
            Back to the home page
          </Link>
        </div>
      </div>
    </section>
  );
}
