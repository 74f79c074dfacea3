import { Decider } from '../shared/decider';
import { ReferrerCodeCommand } from './referrer-code-commands';
import { decideReferrerCode } from './referrer-code-decide';
import { ReferrerCodeEvent } from './referrer-code-events';
import { evolveReferrerCode, initialReferrerCodeState, ReferrerCodeState } from './referrer-code-state';

/**
 * The code a paid booking holds (stream `referrercode-<bookingId>`): its events
 * (referrer-code-events.ts), state and evolve (referrer-code-state.ts), commands
 * (referrer-code-commands.ts) and one decision per command (referrer-code-decide.ts), guarded by
 * referrerCodeMachine of referral-code-machine.ts. The code is chosen here first, then issued on
 * the code's own stream (referral-code.ts), which is what keeps a code to one owner.
 */
export const referrerCodeDecider: Decider<ReferrerCodeCommand, ReferrerCodeEvent, ReferrerCodeState> = {
  initialState: initialReferrerCodeState,
  decide: decideReferrerCode,
  evolve: evolveReferrerCode,
};

export function referrerCodeStreamId(bookingId: string): string {
  return `referrercode-${bookingId}`;
}

export * from './referrer-code-commands';
export * from './referrer-code-events';
export * from './referrer-code-state';
export { decideReferrerCode } from './referrer-code-decide';
