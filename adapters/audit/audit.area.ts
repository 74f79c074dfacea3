import { Area } from '../shared/area';
import { AuditModule } from './audit.module';
import { auditEntities, auditMigrations } from './content-changes-table';

/** The log of the admin's content changes. */
export const auditArea: Area = {
  name: 'audit',
  modules: () => [AuditModule],
  entities: auditEntities,
  migrations: auditMigrations,
};
