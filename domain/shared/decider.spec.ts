import { describe, expect, test } from '@jest/globals';
import { reminderDecider } from '../reminders/reminder';
import { slotDayDecider } from '../availability/slot-day';
import { DomainError, unknownCommand, unknownEvent } from './decider';

describe('the ends of every decide and evolve switch', () => {
  test('a command of a type no case knows is refused with a named error', () => {
    const stray = { type: 'PaintBoat' } as never;
    expect(() => unknownCommand(stray, 'slot-day')).toThrow(new DomainError('unknown-command', 'Unknown slot-day command PaintBoat'));
    expect(() => slotDayDecider.decide(stray, slotDayDecider.initialState())).toThrow('Unknown slot-day command PaintBoat');
  });

  test('an event of a type no case knows changes nothing: history is never refused', () => {
    const state = { status: 'none' } as const;
    expect(unknownEvent({ type: 'BoatPainted' } as never, state)).toBe(state);
    const day = slotDayDecider.initialState();
    expect(slotDayDecider.evolve(day, { type: 'BoatPainted', data: {} } as never)).toBe(day);
    const reminder = reminderDecider.initialState();
    expect(reminderDecider.evolve(reminder, { type: 'BoatPainted', data: {} } as never)).toBe(reminder);
  });
});
