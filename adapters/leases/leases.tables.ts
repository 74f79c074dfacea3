import { AreaTables } from '../shared/area-tables';
import { leaseEntities, leaseMigrations } from './leases-table';

/** The tables of the leases area (leases.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const leasesTables: AreaTables = {
  name: 'leases',
  entities: leaseEntities,
  migrations: leaseMigrations,
};
