import { assertTransition, DomainError, metadataOf, unknownCommand } from '../shared/decider';
import { isReadableCode } from '../shared/readable-code';
import {
  GiftCardCommand,
  IssueGiftCard,
  OrderGiftCard,
  RecordGiftCardPayment,
  RedeemGiftCard,
  ResendGiftCard,
  ReturnGiftCard,
} from './gift-card-commands';
import { GiftCardEvent } from './gift-card-events';
import { giftCardMachine } from './gift-card-machine';
import { GIFT_CARD_CODE_LENGTH, GIFT_CARD_MESSAGES, isValidGiftCardAmount } from './gift-card-rules';
import { GiftCardState, heldByBooking, IssuedGiftCard } from './gift-card-state';

/** No card has this code (or it is not issued yet): one answer, which tells nobody which codes exist. */
export class GiftCardNotFoundError extends DomainError {
  constructor() {
    super('gift-card-not-found', GIFT_CARD_MESSAGES.notFound);
  }
}

/** Nothing is left on the card to pay with. */
export class GiftCardEmptyError extends DomainError {
  constructor() {
    super('gift-card-empty', GIFT_CARD_MESSAGES.empty);
  }
}

export class GiftCardPaymentMismatchError extends DomainError {
  constructor() {
    super('payment-mismatch-conflict', GIFT_CARD_MESSAGES.paymentMismatch);
  }
}

/**
 * Every command but the order is safe to repeat: a payment reported twice, an issue taken again
 * after a crash, a redemption retried for the same booking and a return answering the same
 * booking event change nothing the second time. Money is decided on the state the event is
 * appended to, so two bookings racing for one balance never take more than it holds.
 */
export function decideGiftCard(command: GiftCardCommand, state: GiftCardState): GiftCardEvent[] {
  switch (command.type) {
    case 'OrderGiftCard':
      return order(command, state);
    case 'RecordGiftCardPayment':
      return recordPayment(command, state);
    case 'IssueGiftCard':
      return issue(command, state);
    case 'RedeemGiftCard':
      return redeem(command, issued(state));
    case 'ReturnGiftCard':
      return giveBack(command, state);
    case 'ResendGiftCard':
      return resend(command, issued(state));
    default:
      return unknownCommand(command, 'gift card');
  }
}

function order(command: OrderGiftCard, state: GiftCardState): GiftCardEvent[] {
  assertTransition(giftCardMachine, state.status, 'order', 'This gift card already exists');
  if (!isValidGiftCardAmount(command.amountCents) && !command.package)
    throw new DomainError('invalid-gift-card', GIFT_CARD_MESSAGES.amount);
  if (!Number.isSafeInteger(command.amountCents) || command.amountCents <= 0 || command.payment.amountCents !== command.amountCents)
    throw new DomainError('invalid-gift-card', GIFT_CARD_MESSAGES.amount);
  const { giftCardId, amountCents, buyer, recipient, payment } = command;
  return [
    {
      type: 'GiftCardOrdered',
      data: {
        giftCardId,
        amountCents,
        ...(command.package ? { package: command.package } : {}),
        buyer,
        recipient,
        ...(command.message ? { message: command.message } : {}),
        payment,
      },
      metadata: metadataOf(command),
    },
  ];
}

function recordPayment(command: RecordGiftCardPayment, state: GiftCardState): GiftCardEvent[] {
  if (state.status === 'none') throw new GiftCardNotFoundError();
  const { payment } = state;
  if (
    command.paymentIntentId !== payment.paymentIntentId ||
    command.amountCents !== payment.amountCents ||
    command.currency.toUpperCase() !== payment.currency
  )
    throw new GiftCardPaymentMismatchError();
  // Reported before (the browser, then the webhook): nothing to add.
  if (state.status !== 'ordered') return [];
  assertTransition(giftCardMachine, state.status, 'pay');
  const { paymentIntentId, amountCents } = command;
  return [{ type: 'GiftCardPaid', data: { paymentIntentId, amountCents, currency: 'CAD' }, metadata: metadataOf(command) }];
}

function issue(command: IssueGiftCard, state: GiftCardState): GiftCardEvent[] {
  // Issued before (a step taken again after a crash): the code it has stays its code.
  if (state.status === 'issued') return [];
  assertTransition(giftCardMachine, state.status, 'issue', GIFT_CARD_MESSAGES.notIssued);
  if (state.status !== 'paid') return [];
  if (!isReadableCode(command.code, GIFT_CARD_CODE_LENGTH))
    throw new DomainError('invalid-gift-card-code', `Not a gift card code: '${command.code}'`);
  return [{ type: 'GiftCardIssued', data: { code: command.code, amountCents: state.amountCents }, metadata: metadataOf(command) }];
}

function redeem(command: RedeemGiftCard, state: IssuedGiftCard): GiftCardEvent[] {
  if (!Number.isSafeInteger(command.amountCents) || command.amountCents <= 0)
    throw new DomainError('invalid-redemption', GIFT_CARD_MESSAGES.redeemAmount);
  const wanted = command.amountCents - heldByBooking(state, command.bookingId);
  // The booking holds what it asks for already (a retried step): nothing to add.
  if (wanted <= 0) return [];
  // Never below 0: two checkouts that both counted on the same balance share what is there.
  const amountCents = Math.min(wanted, state.balanceCents);
  if (amountCents === 0) throw new GiftCardEmptyError();
  assertTransition(giftCardMachine, state.status, 'redeem');
  return [{ type: 'GiftCardRedeemed', data: { bookingId: command.bookingId, amountCents }, metadata: metadataOf(command) }];
}

function giveBack(command: ReturnGiftCard, state: GiftCardState): GiftCardEvent[] {
  // Never issued: no booking ever took anything from it.
  if (state.status !== 'issued') return [];
  const use = state.bookings[command.bookingId];
  if (!use) return [];
  // This booking event was answered before: a repeat gives nothing back twice.
  if (command.forVersion !== undefined && use.answered.includes(command.forVersion)) return [];
  const held = heldByBooking(state, command.bookingId);
  const amountCents = Math.min(held, command.amountCents ?? held);
  if (amountCents <= 0) return [];
  assertTransition(giftCardMachine, state.status, 'return');
  return [
    {
      type: 'GiftCardReturned',
      data: {
        bookingId: command.bookingId,
        amountCents,
        reason: command.reason,
        ...(command.forVersion !== undefined ? { forVersion: command.forVersion } : {}),
      },
      metadata: metadataOf(command),
    },
  ];
}

function resend(command: ResendGiftCard, state: IssuedGiftCard): GiftCardEvent[] {
  assertTransition(giftCardMachine, state.status, 'resend');
  return [{ type: 'GiftCardResent', data: { email: state.recipient.email }, metadata: metadataOf(command) }];
}

/** Only an issued card can be spent or sent again; any other is, to the customer, not found. */
function issued(state: GiftCardState): IssuedGiftCard {
  if (state.status !== 'issued') throw new GiftCardNotFoundError();
  return state;
}
