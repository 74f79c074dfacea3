import { AreaTables } from '../shared/area-tables';
import { rateLimitEntities, rateLimitMigrations } from './rate-limit-table';

/** The tables of the rate-limits area (rate-limits.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const rateLimitsTables: AreaTables = {
  name: 'rate-limits',
  entities: rateLimitEntities,
  migrations: rateLimitMigrations,
};
