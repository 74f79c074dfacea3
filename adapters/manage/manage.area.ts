import { Area } from '../shared/area';
import { manageCore } from './manage.core';

/** The customers' self-service through their manage link: its links, and the moves it asks for (routes in BookingsModule). */
export const manageArea: Area = {
  ...manageCore,
};
