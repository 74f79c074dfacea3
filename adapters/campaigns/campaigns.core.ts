import { AreaCore } from '../shared/area-core';
import { campaignEntities, campaignMigrations } from './campaign-tables';

/** The tables of the campaigns area (campaigns.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const campaignsCore: AreaCore = {
  name: 'campaigns',
  entities: campaignEntities,
  migrations: campaignMigrations,
};
