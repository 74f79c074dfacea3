import { AreaTables } from '../shared/area-tables';
import { waiverTermsEntities, waiverTermsMigrations } from './waiver-terms-table';
import { waiverEntities, waiverMigrations } from './waivers-table';

/** The tables of the waivers area (waivers.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const waiversTables: AreaTables = {
  name: 'waivers',
  entities: [...waiverTermsEntities, ...waiverEntities],
  migrations: [...waiverTermsMigrations, ...waiverMigrations],
};
