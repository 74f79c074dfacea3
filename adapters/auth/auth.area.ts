import type { Area } from '../shared/area';
import { authCore } from './auth.core';

/** Accounts, sessions and sign-ins. */
export const authArea: Area = {
  ...authCore,
  modules: async () => [(await import('./auth.module.js')).AuthModule],
};
