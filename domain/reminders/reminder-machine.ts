import { setup } from 'xstate';

/**
 * Which reminder changes exist (docs/product/reminders.md). A reminder is scheduled (`pending`),
 * may move with its booking or wait out quiet hours, and is then queued in the outbox once; the
 * outbox's report makes it sent, or failed: `retrying` while the outbox tries again with back-off,
 * `failed` for good. A message that has gone out (or is going) may be answered: the customer
 * followed its link. A pending one may be cancelled (its booking was) or skipped (its moment came
 * too late). Once it is in the outbox nothing cancels it: it has gone, or is going.
 */
export const reminderMachine = setup({
  types: {
    events: {} as
      | { type: 'schedule' }
      | { type: 'move' }
      | { type: 'defer' }
      | { type: 'queue' }
      | { type: 'deliver' }
      | { type: 'attempt_fail' }
      | { type: 'fail' }
      | { type: 'cancel' }
      | { type: 'skip' }
      | { type: 'answer' },
  },
}).createMachine({
  id: 'reminder',
  initial: 'none',
  states: {
    none: { on: { schedule: 'pending' } },
    pending: { on: { move: 'pending', defer: 'pending', queue: 'queued', cancel: 'cancelled', skip: 'skipped' } },
    queued: { on: { deliver: 'sent', attempt_fail: 'retrying', fail: 'failed', answer: 'queued' } },
    retrying: { on: { deliver: 'sent', attempt_fail: 'retrying', fail: 'failed', answer: 'retrying' } },
    sent: { on: { answer: 'sent' } },
    failed: {},
    cancelled: {},
    skipped: {},
  },
});

export type ReminderMachineState = 'none' | 'pending' | 'queued' | 'retrying' | 'sent' | 'failed' | 'cancelled' | 'skipped';
