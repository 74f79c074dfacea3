import { Area } from '../shared/area';
import { MediaModule } from './media.module';
import { mediaTables } from './media.tables';

/** The media library: uploaded images and videos. */
export const mediaArea: Area = {
  ...mediaTables,
  modules: () => [MediaModule],
};
