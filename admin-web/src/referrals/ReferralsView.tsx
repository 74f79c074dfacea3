import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatCad } from '@browser-kit/format/money-format';
import { telHref } from '@browser-kit/site/site-info';
import { searchWithBooking } from '../bookings/booking-link';
import { formatBookingDate, formatInstant } from '../bookings/booking-format';
import { TemplateSendingNoteOf } from '../messaging/TemplateSendingNote';
import { ListState } from '../shared/ListState';
import { Facts } from '../waivers/WaiverBadges';
import { useReferralCredits, useReferralRequests, useReferrals, useReviewRequests } from './referral-api';
import {
  countText,
  creditMovementLabel,
  creditTotals,
  movementAmountText,
  NO_REFERRAL_CREDITS,
  NO_REFERRAL_REQUESTS,
  NO_REFERRALS,
  NO_REVIEW_REQUESTS,
  referralBadgeClass,
  referralCardClass,
  referralCreditText,
  referralDates,
  referralRequestStatusLabel,
  referralStatusLabel,
  requestBadgeClass,
  requestCardClass,
  REVIEW_REQUEST_FILTERS,
  reviewFollowUpText,
  reviewPlatformText,
  reviewRequestDates,
  reviewRequestFilterOf,
  reviewRequestStatusLabel,
  reviewRequestTypeLabel,
  type ReviewRequestFilter,
} from './referral-format';
import type { CreditAccount, ReferralRequest, ReferralRow, ReviewRequest } from './referral-types';
import './referrals.css';

/**
 * 'Referrals' (docs/product/referrals.md): every referral (the code, who shared it, the friend who booked with it,
 * its status and dates, both bookings), the customers' referral credit accounts with every
 * movement, the review request sent after each completed trip (filtered by status) and the
 * invitations to share a code. Nothing here changes data: an admin and an auditor see the same.
 */
export function ReferralsView() {
  return (
    <section className="admin-section referrals" aria-labelledby="referrals-title">
      <div className="admin-section__head">
        <div>
          <h2 id="referrals-title">Referrals</h2>
          <p className="admin-section__summary">
            Every paid booking gets a code to share. A friend who books with it saves on their trip, and once that trip has taken place the
            customer who shared the code is credited towards their next booking. After each completed trip the customer is also asked, the
            same way as everyone else, to leave a review, and invited to share their code.
          </p>
        </div>
      </div>
      <ReferralsSection />
      <CreditsSection />
      <ReviewRequestsSection />
      <ReferralRequestsSection />
    </section>
  );
}

/** A refresh: referrals, credits and requests change on the server's clock (a friend's booking, the jobs after a trip). */
function RefreshButton({
  query,
  what,
}: {
  query: { isFetching: boolean; isPending: boolean; refetch: () => Promise<unknown> };
  what: string;
}) {
  return (
    <button type="button" className="btn btn--outline btn--sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
      {query.isFetching && !query.isPending ? 'Refreshing...' : 'Refresh'}
      <span className="visually-hidden"> {what}</span>
    </button>
  );
}

