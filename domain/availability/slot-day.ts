import { Decider } from '../shared/decider';
import { SlotDayCommand } from './slot-day-commands';
import { decideSlotDay } from './slot-day-decide';
import { SlotDayEvent } from './slot-day-events';
import { evolveSlotDay, initialSlotDayState, SlotDayState } from './slot-day-state';

/**
 * One day on the lake as a consistency boundary (stream `slotday-YYYY-MM-DD`): its events
 * (slot-day-events.ts), state and evolve (slot-day-state.ts), commands (slot-day-commands.ts) and
 * one decision per command (slot-day-decide.ts), each claim guarded by the machine of
 * slot-day-machine.ts; what it tells visitors and the reasons it records are in slot-day-rules.ts.
 * Every hold and every paid booking of that date is decided here, one append at a time, so no slot
 * is ever sold twice, nor two overlapping ones (the guide has one boat; see slotsOverlap), and a
 * boat sold per seat never holds more parties than its seats (slot-seats.ts).
 */
export const slotDayDecider: Decider<SlotDayCommand, SlotDayEvent, SlotDayState> = {
  initialState: initialSlotDayState,
  decide: decideSlotDay,
  evolve: evolveSlotDay,
};

export function slotDayStreamId(date: string): string {
  return `slotday-${date}`;
}

export * from './slot-day-commands';
export * from './slot-day-decide';
export * from './slot-day-events';
export * from './slot-day-machine';
export * from './slot-day-rules';
export * from './slot-day-state';
