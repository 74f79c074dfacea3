import {
  creditAccountListProjection,
  creditMovementsProjection,
  referralCodeListProjection,
  referralListProjection,
} from '../../application/referrals/referral-projections';
import { referralRequestsProjection } from '../../application/referrals/referral-requests.projection';
import { ReferralsProcess } from '../../application/referrals/referrals.process';
import { Area } from '../shared/area';
import { referralEntities, referralMigrations } from './referral-tables';
import { ReferralsModule } from './referrals.module';

/** Referrals: the customers' codes, the referrals made with them and the credit they earn. */
export const referralsArea: Area = {
  name: 'referrals',
  modules: () => [ReferralsModule],
  entities: referralEntities,
  migrations: referralMigrations,
  projections: [
    referralCodeListProjection,
    referralListProjection,
    creditAccountListProjection,
    creditMovementsProjection,
    referralRequestsProjection,
  ],
  processManagers: (ports) => [new ReferralsProcess(ports.events, ports.creditAccounts)],
};
