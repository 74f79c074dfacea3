import { Area } from '../shared/area';
import { AuditModule } from './audit.module';
import { auditTables } from './audit.tables';

/** The log of the admin's content changes. */
export const auditArea: Area = {
  ...auditTables,
  modules: () => [AuditModule],
};
