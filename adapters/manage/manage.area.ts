import { Area } from '../shared/area';
import { manageEntities, manageMigrations } from './manage-links-table';

/** The customers' private links to manage their booking (their routes are in BookingsModule). */
export const manageArea: Area = {
  name: 'manage',
  entities: manageEntities,
  migrations: manageMigrations,
};