function ReferralsSection() {
  const referrals = useReferrals();
  return (
    <section className="referrals__panel" aria-labelledby="referrals-list-title">
      <div className="referrals__panel-head">
        <h3 id="referrals-list-title">Referrals</h3>
        <p className="admin-section__summary" role="status">
          {referrals.isSuccess && referrals.data.length > 0
            ? `${countText(referrals.data.length, 'referral', 'referrals')}, newest first`
            : ''}
        </p>
        <RefreshButton query={referrals} what="referrals" />
      </div>
      <ListState query={referrals} what="referrals" empty={NO_REFERRALS}>
        {(rows) => (
          <ul className="booking-list referral-list">
            {rows.map((row) => (
              <li key={row.id}>
                <ReferralCard referral={row} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

function bookingLink(id: string) {
  return { pathname: '/', search: searchWithBooking('', id) };
}

/** One referral, coloured by its status. */
function ReferralCard({ referral }: { referral: ReferralRow }) {
  return (
    <article
      className={`card booking ${referralCardClass(referral.status)}`}
      aria-label={`Referral of ${referral.refereeName} by ${referral.referrerName}`}
    >
      <header className="booking__head">
        <h4 className="booking__name">
          <span className="referral__code-label">Code </span>
          <code className="referral__code">{referral.referralCode}</code>
        </h4>
        <span className={referralBadgeClass(referral.status)}>
          <span className="visually-hidden">Status: </span>
          {referralStatusLabel(referral.status)}
        </span>
      </header>
      <Facts
        facts={[
          { label: 'Referrer', value: referral.referrerName },
          { label: 'Referrer phone', value: <a href={telHref(referral.referrerPhone)}>{referral.referrerPhone}</a> },
          { label: 'Friend', value: referral.refereeName },
          { label: 'Friend phone', value: <a href={telHref(referral.refereePhone)}>{referral.refereePhone}</a> },
          { label: 'Credit', value: referralCreditText(referral.creditAmount) },
          ...referralDates(referral).map(({ label, value }) => ({ label, value })),
        ]}
      />
      <div className="referral__links">
        <Link className="booking__details-link" to={bookingLink(referral.originalBookingId)}>
          Open the referrer's booking<span className="visually-hidden"> ({referral.referrerName})</span>
        </Link>
        <Link className="booking__details-link" to={bookingLink(referral.referredBookingId)}>
          Open the friend's booking<span className="visually-hidden"> ({referral.refereeName})</span>
        </Link>
      </div>
    </article>
  );
}

function CreditsSection() {
  const credits = useReferralCredits();
  return (
    <section className="referrals__panel" aria-labelledby="referral-credits-title">
      <div className="referrals__panel-head">
        <h3 id="referral-credits-title">Credits</h3>
        <p className="admin-section__summary" role="status">
          {credits.isSuccess && credits.data.length > 0 ? countText(credits.data.length, 'credit account', 'credit accounts') : ''}
        </p>
        <RefreshButton query={credits} what="credits" />
      </div>
      <ListState query={credits} what="referral credits" empty={NO_REFERRAL_CREDITS}>
        {(accounts) => (
          <ul className="booking-list referral-list">
            {accounts.map((account) => (
              <li key={account.account}>
                <CreditAccountCard account={account} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

/** One customer's credit: balance, totals, and every movement, oldest first. */
function CreditAccountCard({ account }: { account: CreditAccount }) {
  const headingId = `credit-${account.account.replace(/[^A-Za-z0-9]/g, '-')}`;
  return (
    <article className="card booking referral-credit" aria-labelledby={headingId}>
      <header className="booking__head">
        <h4 className="booking__name" id={headingId}>
          {account.holderName}
        </h4>
        <p className="referral-credit__balance">
          Balance <strong>{formatCad(account.balanceCents)}</strong>
        </p>
      </header>
      <Facts
        facts={[
          { label: 'Phone', value: <a href={telHref(account.holderPhone)}>{account.holderPhone}</a> },
          { label: 'Email', value: <a href={`mailto:${account.holderEmail}`}>{account.holderEmail}</a> },
          ...creditTotals(account),
        ]}
      />
      <table className="referral-credit__movements">
        <caption className="visually-hidden">Movements of {account.holderName}'s credit, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Movement</th>
            <th scope="col">Amount</th>
            <th scope="col">Balance after</th>
            <th scope="col">Booking</th>
          </tr>
        </thead>
        <tbody>
          {account.movements.map((movement) => (
            <tr key={movement.version} className={`referral-credit__movement referral-credit__movement--${movement.kind}`}>
              <td>
                <time dateTime={movement.at}>{formatInstant(movement.at)}</time>
              </td>
              <td>
                {creditMovementLabel(movement.kind)}
                {movement.reason ? <span className="referral-credit__reason">: {movement.reason}</span> : null}
              </td>
              <td>{movementAmountText(movement)}</td>
              <td>{formatCad(movement.balanceAfterCents)}</td>
              <td>
                {movement.bookingId ? (
                  <Link to={bookingLink(movement.bookingId)}>
                    Open<span className="visually-hidden"> the booking of this movement</span>
                  </Link>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

function ReviewRequestsSection() {
  const filterId = useId();
  const [filter, setFilter] = useState<ReviewRequestFilter>('all');
  const requests = useReviewRequests(filter);
  return (
    <section className="referrals__panel" aria-labelledby="review-requests-title">
      <div className="referrals__panel-head">
        <h3 id="review-requests-title">Review requests</h3>
        <p className="admin-section__summary" role="status">
          {requests.isSuccess && requests.data.length > 0
            ? `${countText(requests.data.length, 'review request', 'review requests')}, newest first`
            : ''}
        </p>
        <div className="field referrals__filter">
          <label className="label" htmlFor={filterId}>
            Status
          </label>
          <select
            id={filterId}
            className="select"
            value={filter}
            onChange={(event) => setFilter(reviewRequestFilterOf(event.target.value))}
          >
            {REVIEW_REQUEST_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <RefreshButton query={requests} what="review requests" />
      </div>
      <TemplateSendingNoteOf templateKey="reviewRequest" className="hint referrals__sending" />
      <ListState query={requests} what="review requests" empty={NO_REVIEW_REQUESTS}>
        {(rows) => (
          <ul className="booking-list referral-list">
            {rows.map((row) => (
              <li key={row.id}>
                <ReviewRequestCard request={row} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

/** One review request, coloured by its status. */
function ReviewRequestCard({ request }: { request: ReviewRequest }) {
  const platform = reviewPlatformText(request.reviewPlatform);
  return (
    <article className={`card booking ${requestCardClass(request.status)}`} aria-label={`Review request to ${request.customerName}`}>
      <header className="booking__head">
        <h4 className="booking__name">{request.customerName}</h4>
        <span className={requestBadgeClass(request.status)}>
          <span className="visually-hidden">Status: </span>
          {reviewRequestStatusLabel(request.status)}
        </span>
      </header>
      <Facts
        facts={[
          { label: 'Phone', value: <a href={telHref(request.customerPhone)}>{request.customerPhone}</a> },
          { label: 'Email', value: <a href={`mailto:${request.customerEmail}`}>{request.customerEmail}</a> },
          { label: 'Channel', value: reviewRequestTypeLabel(request.requestType) },
          { label: 'Trip date', value: formatBookingDate(request.tripDate) },
          ...reviewRequestDates(request),
          ...(platform ? [{ label: 'Review platform', value: platform }] : []),
          { label: 'Follow-up', value: reviewFollowUpText(request) },
          ...(request.notes ? [{ label: 'Notes', value: request.notes }] : []),
        ]}
      />
      <div className="referral__links">
        <Link className="booking__details-link" to={bookingLink(request.bookingId)}>
          Open the booking<span className="visually-hidden"> ({request.customerName})</span>
        </Link>
      </div>
    </article>
  );
}

function ReferralRequestsSection() {
  const requests = useReferralRequests();
  return (
    <section className="referrals__panel" aria-labelledby="referral-requests-title">
      <div className="referrals__panel-head">
        <h3 id="referral-requests-title">Referral requests</h3>
        <p className="admin-section__summary" role="status">
          {requests.isSuccess && requests.data.length > 0
            ? `${countText(requests.data.length, 'invitation', 'invitations')}, newest first`
            : ''}
        </p>
        <RefreshButton query={requests} what="referral requests" />
      </div>
      <TemplateSendingNoteOf templateKey="referralRequest" className="hint referrals__sending" />
      <ListState query={requests} what="referral requests" empty={NO_REFERRAL_REQUESTS}>
        {(rows) => (
          <ul className="booking-list referral-list">
            {rows.map((row) => (
              <li key={`${row.bookingId}-${row.sentAt}`}>
                <ReferralRequestCard request={row} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

/** One invitation to share a referral code: who, which code, when, and the text sent. */
function ReferralRequestCard({ request }: { request: ReferralRequest }) {
  return (
    <article className={`card booking ${requestCardClass(request.status)}`} aria-label={`Referral invitation to ${request.customerName}`}>
      <header className="booking__head">
        <h4 className="booking__name">{request.customerName}</h4>
        <span className={requestBadgeClass(request.status)}>
          <span className="visually-hidden">Status: </span>
          {referralRequestStatusLabel(request.status)}
        </span>
      </header>
      <Facts
        facts={[
          { label: 'Phone', value: <a href={telHref(request.customerPhone)}>{request.customerPhone}</a> },
          { label: 'Code', value: <code className="referral__code">{request.referralCode}</code> },
          { label: 'Sent', value: <time dateTime={request.sentAt}>{formatInstant(request.sentAt)}</time> },
          ...(request.failureReason ? [{ label: 'Failure reason', value: request.failureReason }] : []),
        ]}
      />
      {request.message ? (
        <blockquote className="referral-request__message">
          <p>{request.message}</p>
        </blockquote>
      ) : null}
      <div className="referral__links">
        <Link className="booking__details-link" to={bookingLink(request.bookingId)}>
          Open the booking<span className="visually-hidden"> ({request.customerName})</span>
        </Link>
      </div>
    </article>
  );
}
