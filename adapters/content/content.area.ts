import { Area } from '../shared/area';
import { ContentModule } from './content.module';
import { contentCore } from './content.core';

/** The site's editable content. */
export const contentArea: Area = {
  ...contentCore,
  modules: () => [ContentModule],
};
