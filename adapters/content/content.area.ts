import { Area } from '../shared/area';
import { ContentModule } from './content.module';
import { contentTables } from './content.tables';

/** The site's editable content. */
export const contentArea: Area = {
  ...contentTables,
  modules: () => [ContentModule],
};
