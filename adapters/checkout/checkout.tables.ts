import { AreaTables } from '../shared/area-tables';
import {
  ClaimCheckoutHoldByAddressFirst1763800170000,
  CountOpenHoldsByKeyIndex1764100300000,
  CreateCheckoutHolds1763800070000,
} from './checkout-holds-table';

/** The tables of the checkout area (checkout.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const checkoutTables: AreaTables = {
  name: 'checkout',
  entities: [],
  migrations: [CreateCheckoutHolds1763800070000, ClaimCheckoutHoldByAddressFirst1763800170000, CountOpenHoldsByKeyIndex1764100300000],
};
