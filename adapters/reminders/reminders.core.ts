import { AreaCore } from '../shared/area-core';
import { reminderEntities, reminderMigrations } from './reminders-table';

/** The tables of the reminders area (reminders.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const remindersCore: AreaCore = {
  name: 'reminders',
  entities: reminderEntities,
  migrations: reminderMigrations,
};
