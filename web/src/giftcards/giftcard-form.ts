import { GIFT_CARD_MAX_CENTS, GIFT_CARD_MESSAGES, GIFT_CARD_MIN_CENTS } from '../../../domain/giftcards/gift-card-rules';
import { BOOKING_MESSAGES } from '../../../domain/bookings/booking-rules';
import type { GiftCardOrder } from './giftcard-api';

/** What the /gift-cards form holds, as typed. */
export interface GiftCardFormValues {
  kind: 'amount' | 'package';
  amount: string;
  package: string;
  people: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

export type GiftCardField = keyof Omit<GiftCardFormValues, 'kind'>;
export type GiftCardErrors = Partial<Record<GiftCardField, string>>;

export const EMPTY_GIFT_CARD_FORM: GiftCardFormValues = {
  kind: 'amount',
  amount: '100',
  package: '',
  people: '1',
  buyerName: '',
  buyerEmail: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
};

/** Suggested amounts, in whole dollars. */
export const GIFT_CARD_AMOUNTS = [50, 100, 200, 300] as const;
export const GIFT_CARD_MIN_DOLLARS = GIFT_CARD_MIN_CENTS / 100;
export const GIFT_CARD_MAX_DOLLARS = GIFT_CARD_MAX_CENTS / 100;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The browser's own check, with the server's messages (the server checks again). */
export function giftCardFormErrors(values: GiftCardFormValues): GiftCardErrors {
  const errors: GiftCardErrors = {};
  if (values.kind === 'amount') {
    const dollars = Number(values.amount);
    if (!/^\d+$/.test(values.amount.trim()) || dollars < GIFT_CARD_MIN_DOLLARS || dollars > GIFT_CARD_MAX_DOLLARS)
      errors.amount = GIFT_CARD_MESSAGES.amount;
  } else if (!values.package) errors.package = BOOKING_MESSAGES.package;
  if (values.buyerName.trim().length < 2) errors.buyerName = BOOKING_MESSAGES.name;
  if (!EMAIL.test(values.buyerEmail.trim())) errors.buyerEmail = BOOKING_MESSAGES.email;
  if (values.recipientName.trim().length < 2) errors.recipientName = BOOKING_MESSAGES.name;
  if (!EMAIL.test(values.recipientEmail.trim())) errors.recipientEmail = BOOKING_MESSAGES.email;
  return errors;
}

export function giftCardOrderOf(values: GiftCardFormValues): GiftCardOrder {
  return {
    ...(values.kind === 'amount' ? { amount: Number(values.amount) } : { package: values.package, people: Number(values.people) }),
    buyerName: values.buyerName.trim(),
    buyerEmail: values.buyerEmail.trim(),
    recipientName: values.recipientName.trim(),
    recipientEmail: values.recipientEmail.trim(),
    ...(values.message.trim() ? { message: values.message.trim() } : {}),
  };
}

/** What the card is worth, as the form shows it before paying (the server prices it again). */
export function giftCardWorthCents(values: GiftCardFormValues, packages: readonly { name: string; price: number }[]): number | null {
  if (values.kind === 'amount') return /^\d+$/.test(values.amount.trim()) ? Number(values.amount) * 100 : null;
  const found = packages.find((p) => p.name === values.package);
  return found ? found.price * 100 * Number(values.people) : null;
}
