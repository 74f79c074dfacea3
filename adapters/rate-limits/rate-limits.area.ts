import { Area } from '../shared/area';
import { RateLimitsModule } from './rate-limits.module';
import { rateLimitsTables } from './rate-limits.tables';

/** Rate limits: the windows of the limits against abuse, shared by every server. */
export const rateLimitsArea: Area = {
  ...rateLimitsTables,
  modules: () => [RateLimitsModule],
};
