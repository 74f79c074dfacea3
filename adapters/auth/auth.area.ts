import { Area } from '../shared/area';
import { AuthModule } from './auth.module';
import { authCore } from './auth.core';

/** Accounts, sessions and sign-ins. */
export const authArea: Area = {
  ...authCore,
  modules: () => [AuthModule],
};
