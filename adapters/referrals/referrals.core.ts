import {
  creditAccountListProjection,
  creditMovementsProjection,
  referralCodeListProjection,
  referralListProjection,
} from '../../application/referrals/referral-projections';
import { referralRequestsProjection } from '../../application/referrals/referral-requests.projection';
import { ReferralsProcess } from '../../application/referrals/referrals.process';
import { AreaCore } from '../shared/area-core';
import { referralEntities, referralMigrations } from './referral-tables';

/** The referrals area's tables, read models and process manager, apart from its Nest modules (referrals.area.ts; shared/area-core.ts). */
export const referralsCore: AreaCore = {
  name: 'referrals',
  entities: referralEntities,
  migrations: referralMigrations,
  projections: [
    referralCodeListProjection,
    referralListProjection,
    creditAccountListProjection,
    creditMovementsProjection,
    referralRequestsProjection,
  ],
  processManagers: (ports) => [new ReferralsProcess({ events: ports.events, accounts: ports.creditAccounts })],
};
