import { Area } from '../shared/area';
import { CheckoutModule } from './checkout.module';
import { checkoutCore } from './checkout.core';

/** The visitor's checkout: holds while they pay, the payment confirmed into a booking or refunded. */
export const checkoutArea: Area = {
  ...checkoutCore,
  modules: () => [CheckoutModule],
};
