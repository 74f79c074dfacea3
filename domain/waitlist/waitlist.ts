import { Decider } from '../shared/decider';
import { WaitlistCommand } from './waitlist-commands';
import { decideWaitlist } from './waitlist-decide';
import { WaitlistEvent } from './waitlist-events';
import { evolveWaitlist, initialWaitlistState, WaitlistState } from './waitlist-state';

/**
 * The waitlist of one date (stream `waitlist-<date>`): its events (waitlist-events.ts), state and
 * evolve (waitlist-state.ts), commands (waitlist-commands.ts) and one decision per command
 * (waitlist-decide.ts), each entry guarded by the machine of waitlist-machine.ts. One stream per
 * date, because who is offered a freed place depends on everyone waiting for that day, in order.
 */
export const waitlistDecider: Decider<WaitlistCommand, WaitlistEvent, WaitlistState> = {
  initialState: initialWaitlistState,
  decide: decideWaitlist,
  evolve: evolveWaitlist,
};

export function waitlistStreamId(date: string): string {
  return `waitlist-${date}`;
}

export function dateOfWaitlistStream(streamId: string): string {
  return streamId.slice('waitlist-'.length);
}

export * from './waitlist-commands';
export * from './waitlist-decide';
export * from './waitlist-events';
export * from './waitlist-machine';
export * from './waitlist-rules';
export * from './waitlist-state';
