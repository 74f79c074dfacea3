import { campaignSenderOf } from '../../application/campaigns/campaign-sender';
import { marketingContactsProjection } from '../../application/campaigns/marketing-contacts.projection';
import { MarketingOptInProcess } from '../../application/campaigns/marketing-opt-in.process';
import { AreaCore } from '../shared/area-core';
import { campaignEntities, campaignMigrations } from './campaign-tables';

/** The campaigns area's tables, read model and process manager, apart from its Nest modules (campaigns.area.ts; shared/area-core.ts). */
export const campaignsCore: AreaCore = {
  name: 'campaigns',
  entities: campaignEntities,
  migrations: campaignMigrations,
  projections: [marketingContactsProjection],
  processManagers: (ports) => [
    new MarketingOptInProcess({
      events: ports.events,
      ...ports.marketingChoices,
      outbox: ports.outbox,
      sender: () => campaignSenderOf(ports.content, ports.siteOrigin),
      siteOrigin: ports.siteOrigin,
    }),
  ],
};
