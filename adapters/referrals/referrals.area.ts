import {
  creditAccountListProjection,
  creditMovementsProjection,
  referralCodeListProjection,
  referralListProjection,
} from '../../application/referrals/referral-projections';
import { referralRequestsProjection } from '../../application/referrals/referral-requests.projection';
import { ReferralsProcess } from '../../application/referrals/referrals.process';
import { Area } from '../shared/area';
import { ReferralsModule } from './referrals.module';
import { referralsCore } from './referrals.core';

/** Referrals: the customers' codes, the referrals made with them and the credit they earn. */
export const referralsArea: Area = {
  ...referralsCore,
  modules: () => [ReferralsModule],
  projections: [
    referralCodeListProjection,
    referralListProjection,
    creditAccountListProjection,
    creditMovementsProjection,
    referralRequestsProjection,
  ],
  processManagers: (ports) => [new ReferralsProcess(ports.events, ports.creditAccounts)],
};
