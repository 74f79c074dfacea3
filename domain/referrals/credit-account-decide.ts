import { assertTransition, DomainError, metadataOf, unknownCommand } from '../shared/decider';
import { CreditAccountCommand, GrantCredit, RestoreCredit, SpendCredit } from './credit-account-commands';
import { CreditAccountEvent } from './credit-account-events';
import { creditAccountMachine } from './credit-account-machine';
import { CreditAccountState, OpenCreditAccount } from './credit-account-state';
import { REFERRAL_MESSAGES } from './referral-rules';

export class CreditAccountNotFoundError extends DomainError {
  constructor() {
    super('credit-account-not-found', REFERRAL_MESSAGES.noAccount);
  }
}

/** Every command is safe to repeat: a grant per referral, a spend and a give-back per booking. */
export function decideCreditAccount(command: CreditAccountCommand, state: CreditAccountState): CreditAccountEvent[] {
  switch (command.type) {
    case 'GrantCredit':
      return grant(command, state);
    case 'SpendCredit':
      return spend(command, open(state));
    case 'RestoreCredit':
      return restore(command, state);
    default:
      return unknownCommand(command, 'credit account');
  }
}

function grant(command: GrantCredit, state: CreditAccountState): CreditAccountEvent[] {
  if (state.status === 'open' && state.referralIds.includes(command.referralId)) return [];
  assertTransition(creditAccountMachine, state.status, 'grant');
  assertAmount(command.amountCents);
  const { account, holder, amountCents, referralId } = command;
  return [{ type: 'CreditGranted', data: { account, holder, amountCents, referralId }, metadata: metadataOf(command) }];
}

function spend(command: SpendCredit, state: OpenCreditAccount): CreditAccountEvent[] {
  assertAmount(command.amountCents);
  if (state.bookings[command.bookingId]) return [];
  // Never below 0: two checkouts that both counted on the same balance share what is there.
  const amountCents = Math.min(command.amountCents, state.balanceCents);
  if (amountCents === 0) return [];
  assertTransition(creditAccountMachine, state.status, 'spend');
  return [{ type: 'CreditSpent', data: { bookingId: command.bookingId, amountCents }, metadata: metadataOf(command) }];
}

function restore(command: RestoreCredit, state: CreditAccountState): CreditAccountEvent[] {
  // No account, nothing was ever spent from it: nothing to give back.
  if (state.status === 'none') return [];
  const spent = state.bookings[command.bookingId];
  const left = spent ? spent.spentCents - spent.restoredCents : 0;
  if (left <= 0) return [];
  assertTransition(creditAccountMachine, state.status, 'restore');
  return [
    {
      type: 'CreditRestored',
      data: { bookingId: command.bookingId, amountCents: left, reason: command.reason },
      metadata: metadataOf(command),
    },
  ];
}

function assertAmount(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new DomainError('invalid-credit', REFERRAL_MESSAGES.creditAmount);
}

/** Only an account that exists can be spent from. */
function open(state: CreditAccountState): OpenCreditAccount {
  if (state.status === 'none') throw new CreditAccountNotFoundError();
  return state;
}
