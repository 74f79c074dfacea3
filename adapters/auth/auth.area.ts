import { Area } from '../shared/area';
import { AuthModule } from './auth.module';
import { authEntities, authMigrations } from './auth-tables';

/** Accounts, sessions and sign-ins. */
export const authArea: Area = {
  name: 'auth',
  modules: () => [AuthModule],
  entities: authEntities,
  migrations: authMigrations,
};
