import type { Area } from '../shared/area';
import { blogCore } from './blog.core';

/** The blog posts. */
export const blogArea: Area = {
  ...blogCore,
  modules: async () => [(await import('./blog.module.js')).BlogModule],
};
