import { slotClaimsProjection } from '../../application/availability/slot-claims.projection';
import { AreaCore } from '../shared/area-core';
import { availabilityEntities, availabilityMigrations } from './availability-tables';

/** The availability area's tables and read model, apart from its Nest modules (availability.area.ts; shared/area-core.ts). */
export const availabilityCore: AreaCore = {
  name: 'availability',
  entities: availabilityEntities,
  migrations: availabilityMigrations,
  projections: [slotClaimsProjection],
};
