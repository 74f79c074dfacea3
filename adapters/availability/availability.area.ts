import { slotClaimsProjection } from '../../application/availability/slot-claims.projection';
import { Area } from '../shared/area';
import { AvailabilityModule } from './availability.module';
import { availabilityTables } from './availability.tables';

/** The calendar: the guide's weekly template, the days changed from it, and the places taken. */
export const availabilityArea: Area = {
  ...availabilityTables,
  modules: () => [AvailabilityModule],
  projections: [slotClaimsProjection],
};
