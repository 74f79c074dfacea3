import { useId, type ComponentType, type ReactNode } from 'react';

/**
 * What the pages behind a private link (a booking's manage link, a waitlist entry's) share: the
 * trip as label and value rows, and the page of one message (an unknown link, a failed load).
 * Their styles (private-page.css) are imported by each page's lazy entry, with its own.
 */

/**
 * The app's own link to a path: given by the page, so that going home stays within the app's
 * router (no page load) without this module knowing which router that is.
 */
export type PageLink = ComponentType<{ to: string; className: string; children: ReactNode }>;
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
  Link,
}: {
  title: string;
  children: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  /** What the 'Back to the home page' link is made with. */
  Link: PageLink;
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
