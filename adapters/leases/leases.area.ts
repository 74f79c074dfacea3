import { Area } from '../shared/area';
import { LeasesModule } from './leases.module';
import { leasesCore } from './leases.core';

/** Leases: which server runs the work that only one server may run at a time. */
export const leasesArea: Area = {
  ...leasesCore,
  modules: () => [LeasesModule],
};
