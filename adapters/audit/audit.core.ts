import { AreaCore } from '../shared/area-core';
import { auditEntities, auditMigrations } from './content-changes-table';

/** The tables of the audit area (audit.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const auditCore: AreaCore = {
  name: 'audit',
  entities: auditEntities,
  migrations: auditMigrations,
};
