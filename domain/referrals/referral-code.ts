import { Decider } from '../shared/decider';
import { ReferralCodeCommand } from './referral-code-commands';
import { decideReferralCode } from './referral-code-decide';
import { ReferralCodeEvent } from './referral-code-events';
import { evolveReferralCode, initialReferralCodeState, ReferralCodeState } from './referral-code-state';

/**
 * A code and its owner (stream `referralcode-<CODE>`): the record every lookup of a code reads. Its
 * events (referral-code-events.ts), state and evolve (referral-code-state.ts), commands
 * (referral-code-commands.ts) and one decision per command (referral-code-decide.ts), guarded by
 * referralCodeMachine of referral-code-machine.ts. The code a booking holds has its own stream
 * (referrer-code.ts), re-exported here so that one import serves both.
 */
export const referralCodeDecider: Decider<ReferralCodeCommand, ReferralCodeEvent, ReferralCodeState> = {
  initialState: initialReferralCodeState,
  decide: decideReferralCode,
  evolve: evolveReferralCode,
};

export function referralCodeStreamId(code: string): string {
  return `referralcode-${code}`;
}

export * from './referral-code-commands';
export * from './referral-code-events';
export * from './referral-code-state';
export { decideReferralCode, ReferralCodeTakenError } from './referral-code-decide';
export * from './referrer-code';
