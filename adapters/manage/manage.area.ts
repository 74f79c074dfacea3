import type { Area } from '../shared/area';
import { manageCore } from './manage.core';

/** The customers' self-service through their manage link: its links, and the moves it asks for. */
export const manageArea: Area = {
  ...manageCore,
  modules: async () => [(await import('./manage.module.js')).ManageModule],
};
