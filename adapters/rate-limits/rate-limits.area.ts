import { Area } from '../shared/area';
import { RateLimitsModule } from './rate-limits.module';
import { rateLimitsCore } from './rate-limits.core';

/** Rate limits: the windows of the limits against abuse, shared by every server. */
export const rateLimitsArea: Area = {
  ...rateLimitsCore,
  modules: () => [RateLimitsModule],
};
