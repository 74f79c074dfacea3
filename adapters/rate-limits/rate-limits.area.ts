import type { Area } from '../shared/area';
import { rateLimitsCore } from './rate-limits.core';

/** Rate limits: the windows of the limits against abuse, shared by every server. */
export const rateLimitsArea: Area = {
  ...rateLimitsCore,
  modules: async () => [(await import('./rate-limits.module.js')).RateLimitsModule],
};
