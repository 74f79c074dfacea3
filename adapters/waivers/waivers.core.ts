import { AreaCore } from '../shared/area-core';
import { waiverTermsEntities, waiverTermsMigrations } from './waiver-terms-table';
import { waiverEntities, waiverMigrations } from './waivers-table';

/** The tables of the waivers area (waivers.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const waiversCore: AreaCore = {
  name: 'waivers',
  entities: [...waiverTermsEntities, ...waiverEntities],
  migrations: [...waiverTermsMigrations, ...waiverMigrations],
};
