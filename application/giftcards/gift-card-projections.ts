import { RecordedEvent } from '../ports/event-store';
import { rowPerEvent, rowPerKey } from '../projections/row-projections';
import { asGiftCardEvent, giftCardIdOf } from './gift-card-events';
import { GiftCardMovementRow, giftCardMovementsTable, GiftCardRow, giftCardsTable } from './gift-card-read-models';

/** The gift cards staff read: one row per card, with its balance. */
export const giftCardListProjection = rowPerKey<GiftCardRow>({
  name: 'gift_cards',
  table: giftCardsTable,
  key: 'id',
  keyOf: (recorded) => (asGiftCardEvent(recorded) ? giftCardIdOf(recorded) : undefined),
  evolve: evolveGiftCardRow,
  createsRow: (recorded) => recorded.version === 1 && asGiftCardEvent(recorded)?.type === 'GiftCardOrdered',
});

export function evolveGiftCardRow(row: GiftCardRow | undefined, recorded: RecordedEvent): GiftCardRow | undefined {
  const event = asGiftCardEvent(recorded);
  if (!event) return row;
  const at = new Date(event.metadata.occurredAt);
  const version = recorded.version;
  if (event.type === 'GiftCardOrdered') {
    const d = event.data;
    return {
      id: giftCardIdOf(recorded),
      code: null,
      status: 'ordered',
      amountCents: d.amountCents,
      balanceCents: 0,
      redeemedCents: 0,
      returnedCents: 0,
      packageName: d.package?.name ?? null,
      people: d.package?.people ?? null,
      buyerName: d.buyer.name,
      buyerEmail: d.buyer.email,
      recipientName: d.recipient.name,
      recipientEmail: d.recipient.email,
      message: d.message ?? null,
      paymentIntentId: d.payment.paymentIntentId,
      orderedAt: at,
      issuedAt: null,
      updatedAt: at,
      version,
    };
  }
  if (!row) return row;
  const withBalance = (balanceCents: number, change: Partial<GiftCardRow>): GiftCardRow => ({
    ...row,
    ...change,
    balanceCents,
    status: balanceCents > 0 ? 'active' : 'used',
    updatedAt: at,
    version,
  });
  switch (event.type) {
    case 'GiftCardPaid':
      return { ...row, status: 'paid', updatedAt: at, version };
    case 'GiftCardIssued':
      return withBalance(event.data.amountCents, { code: event.data.code, issuedAt: at });
    case 'GiftCardRedeemed':
      return withBalance(row.balanceCents - event.data.amountCents, { redeemedCents: row.redeemedCents + event.data.amountCents });
    case 'GiftCardReturned':
      return withBalance(row.balanceCents + event.data.amountCents, { returnedCents: row.returnedCents + event.data.amountCents });
    case 'GiftCardResent':
      return { ...row, updatedAt: at, version };
  }
}

/** Every event of every card, one row each: the history the admin reads. */
export const giftCardMovementsProjection = rowPerEvent<GiftCardMovementRow>({
  name: 'gift_card_movements',
  table: giftCardMovementsTable,
  rowOf: (recorded) => {
    const event = asGiftCardEvent(recorded);
    if (!event) return undefined;
    const base = {
      giftCardId: giftCardIdOf(recorded),
      version: recorded.version,
      actor: event.metadata.actor,
      at: new Date(event.metadata.occurredAt),
    };
    switch (event.type) {
      case 'GiftCardOrdered':
        return { ...base, kind: 'ordered', amountCents: event.data.amountCents, bookingId: null, reason: null };
      case 'GiftCardPaid':
        return { ...base, kind: 'paid', amountCents: event.data.amountCents, bookingId: null, reason: null };
      case 'GiftCardIssued':
        return { ...base, kind: 'issued', amountCents: event.data.amountCents, bookingId: null, reason: null };
      case 'GiftCardRedeemed':
        return { ...base, kind: 'redeemed', amountCents: event.data.amountCents, bookingId: event.data.bookingId, reason: null };
      case 'GiftCardReturned':
        return {
          ...base,
          kind: 'returned',
          amountCents: event.data.amountCents,
          bookingId: event.data.bookingId,
          reason: event.data.reason,
        };
      case 'GiftCardResent':
        return { ...base, kind: 'resent', amountCents: 0, bookingId: null, reason: `Sent again to ${event.data.email}` };
    }
  },
});
