import { Area } from '../shared/area';
import { GalleryModule } from './gallery.module';
import { galleryCore } from './gallery.core';

/** The gallery of catches. */
export const galleryArea: Area = {
  ...galleryCore,
  modules: () => [GalleryModule],
};
