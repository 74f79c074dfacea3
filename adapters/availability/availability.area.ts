import { slotClaimsProjection } from '../../application/availability/slot-claims.projection';
import { Area } from '../shared/area';
import { availabilityEntities, availabilityMigrations } from './availability-tables';
import { AvailabilityModule } from './availability.module';

/** The calendar: the guide's weekly template, the days changed from it, and the places taken. */
export const availabilityArea: Area = {
  name: 'availability',
  modules: () => [AvailabilityModule],
  entities: availabilityEntities,
  migrations: availabilityMigrations,
  projections: [slotClaimsProjection],
};
