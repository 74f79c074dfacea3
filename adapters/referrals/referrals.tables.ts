import { AreaTables } from '../shared/area-tables';
import { referralEntities, referralMigrations } from './referral-tables';

/** The tables of the referrals area (referrals.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const referralsTables: AreaTables = {
  name: 'referrals',
  entities: referralEntities,
  migrations: referralMigrations,
};
