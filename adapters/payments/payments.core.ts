import { AreaCore } from '../shared/area-core';
import { paymentEntities, paymentMigrations } from './test-gateway-tables';

/** The tables of the payments area (payments.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const paymentsCore: AreaCore = {
  name: 'payments',
  entities: paymentEntities,
  migrations: paymentMigrations,
};
