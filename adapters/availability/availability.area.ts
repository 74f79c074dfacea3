import type { Area } from '../shared/area';
import { availabilityCore } from './availability.core';

/** The calendar: the guide's weekly template, the days changed from it, and the places taken. */
export const availabilityArea: Area = {
  ...availabilityCore,
  modules: async () => [(await import('./availability.module.js')).AvailabilityModule],
};
