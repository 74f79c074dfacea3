import { Area } from '../shared/area';
import { ReferralsModule } from './referrals.module';
import { referralsCore } from './referrals.core';

/** Referrals: the customers' codes, the referrals made with them and the credit they earn. */
export const referralsArea: Area = {
  ...referralsCore,
  modules: () => [ReferralsModule],
};
