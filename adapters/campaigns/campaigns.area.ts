import { campaignSenderOf } from '../../application/campaigns/campaign-sender';
import { marketingContactsProjection } from '../../application/campaigns/marketing-contacts.projection';
import { MarketingOptInProcess } from '../../application/campaigns/marketing-opt-in.process';
import { Area } from '../shared/area';
import { CampaignsModule } from './campaigns.module';
import { campaignsCore } from './campaigns.core';

/** Email campaigns, and the contacts' consent: opt-ins and unsubscribes. */
export const campaignsArea: Area = {
  ...campaignsCore,
  modules: () => [CampaignsModule],
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
