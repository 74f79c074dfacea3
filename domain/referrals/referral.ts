import { Decider } from '../shared/decider';
import { ReferralCommand } from './referral-commands';
import { decideReferral } from './referral-decide';
import { ReferralEvent } from './referral-events';
import { evolveReferral, initialReferralState, ReferralState } from './referral-state';

/**
 * The referral aggregate (stream `referral-<referredBookingId>`, one per friend's booking that
 * used a code): its events (referral-events.ts), state and evolve (referral-state.ts), commands
 * (referral-commands.ts) and one decision per command (referral-decide.ts), guarded by the
 * machine of referral-machine.ts.
 */
export const referralDecider: Decider<ReferralCommand, ReferralEvent, ReferralState> = {
  initialState: initialReferralState,
  decide: decideReferral,
  evolve: evolveReferral,
};

export function referralStreamId(referredBookingId: string): string {
  return `referral-${referredBookingId}`;
}

export * from './referral-commands';
export * from './referral-events';
export * from './referral-state';
export { ReferralNotDueError, SelfReferralError } from './referral-decide';
