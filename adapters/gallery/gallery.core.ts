import { AreaCore } from '../shared/area-core';
import { galleryEntities, galleryMigrations } from './catch-table';

/** The tables of the gallery area (gallery.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const galleryCore: AreaCore = {
  name: 'gallery',
  entities: galleryEntities,
  migrations: galleryMigrations,
};
