import { AreaCore } from '../shared/area-core';
import { rateLimitEntities, rateLimitMigrations } from './rate-limit-table';

/** The tables of the rate-limits area (rate-limits.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const rateLimitsCore: AreaCore = {
  name: 'rate-limits',
  entities: rateLimitEntities,
  migrations: rateLimitMigrations,
};
