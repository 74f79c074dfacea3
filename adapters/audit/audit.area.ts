import type { Area } from '../shared/area';
import { auditCore } from './audit.core';

/** The log of the admin's content changes. */
export const auditArea: Area = {
  ...auditCore,
  modules: async () => [(await import('./audit.module.js')).AuditModule],
};
