import { Area } from '../shared/area';
import { LeasesModule } from './leases.module';
import { leasesTables } from './leases.tables';

/** Leases: which server runs the work that only one server may run at a time. */
export const leasesArea: Area = {
  ...leasesTables,
  modules: () => [LeasesModule],
};
