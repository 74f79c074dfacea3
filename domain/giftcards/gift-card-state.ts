import { unknownEvent } from '../shared/decider';
import { GiftCardEvent, GiftCardOrdered } from './gift-card-events';

/** One variant per machine state (giftCardMachine of gift-card-machine.ts). */
export type GiftCardState = { readonly status: 'none' } | OrderedGiftCard | PaidGiftCard | IssuedGiftCard;

/** What the order fixed: the card's worth, who bought it, who it is for, and its payment. */
export type GiftCardOrder = GiftCardOrdered['data'] & { readonly orderedAt: string };

export interface OrderedGiftCard extends GiftCardOrder {
  readonly status: 'ordered';
}

export interface PaidGiftCard extends GiftCardOrder {
  readonly status: 'paid';
  readonly paidAt: string;
}

/** What one booking took from the card, and what of it came back (and which booking events were answered). */
export interface GiftCardBookingUse {
  readonly redeemedCents: number;
  readonly returnedCents: number;
  readonly answered: readonly number[];
}

export interface IssuedGiftCard extends GiftCardOrder {
  readonly status: 'issued';
  readonly paidAt: string;
  readonly code: string;
  readonly issuedAt: string;
  readonly issuedCents: number;
  /** issued − redeemed + returned; never below 0. */
  readonly balanceCents: number;
  readonly bookings: Readonly<Record<string, GiftCardBookingUse>>;
}

export const initialGiftCardState = (): GiftCardState => ({ status: 'none' });

/** What a booking holds of the card now: taken and not given back. */
export function heldByBooking(state: IssuedGiftCard, bookingId: string): number {
  const use = state.bookings[bookingId];
  return use ? use.redeemedCents - use.returnedCents : 0;
}

/** Accepts every event ever written, whatever today's guards say: history is never refused. */
export function evolveGiftCard(state: GiftCardState, event: GiftCardEvent): GiftCardState {
  switch (event.type) {
    case 'GiftCardOrdered':
      return { status: 'ordered', ...event.data, orderedAt: event.metadata.occurredAt };
    case 'GiftCardPaid':
      return state.status === 'ordered' ? { ...state, status: 'paid', paidAt: event.metadata.occurredAt } : state;
    case 'GiftCardIssued':
      if (state.status !== 'paid') return state;
      return {
        ...state,
        status: 'issued',
        code: event.data.code,
        issuedAt: event.metadata.occurredAt,
        issuedCents: event.data.amountCents,
        balanceCents: event.data.amountCents,
        bookings: {},
      };
    case 'GiftCardRedeemed': {
      if (state.status !== 'issued') return state;
      const { bookingId, amountCents } = event.data;
      const use = state.bookings[bookingId] ?? { redeemedCents: 0, returnedCents: 0, answered: [] };
      return {
        ...state,
        balanceCents: state.balanceCents - amountCents,
        bookings: { ...state.bookings, [bookingId]: { ...use, redeemedCents: use.redeemedCents + amountCents } },
      };
    }
    case 'GiftCardReturned': {
      if (state.status !== 'issued') return state;
      const { bookingId, amountCents, forVersion } = event.data;
      const use = state.bookings[bookingId] ?? { redeemedCents: 0, returnedCents: 0, answered: [] };
      const answered = forVersion === undefined ? use.answered : [...use.answered, forVersion];
      return {
        ...state,
        balanceCents: state.balanceCents + amountCents,
        bookings: { ...state.bookings, [bookingId]: { ...use, returnedCents: use.returnedCents + amountCents, answered } },
      };
    }
    case 'GiftCardResent':
      return state;
    default:
      return unknownEvent(event, state);
  }
}
