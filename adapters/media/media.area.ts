import type { Area } from '../shared/area';
import { mediaCore } from './media.core';

/** The media library: uploaded images and videos. */
export const mediaArea: Area = {
  ...mediaCore,
  modules: async () => [(await import('./media.module.js')).MediaModule],
};
