import { assertTransition, DomainError, metadataOf, unknownCommand } from '../shared/decider';
import { IssueReferralCode, ReferralCodeCommand } from './referral-code-commands';
import { ReferralCodeEvent } from './referral-code-events';
import { referralCodeMachine } from './referral-code-machine';
import { ReferralCodeState } from './referral-code-state';
import { isReferralCodeShape, REFERRAL_MESSAGES } from './referral-rules';

/** The code belongs to another booking: the caller draws another. */
export class ReferralCodeTakenError extends DomainError {
  constructor() {
    super('referral-code-conflict', REFERRAL_MESSAGES.codeTaken);
  }
}

/** Shared with referrer-code-decide.ts: neither code stream ever stores a code of another shape than the drawn ones. */
export function assertCodeShape(code: string): void {
  if (!isReferralCodeShape(code)) throw new DomainError('invalid-referral-code', `Not a referral code: '${code}'`);
}

/** Issuing is safe to repeat for the same booking; the code's stream refuses a second owner. */
export function decideReferralCode(command: ReferralCodeCommand, state: ReferralCodeState): ReferralCodeEvent[] {
  switch (command.type) {
    case 'IssueReferralCode':
      return issue(command, state);
    default:
      return unknownCommand(command.type, 'referral code');
  }
}

function issue(command: IssueReferralCode, state: ReferralCodeState): ReferralCodeEvent[] {
  // Issued to this booking before (a step taken again): nothing to add.
  if (state.status === 'issued' && state.bookingId === command.bookingId) return [];
  if (state.status === 'issued') throw new ReferralCodeTakenError();
  assertTransition(referralCodeMachine, state.status, 'issue');
  assertCodeShape(command.code);
  const { code, bookingId, owner } = command;
  return [{ type: 'ReferralCodeIssued', data: { code, bookingId, owner }, metadata: metadataOf(command) }];
}
