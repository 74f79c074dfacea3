import { AreaCore } from '../shared/area-core';
import { authEntities, authMigrations } from './auth-tables';

/** The tables of the auth area (auth.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const authCore: AreaCore = {
  name: 'auth',
  entities: authEntities,
  migrations: authMigrations,
};
