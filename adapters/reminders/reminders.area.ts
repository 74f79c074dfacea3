import type { Area } from '../shared/area';
import { remindersCore } from './reminders.core';

/** The reminders sent before and after a trip. */
export const remindersArea: Area = {
  ...remindersCore,
  modules: async () => [(await import('./reminders.module.js')).RemindersModule],
};
