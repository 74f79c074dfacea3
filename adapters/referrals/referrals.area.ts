import type { Area } from '../shared/area';
import { referralsCore } from './referrals.core';

/** Referrals: the customers' codes, the referrals made with them and the credit they earn. */
export const referralsArea: Area = {
  ...referralsCore,
  modules: async () => [(await import('./referrals.module.js')).ReferralsModule],
};
