import type { Area } from '../shared/area';
import { galleryCore } from './gallery.core';

/** The gallery of catches. */
export const galleryArea: Area = {
  ...galleryCore,
  modules: async () => [(await import('./gallery.module.js')).GalleryModule],
};
