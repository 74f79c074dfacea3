import { reminderListProjection } from '../../application/reminders/reminder-list.projection';
import { ReminderMessagesProcess } from '../../application/reminders/reminder-messages.process';
import { ReminderPlanner } from '../../application/reminders/reminder-planner';
import { ReminderPlanningProcess } from '../../application/reminders/reminder-planning.process';
import { AreaCore } from '../shared/area-core';
import { reminderEntities, reminderMigrations } from './reminders-table';

/** The reminders area's tables, read model and process managers, apart from its Nest modules (reminders.area.ts; shared/area-core.ts). */
export const remindersCore: AreaCore = {
  name: 'reminders',
  entities: reminderEntities,
  migrations: reminderMigrations,
  projections: [reminderListProjection],
  processManagers: (ports) => [
    new ReminderPlanningProcess({ planner: new ReminderPlanner(ports.events, ports.content, ports.templates), clock: ports.clock }),
    new ReminderMessagesProcess({ events: ports.events, outbox: ports.outbox }),
  ],
};
