import { Area } from '../shared/area';
import { MediaModule } from './media.module';
import { mediaEntities, mediaMigrations } from './media-table';

/** The media library: uploaded images and videos. */
export const mediaArea: Area = {
  name: 'media',
  modules: () => [MediaModule],
  entities: mediaEntities,
  migrations: mediaMigrations,
};
