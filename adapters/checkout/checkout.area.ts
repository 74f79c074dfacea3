import { Area } from '../shared/area';
import { checkoutCore } from './checkout.core';

/**
 * The visitor's checkout: holds while they pay, the payment confirmed into a booking or refunded.
 * Its routes are wired by BookingsModule with the admin's, which share their services.
 */
export const checkoutArea: Area = {
  ...checkoutCore,
};
