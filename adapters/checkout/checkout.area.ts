import { BookingHoldsProcess } from '../../application/checkout/booking-holds.process';
import { BookingPaymentsProcess } from '../../application/checkout/booking-payments.process';
import { ReferralPaymentSteps } from '../../application/referrals/referral-payment-steps';
import { Area } from '../shared/area';
import { checkoutCore } from './checkout.core';

/**
 * The visitor's checkout: holds while they pay, the payment confirmed into a booking or refunded.
 * Its routes are wired by BookingsModule with the admin's, which share their services.
 */
export const checkoutArea: Area = {
  ...checkoutCore,
  processManagers: (ports) => [
    new BookingPaymentsProcess(
      ports.events,
      ports.gateway,
      ports.schedule,
      ports.clock,
      new ReferralPaymentSteps(ports.events, ports.creditAccounts),
    ),
    new BookingHoldsProcess(ports.events, ports.gateway, ports.clock),
  ],
};
