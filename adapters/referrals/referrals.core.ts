import { AreaCore } from '../shared/area-core';
import { referralEntities, referralMigrations } from './referral-tables';

/** The tables of the referrals area (referrals.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const referralsCore: AreaCore = {
  name: 'referrals',
  entities: referralEntities,
  migrations: referralMigrations,
};
