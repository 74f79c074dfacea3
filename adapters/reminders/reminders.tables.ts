import { AreaTables } from '../shared/area-tables';
import { reminderEntities, reminderMigrations } from './reminders-table';

/** The tables of the reminders area (reminders.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const remindersTables: AreaTables = {
  name: 'reminders',
  entities: reminderEntities,
  migrations: reminderMigrations,
};
