import { Area } from '../shared/area';
import { GalleryModule } from './gallery.module';
import { galleryTables } from './gallery.tables';

/** The gallery of catches. */
export const galleryArea: Area = {
  ...galleryTables,
  modules: () => [GalleryModule],
};
