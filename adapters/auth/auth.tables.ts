import { AreaTables } from '../shared/area-tables';
import { authEntities, authMigrations } from './auth-tables';

/** The tables of the auth area (auth.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const authTables: AreaTables = {
  name: 'auth',
  entities: authEntities,
  migrations: authMigrations,
};
