import { Area } from '../shared/area';
import { ContentModule } from './content.module';
import { contentEntities, contentMigrations } from './site-content-table';

/** The site's editable content. */
export const contentArea: Area = {
  name: 'content',
  modules: () => [ContentModule],
  entities: contentEntities,
  migrations: contentMigrations,
};
