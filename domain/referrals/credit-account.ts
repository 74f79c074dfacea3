import { Decider } from '../shared/decider';
import { CreditAccountCommand } from './credit-account-commands';
import { decideCreditAccount } from './credit-account-decide';
import { CreditAccountEvent } from './credit-account-events';
import { CreditAccountState, evolveCreditAccount, initialCreditAccountState } from './credit-account-state';

/**
 * A customer's credit (stream `credit-<account>`, the account being their E.164 phone or
 * lower-cased email): its events (credit-account-events.ts), state and evolve
 * (credit-account-state.ts), commands (credit-account-commands.ts) and one decision per command
 * (credit-account-decide.ts), guarded by the machine of credit-account-machine.ts.
 */
export const creditAccountDecider: Decider<CreditAccountCommand, CreditAccountEvent, CreditAccountState> = {
  initialState: initialCreditAccountState,
  decide: decideCreditAccount,
  evolve: evolveCreditAccount,
};

export function creditAccountStreamId(account: string): string {
  return `credit-${account}`;
}

export * from './credit-account-commands';
export * from './credit-account-decide';
export * from './credit-account-events';
export * from './credit-account-machine';
export * from './credit-account-state';
