import { Link } from 'react-router';
import { formatCad } from '@shared-ui/money-format';
import { telHref } from '@shared-ui/site-info';
import { searchWithBooking } from '../bookings/booking-link';
import { formatInstant } from '../bookings/booking-format';
import { ListState } from '../shared/ListState';
import { Facts } from '../waivers/WaiverBadges';
import { useReferralCredits, useReferrals } from './referral-api';
import {
  countText,
  creditMovementLabel,
  creditTotals,
  movementAmountText,
  NO_REFERRAL_CREDITS,
  NO_REFERRALS,
  referralBadgeClass,
  referralCardClass,
  referralCreditText,
  referralDates,
  referralStatusLabel,
} from './referral-format';
import type { CreditAccount, ReferralRow } from './referral-types';
import './referrals.css';

/**
 * 'Referrals' (issue 18): every referral (the code, who shared it, the friend who booked with it,
 * its status and dates, both bookings) and the customers' referral credit accounts with every
 * movement. Nothing here changes data: an admin and an auditor see the same.
 */
export function ReferralsView() {
  return (
    <section className="admin-section referrals" aria-labelledby="referrals-title">
      <div className="admin-section__head">
        <div>
          <h2 id="referrals-title">Referrals</h2>
          <p className="admin-section__summary">
            Every paid booking gets a code to share. A friend who books with it saves on their trip, and once that trip has taken place the
            customer who shared the code is credited towards their next booking.
          </p>
        </div>
      </div>
      <ReferralsSection />
      <CreditsSection />
    </section>
  );
}

/** A refresh: referrals and credits change on the server's clock (a friend's booking, the reward job). */
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
