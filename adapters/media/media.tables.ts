import { AreaTables } from '../shared/area-tables';
import { mediaEntities, mediaMigrations } from './media-table';

/** The tables of the media area (media.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const mediaTables: AreaTables = {
  name: 'media',
  entities: mediaEntities,
  migrations: mediaMigrations,
};
