import { AreaTables } from '../shared/area-tables';
import { galleryEntities, galleryMigrations } from './catch-table';

/** The tables of the gallery area (gallery.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const galleryTables: AreaTables = {
  name: 'gallery',
  entities: galleryEntities,
  migrations: galleryMigrations,
};
