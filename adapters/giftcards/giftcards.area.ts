import type { Area } from '../shared/area';
import { giftCardsCore } from './giftcards.core';

/** Gift cards: bought on /gift-cards, emailed with a printable copy, spent on bookings at checkout. */
export const giftCardsArea: Area = {
  ...giftCardsCore,
  modules: async () => [(await import('./giftcards.module.js')).GiftCardsModule],
};
