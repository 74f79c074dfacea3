import { AreaTables } from '../shared/area-tables';
import { paymentEntities, paymentMigrations } from './test-gateway-tables';

/** The tables of the payments area (payments.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const paymentsTables: AreaTables = {
  name: 'payments',
  entities: paymentEntities,
  migrations: paymentMigrations,
};
