import { Decider } from '../shared/decider';
import { WaiverCommand } from './waiver-commands';
import { decideWaiver } from './waiver-decide';
import { WaiverEvent } from './waiver-events';
import { evolveWaiver, initialWaiverState, WaiverState } from './waiver-state';

/**
 * The waiver aggregate (stream `waiver-<id>`, one per signed waiver): its events
 * (waiver-events.ts), state and evolve (waiver-state.ts), commands (waiver-commands.ts) and one
 * decision per command (waiver-decide.ts), guarded by the machine of waiver-machine.ts.
 */
export const waiverDecider: Decider<WaiverCommand, WaiverEvent, WaiverState> = {
  initialState: initialWaiverState,
  decide: decideWaiver,
  evolve: evolveWaiver,
};

export function waiverStreamId(waiverId: string): string {
  return `waiver-${waiverId}`;
}

export * from './waiver-commands';
export * from './waiver-email-copy';
export * from './waiver-events';
export * from './waiver-state';
export { WaiverLinkedElsewhereError, WaiverNeedsGuardianError } from './waiver-decide';
