import { auditEntities, auditMigrations } from '../audit/content-changes-table';
import { authEntities, authMigrations } from '../auth/auth-tables';
import { bookingEntities, bookingMigrations } from '../bookings/booking-read-models';
import { catalogueEntities, catalogueMigrations } from '../catalogue/package-table';
import { CreateEvents1763800000000 } from './migrations/1763800000000-create-events';
import { CreateProjectionCheckpoints1763800000001 } from './migrations/1763800000001-create-projection-checkpoints';

/** Every TypeORM entity and migration of the app; each business area contributes its own. */
export const schemaEntities = [
  ...bookingEntities,
  ...authEntities,
  ...auditEntities,
  ...catalogueEntities,
];

export const schemaMigrations = [
  CreateEvents1763800000000,
  CreateProjectionCheckpoints1763800000001,
  ...bookingMigrations,
  ...authMigrations,
  ...auditMigrations,
  ...catalogueMigrations,
];
