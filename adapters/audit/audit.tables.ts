import { AreaTables } from '../shared/area-tables';
import { auditEntities, auditMigrations } from './content-changes-table';

/** The tables of the audit area (audit.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const auditTables: AreaTables = {
  name: 'audit',
  entities: auditEntities,
  migrations: auditMigrations,
};
