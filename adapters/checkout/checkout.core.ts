import { AreaCore } from '../shared/area-core';
import { ClaimCheckoutHoldByAddressFirst1763800170000, CreateCheckoutHolds1763800070000 } from './checkout-holds-table';

/** The tables of the checkout area (checkout.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const checkoutCore: AreaCore = {
  name: 'checkout',
  entities: [],
  migrations: [CreateCheckoutHolds1763800070000, ClaimCheckoutHoldByAddressFirst1763800170000],
};
