import { reportBookingsProjection } from '../../application/reports/report-bookings.projection';
import { AreaCore } from '../shared/area-core';
import { reportEntities, reportMigrations } from './report-tables';

/** The reports' read model and its table, apart from their Nest module (reports.area.ts; shared/area-core.ts). */
export const reportsCore: AreaCore = {
  name: 'reports',
  entities: reportEntities,
  migrations: reportMigrations,
  projections: [reportBookingsProjection],
};
