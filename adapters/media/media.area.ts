import { Area } from '../shared/area';
import { MediaModule } from './media.module';
import { mediaCore } from './media.core';

/** The media library: uploaded images and videos. */
export const mediaArea: Area = {
  ...mediaCore,
  modules: () => [MediaModule],
};
