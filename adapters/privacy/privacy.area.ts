import type { Area } from '../shared/area';
import { privacyCore } from './privacy.core';

/** How long personal information is kept: the periods the privacy policy states, and the job that deletes by them. */
export const privacyArea: Area = {
  ...privacyCore,
  modules: async () => [(await import('./privacy.module.js')).PrivacyModule],
};
