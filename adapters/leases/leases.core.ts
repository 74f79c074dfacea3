import { AreaCore } from '../shared/area-core';
import { leaseEntities, leaseMigrations } from './leases-table';

/** The tables of the leases area (leases.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const leasesCore: AreaCore = {
  name: 'leases',
  entities: leaseEntities,
  migrations: leaseMigrations,
};
