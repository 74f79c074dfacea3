import type { Area } from '../shared/area';
import { checkoutCore } from './checkout.core';

/** The visitor's checkout: holds while they pay, the payment confirmed into a booking or refunded. */
export const checkoutArea: Area = {
  ...checkoutCore,
  modules: async () => [(await import('./checkout.module.js')).CheckoutModule],
};
