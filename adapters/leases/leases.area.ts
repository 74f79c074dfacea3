import { Area } from '../shared/area';
import { LeasesModule } from './leases.module';
import { leaseEntities, leaseMigrations } from './leases-table';

/** Leases: which server runs the work that only one server may run at a time. */
export const leasesArea: Area = {
  name: 'leases',
  modules: () => [LeasesModule],
  entities: leaseEntities,
  migrations: leaseMigrations,
};
