import { AreaTables } from '../shared/area-tables';
import { campaignEntities, campaignMigrations } from './campaign-tables';

/** The tables of the campaigns area (campaigns.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const campaignsTables: AreaTables = {
  name: 'campaigns',
  entities: campaignEntities,
  migrations: campaignMigrations,
};
