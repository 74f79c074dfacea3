import { Area } from '../shared/area';
import { AuditModule } from './audit.module';
import { auditCore } from './audit.core';

/** The log of the admin's content changes. */
export const auditArea: Area = {
  ...auditCore,
  modules: () => [AuditModule],
};
