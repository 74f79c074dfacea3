import { Area } from '../shared/area';
import { BlogModule } from './blog.module';
import { blogCore } from './blog.core';

/** The blog posts. */
export const blogArea: Area = {
  ...blogCore,
  modules: () => [BlogModule],
};
