import { Decider } from '../shared/decider';
import { ReminderCommand } from './reminder-commands';
import { decideReminder } from './reminder-decide';
import { ReminderEvent } from './reminder-events';
import { evolveReminder, initialReminderState, ReminderState } from './reminder-state';

/**
 * The reminder aggregate (stream `reminder-<id>`): its events (reminder-events.ts), state and
 * evolve (reminder-state.ts), commands (reminder-commands.ts) and one decision per command
 * (reminder-decide.ts), guarded by the machine of reminder-machine.ts.
 */
export const reminderDecider: Decider<ReminderCommand, ReminderEvent, ReminderState> = {
  initialState: initialReminderState,
  decide: decideReminder,
  evolve: evolveReminder,
};

export function reminderStreamId(reminderId: string): string {
  return `reminder-${reminderId}`;
}

export * from './reminder-commands';
export * from './reminder-events';
export * from './reminder-state';
