import type { Area } from '../shared/area';
import { contentCore } from './content.core';

/** The site's editable content. */
export const contentArea: Area = {
  ...contentCore,
  modules: async () => [(await import('./content.module.js')).ContentModule],
};
