import { Area } from '../shared/area';
import { CampaignsModule } from './campaigns.module';
import { campaignsCore } from './campaigns.core';

/** Email campaigns, and the contacts' consent: opt-ins and unsubscribes. */
export const campaignsArea: Area = {
  ...campaignsCore,
  modules: () => [CampaignsModule],
};
