import type { Area } from '../shared/area';
import { leasesCore } from './leases.core';

/** Leases: which server runs the work that only one server may run at a time. */
export const leasesArea: Area = {
  ...leasesCore,
  modules: async () => [(await import('./leases.module.js')).LeasesModule],
};
