import { AreaCore } from '../shared/area-core';
import { mediaEntities, mediaMigrations } from './media-table';

/** The tables of the media area (media.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const mediaCore: AreaCore = {
  name: 'media',
  entities: mediaEntities,
  migrations: mediaMigrations,
};
