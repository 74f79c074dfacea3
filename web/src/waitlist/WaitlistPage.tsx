import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../navigation/Link';
import { BusyLabel } from '@browser-kit/forms/form-field';
import { usePageHead } from '@browser-kit/page-head/page-head';
import { PageNotice, SummaryList } from '@browser-kit/private-page/PrivatePage';
import { safeLinkHref } from '@browser-kit/urls/safe-url';
import { telHref, useSiteInfo } from '@browser-kit/site/site-info';
import { leaveWaitlist, waitlistKey, useWaitlistEntry } from './waitlist-api';
import type { WaitlistView } from './waitlist-types';
import {
  canLeave,
  offerSentence,
  positionSentence,
  WAITLIST_PAGE_MESSAGES as MESSAGES,
  waitlistStatusBadge,
  waitlistSummary,
} from './waitlist-view';

/**
 * /waitlist/{token} (docs/product/booking.md): a person's own place on the waitlist of a booked time, opened from
 * the booking form's confirmation or from the offer's SMS and email. It shows the entry and where
 * it stands; when a place opened, until when it is held and 'Book now'; and leaving in one click.
 * Rendered on the server with the entry. The address holds the entry's secret, so the page is
 * kept out of search engines, its canonical address carries no token and no Referer leaves it.
 */
export function WaitlistPage() {
  const token = useParams().token ?? '';
  const { name } = useSiteInfo();
  const query = useWaitlistEntry(token);
  const notFound = token === '' || (query.isSuccess && query.data === null);
  usePageHead({
    title: `${notFound ? 'Waitlist Entry Not Found' : query.isError ? 'Waitlist Entry Not Loaded' : 'Your Waitlist Place'} | ${name}`,
    description: 'Your place on the waitlist for a guided fishing trip on Wabamun Lake.',
    path: '/waitlist',
    noindex: true,
    noreferrer: true,
    ...(notFound ? { status: 404 } : {}),
  });

  if (notFound) {
    return (
      <PageNotice Link={Link} title={MESSAGES.notFoundTitle}>
        {MESSAGES.notFoundText}
      </PageNotice>
    );
  }
  if (query.isError && !query.data) {
    return (
      <PageNotice Link={Link} title={MESSAGES.errorTitle} onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {MESSAGES.errorText} <SitePhone />.
      </PageNotice>
    );
  }
  return (
    <>
      <section className="page-hero on-dark" aria-labelledby="waitlist-title">
        <div className="container">
          <p className="page-hero__eyebrow">Waitlist</p>
          <h1 id="waitlist-title" className="page-hero__title">
            Your Waitlist Place
          </h1>
          <p className="page-hero__lead">When a place opens on your trip, we hold it for you for a while and tell you by text and email.</p>
        </div>
      </section>
      <div className="container private-page waitlist-page">
        {query.data ? (
          <WaitlistContent token={token} view={query.data} />
        ) : (
          <p className="private-page__loading" role="status">
            <span className="spinner" aria-hidden="true" /> Loading your waitlist place…
          </p>
        )}
      </div>
    </>
  );
}

function WaitlistContent({ token, view }: { token: string; view: WaitlistView }) {
  const client = useQueryClient();
  const { phone: sitePhone } = useSiteInfo();
  const [leaving, setLeaving] = useState(false);
  const [leaveFailed, setLeaveFailed] = useState(false);
  const [justLeft, setJustLeft] = useState(false);
  const status = waitlistStatusBadge(view.status);
  const bookHref = view.status === 'offered' && view.offer ? safeLinkHref(view.offer.bookLink) : null;
  const phone = view.guide.phone || sitePhone;

  const leave = async () => {
    if (leaving) return;
    setLeaving(true);
    setLeaveFailed(false);
    try {
      client.setQueryData(waitlistKey(token), await leaveWaitlist(token));
      setJustLeft(true);
    } catch {
      setLeaveFailed(true);
    } finally {
      setLeaving(false);
    }
  };

  return (
    <>
      <LeftMessage shown={justLeft && view.status === 'left'} />

      {view.status === 'offered' && view.offer ? (
        <section className="card private-card waitlist-offer" aria-labelledby="waitlist-offer-title">
          <h2 id="waitlist-offer-title" className="private-card__title">
            {offerSentence(view.offer.expiresAt)}
          </h2>
          <p>Book it before then and it is yours; after that it passes to the next person on the waitlist.</p>
          {bookHref ? (
            <a href={bookHref} className="btn btn--accent btn--lg">
              Book now
            </a>
          ) : null}
        </section>
      ) : null}

      <section className="card private-card" aria-labelledby="waitlist-entry-title">
        <div className="private-card__head">
          <h2 id="waitlist-entry-title" className="private-card__title">
            Your request
          </h2>
          <span className={`badge badge--${status.badge}`}>
            <span className="visually-hidden">Status: </span>
            {status.label}
          </span>
        </div>
        <SummaryList lines={waitlistSummary(view)} />
        <StatusText view={view} />
      </section>

      <section className="card private-card" aria-labelledby="waitlist-actions-title">
        <h2 id="waitlist-actions-title" className="private-card__title">
          {canLeave(view.status) ? 'Changed your plans?' : 'Another trip?'}
        </h2>
        {canLeave(view.status) ? (
          <>
            <p>
              {view.status === 'offered'
                ? 'Leaving gives the place held for you to the next person at once.'
                : 'Leave the waitlist and we will not message you about this trip.'}
            </p>
            {leaveFailed ? (
              <p className="alert alert--danger waitlist-failure" role="alert">
                {MESSAGES.leaveFailed} <a href={telHref(phone)}>{phone}</a>.
              </p>
            ) : null}
            <button type="button" className="btn btn--outline-danger" onClick={() => void leave()} disabled={leaving}>
              <BusyLabel busy={leaving} busyText="Leaving...">
                Leave the waitlist
              </BusyLabel>
            </button>
          </>
        ) : (
          <p>
            <Link to="/#book" className="btn btn--primary">
              Book another trip
            </Link>
          </p>
        )}
        <p className="waitlist-contact">
          Questions? Call {view.guide.name || 'your guide'} at <a href={telHref(phone)}>{phone}</a>.
        </p>
      </section>
    </>
  );
}

/** Where the entry stands, in a sentence (or two while waiting). */
function StatusText({ view }: { view: WaitlistView }) {
  switch (view.status) {
    case 'waiting':
      return (
        <div className="waitlist-status">
          {view.position !== null && view.position > 0 ? (
            <p className="waitlist-status__position">{positionSentence(view.position)}</p>
          ) : null}
          <p>{MESSAGES.waiting}</p>
        </div>
      );
    case 'offered':
      return null;
    default:
      return (
        <div className="waitlist-status">
          <p>{MESSAGES[view.status]}</p>
        </div>
      );
  }
}

/** After 'Leave the waitlist': announced (live region) and focused, as the button it replaces is gone. */
function LeftMessage({ shown }: { shown: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown]);
  return (
    <div role="status" aria-live="polite" className="waitlist-outcome-region">
      {shown ? (
        <div className="waitlist-outcome" tabIndex={-1} ref={box}>
          <h2 className="waitlist-outcome__title">You have left the waitlist</h2>
          <p>We will not message you about this trip.</p>
        </div>
      ) : null}
    </div>
  );
}

function SitePhone() {
  const { phone } = useSiteInfo();
  return <a href={telHref(phone)}>{phone}</a>;
}
