import { Area } from '../shared/area';
import { RemindersModule } from './reminders.module';
import { remindersCore } from './reminders.core';

/** The reminders sent before and after a trip. */
export const remindersArea: Area = {
  ...remindersCore,
  modules: () => [RemindersModule],
};
