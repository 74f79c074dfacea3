import { Area } from '../shared/area';
import { GalleryModule } from './gallery.module';
import { galleryEntities, galleryMigrations } from './catch-table';

/** The gallery of catches. */
export const galleryArea: Area = {
  name: 'gallery',
  modules: () => [GalleryModule],
  entities: galleryEntities,
  migrations: galleryMigrations,
};
