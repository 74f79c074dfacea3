import { reminderListProjection } from '../../application/reminders/reminder-list.projection';
import { ReminderMessagesProcess } from '../../application/reminders/reminder-messages.process';
import { ReminderPlanner } from '../../application/reminders/reminder-planner';
import { ReminderPlanningProcess } from '../../application/reminders/reminder-planning.process';
import { Area } from '../shared/area';
import { reminderEntities, reminderMigrations } from './reminders-table';
import { RemindersModule } from './reminders.module';

/** The reminders sent before and after a trip. */
export const remindersArea: Area = {
  name: 'reminders',
  modules: () => [RemindersModule],
  entities: reminderEntities,
  migrations: reminderMigrations,
  projections: [reminderListProjection],
  processManagers: (ports) => [
    new ReminderPlanningProcess(new ReminderPlanner(ports.events, ports.content, ports.templates), ports.clock),
    new ReminderMessagesProcess(ports.events, ports.outbox),
  ],
};
