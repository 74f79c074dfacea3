import type { Area } from '../shared/area';
import { campaignsCore } from './campaigns.core';

/** Email campaigns, and the contacts' consent: opt-ins and unsubscribes. */
export const campaignsArea: Area = {
  ...campaignsCore,
  modules: async () => [(await import('./campaigns.module.js')).CampaignsModule],
};
