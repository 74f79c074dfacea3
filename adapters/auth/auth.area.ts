import { Area } from '../shared/area';
import { AuthModule } from './auth.module';
import { authTables } from './auth.tables';

/** Accounts, sessions and sign-ins. */
export const authArea: Area = {
  ...authTables,
  modules: () => [AuthModule],
};
