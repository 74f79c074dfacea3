import { BookingHoldsProcess } from '../../application/checkout/booking-holds.process';
import { BookingPaymentsProcess } from '../../application/checkout/booking-payments.process';
import { ReferralPaymentSteps } from '../../application/referrals/referral-payment-steps';
import { withGiftCardSteps } from '../../application/giftcards/gift-card-payment-steps';
import { AreaCore } from '../shared/area-core';
import {
  ClaimCheckoutHoldByAddressFirst1763800170000,
  CountOpenHoldsByKeyIndex1764100300000,
  CreateCheckoutHolds1763800070000,
} from './checkout-holds-table';

/** The checkout area's tables and process managers, apart from its Nest modules (checkout.area.ts; shared/area-core.ts). */
export const checkoutCore: AreaCore = {
  name: 'checkout',
  entities: [],
  migrations: [CreateCheckoutHolds1763800070000, ClaimCheckoutHoldByAddressFirst1763800170000, CountOpenHoldsByKeyIndex1764100300000],
  processManagers: (ports) => [
    new BookingPaymentsProcess({
      events: ports.events,
      gateway: ports.gateway,
      schedule: ports.schedule,
      clock: ports.clock,
      paid: withGiftCardSteps(new ReferralPaymentSteps(ports.events, ports.creditAccounts), ports.events),
    }),
    new BookingHoldsProcess({ events: ports.events, gateway: ports.gateway, clock: ports.clock }),
  ],
};
