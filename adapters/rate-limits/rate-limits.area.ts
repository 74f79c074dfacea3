import { Area } from '../shared/area';
import { RateLimitsModule } from './rate-limits.module';
import { rateLimitEntities, rateLimitMigrations } from './rate-limit-table';

/** Rate limits: the windows of the limits against abuse, shared by every server. */
export const rateLimitsArea: Area = {
  name: 'rate-limits',
  modules: () => [RateLimitsModule],
  entities: rateLimitEntities,
  migrations: rateLimitMigrations,
};
