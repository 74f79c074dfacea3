import { assertTransition, DomainError, metadataOf, unknownCommand } from '../shared/decider';
import { CompleteReferral, RecordReferral, ReferralCommand, RewardReferral, VoidReferral } from './referral-commands';
import { ReferralEvent } from './referral-events';
import { referralMachine } from './referral-machine';
import { REFERRAL_MESSAGES, ReferralNotFoundError, sameCustomer } from './referral-rules';
import { ExistingReferral, ReferralState } from './referral-state';

/** The friend is the code's owner (same email or phone): a code never rewards its own owner. */
export class SelfReferralError extends DomainError {
  constructor() {
    super('self-referral', REFERRAL_MESSAGES.ownCode);
  }
}

/** Asked to complete before the friend's trip is over, or with the booking no longer confirmed. */
export class ReferralNotDueError extends DomainError {
  constructor() {
    super('referral-not-due-conflict', REFERRAL_MESSAGES.notYetTaken);
  }
}

/**
 * Every command is safe to repeat (the process managers and the job may take a step twice): a
 * repeat that changes nothing appends nothing. What the machine does not allow is refused.
 */
export function decideReferral(command: ReferralCommand, state: ReferralState): ReferralEvent[] {
  switch (command.type) {
    case 'RecordReferral':
      return record(command, state);
    case 'CompleteReferral':
      return complete(command, existing(state));
    case 'RewardReferral':
      return reward(command, existing(state));
    case 'VoidReferral':
      return voidReferral(command, existing(state));
    default:
      return unknownCommand(command, 'referral');
  }
}

function record(command: RecordReferral, state: ReferralState): ReferralEvent[] {
  // One referral per friend's booking: recorded before, nothing to add.
  if (state.status !== 'none') return [];
  assertTransition(referralMachine, state.status, 'record');
  if (command.originalBookingId === command.referredBookingId || sameCustomer(command.referrer, command.referee))
    throw new SelfReferralError();
  if (!Number.isSafeInteger(command.creditCents) || command.creditCents <= 0)
    throw new DomainError('invalid-referral', REFERRAL_MESSAGES.creditAmount);
  const { actor: _actor, at: _at, type: _type, ...facts } = command;
  return [{ type: 'ReferralRecorded', data: { referralId: command.referredBookingId, ...facts }, metadata: metadataOf(command) }];
}

function complete(command: CompleteReferral, state: ExistingReferral): ReferralEvent[] {
  if (state.status === 'completed' || state.status === 'rewarded') return [];
  assertTransition(referralMachine, state.status, 'complete', REFERRAL_MESSAGES.notPending);
  if (!command.bookingConfirmed || Date.parse(command.at) < Date.parse(command.tripEndsAt)) throw new ReferralNotDueError();
  return [{ type: 'ReferralCompleted', data: { tripEndedAt: command.tripEndsAt }, metadata: metadataOf(command) }];
}

function reward(command: RewardReferral, state: ExistingReferral): ReferralEvent[] {
  if (state.status === 'rewarded') return [];
  assertTransition(referralMachine, state.status, 'reward', REFERRAL_MESSAGES.notCompleted);
  return [
    {
      type: 'ReferralRewarded',
      data: { creditAccount: command.creditAccount, creditCents: state.creditCents },
      metadata: metadataOf(command),
    },
  ];
}

function voidReferral(command: VoidReferral, state: ExistingReferral): ReferralEvent[] {
  if (state.status === 'voided') return [];
  assertTransition(referralMachine, state.status, 'void', REFERRAL_MESSAGES.notPending);
  return [{ type: 'ReferralVoided', data: { reason: command.reason }, metadata: metadataOf(command) }];
}

function existing(state: ReferralState): ExistingReferral {
  if (state.status === 'none') throw new ReferralNotFoundError();
  return state;
}
