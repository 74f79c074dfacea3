import { Link } from 'react-router';
import { formatCad } from '@browser-kit/format/money-format';
import { searchWithBooking } from '../bookings/booking-link';
import { formatInstant } from '../bookings/booking-format';
import { ListState } from '../shared/ListState';
import { Facts } from '../waivers/WaiverBadges';
import { useGiftCards, useResendGiftCard } from './giftcard-api';
import {
  GIFT_CARD_MOVEMENT_LABELS,
  GIFT_CARD_STATUS_LABELS,
  giftCardCodeText,
  giftCardCountText,
  giftCardMovementAmount,
  giftCardWorthText,
  NO_GIFT_CARDS,
} from './giftcard-format';
import type { GiftCard } from './giftcard-types';
import './giftcards.css';

/**
 * 'Gift Cards': every card (code, what it was bought for, its balance, buyer, recipient, when it
 * was bought, status) with its whole history: the order, its payment and issue, each redemption on
 * a booking and each return to the card, linked to the booking. An admin can send the recipient's
 * email again; an auditor reads the same, without that button (`canChange`).
 */
export function GiftCardsView({ canChange }: { canChange: boolean }) {
  const cards = useGiftCards();
  return (
    <section className="admin-section giftcards" aria-labelledby="giftcards-title">
      <div className="admin-section__head">
        <div>
          <h2 id="giftcards-title">Gift Cards</h2>
          <p className="admin-section__summary">
            Cards bought on the site, for an amount or a trip. A card pays all or part of a booking at checkout; what is left stays on it,
            and a cancelled booking gives its share back. Gift cards never expire.
          </p>
        </div>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void cards.refetch()} disabled={cards.isFetching}>
          {cards.isFetching && !cards.isPending ? 'Refreshing...' : 'Refresh'}
          <span className="visually-hidden"> gift cards</span>
        </button>
      </div>
      <p className="admin-section__summary" role="status">
        {cards.isSuccess && cards.data.length > 0 ? `${giftCardCountText(cards.data.length)}, newest first` : ''}
      </p>
      <ListState query={cards} what="gift cards" empty={NO_GIFT_CARDS}>
        {(rows) => (
          <ul className="booking-list giftcard-list">
            {rows.map((card) => (
              <li key={card.id}>
                <GiftCardCard card={card} canChange={canChange} />
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

function GiftCardCard({ card, canChange }: { card: GiftCard; canChange: boolean }) {
  const headingId = `giftcard-${card.id}`;
  const code = giftCardCodeText(card.code);
  return (
    <article className={`card booking giftcard giftcard--${card.status}`} aria-labelledby={headingId}>
      <header className="booking__head">
        <h3 className="booking__name" id={headingId}>
          <span className="visually-hidden">Gift card </span>
          <code className="giftcard__code">{code}</code>
        </h3>
        <span className={`badge giftcard-badge--${card.status}`}>
          <span className="visually-hidden">Status: </span>
          {GIFT_CARD_STATUS_LABELS[card.status]}
        </span>
      </header>
      <Facts
        facts={[
          { label: 'Bought for', value: giftCardWorthText(card) },
          { label: 'Balance', value: <strong>{formatCad(card.balanceCents)}</strong> },
          { label: 'Redeemed', value: formatCad(card.redeemedCents) },
          { label: 'Returned', value: formatCad(card.returnedCents) },
          { label: 'Buyer', value: <a href={`mailto:${card.buyerEmail}`}>{`${card.buyerName} (${card.buyerEmail})`}</a> },
          { label: 'Recipient', value: <a href={`mailto:${card.recipientEmail}`}>{`${card.recipientName} (${card.recipientEmail})`}</a> },
          { label: 'Bought', value: <time dateTime={card.orderedAt}>{formatInstant(card.orderedAt)}</time> },
          ...(card.message ? [{ label: 'Message', value: card.message }] : []),
        ]}
      />
      <table className="giftcard__history">
        <caption className="visually-hidden">History of gift card {code}, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Event</th>
            <th scope="col">Amount</th>
            <th scope="col">Booking</th>
          </tr>
        </thead>
        <tbody>
          {card.history.map((movement) => (
            <tr key={movement.version}>
              <td>
                <time dateTime={movement.at}>{formatInstant(movement.at)}</time>
              </td>
              <td>
                {GIFT_CARD_MOVEMENT_LABELS[movement.kind]}
                {movement.reason ? <span className="giftcard__reason">: {movement.reason}</span> : null}
              </td>
              <td>{giftCardMovementAmount(movement)}</td>
              <td>
                {movement.bookingId ? (
                  <Link to={bookingLink(movement.bookingId)}>
                    Open
                    <span className="visually-hidden"> the booking of this {GIFT_CARD_MOVEMENT_LABELS[movement.kind].toLowerCase()}</span>
                  </Link>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {canChange && card.code ? <ResendButton card={card} /> : null}
    </article>
  );
}

function ResendButton({ card }: { card: GiftCard }) {
  const resend = useResendGiftCard(card.id, card.recipientEmail);
  return (
    <div className="giftcard__actions">
      <button type="button" className="btn btn--outline btn--sm" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Resend email to recipient'}
        <span className="visually-hidden"> ({card.recipientName})</span>
      </button>
    </div>
  );
}
