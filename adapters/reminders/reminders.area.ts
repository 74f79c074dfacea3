import { reminderListProjection } from '../../application/reminders/reminder-list.projection';
import { ReminderMessagesProcess } from '../../application/reminders/reminder-messages.process';
import { ReminderPlanner } from '../../application/reminders/reminder-planner';
import { ReminderPlanningProcess } from '../../application/reminders/reminder-planning.process';
import { Area } from '../shared/area';
import { RemindersModule } from './reminders.module';
import { remindersCore } from './reminders.core';

/** The reminders sent before and after a trip. */
export const remindersArea: Area = {
  ...remindersCore,
  modules: () => [RemindersModule],
  projections: [reminderListProjection],
  processManagers: (ports) => [
    new ReminderPlanningProcess(new ReminderPlanner(ports.events, ports.content, ports.templates), ports.clock),
    new ReminderMessagesProcess(ports.events, ports.outbox),
  ],
};
