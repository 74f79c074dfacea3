import { setup } from 'xstate';
import { Actor } from '../shared/actor';
import { assertTransition, Decider, DomainError, DomainEvent } from '../shared/decider';
import { REFERRAL_MESSAGES, ReferralParty } from './referral-rules';

/**
 * Which changes a customer's credit account has (issue 18): it opens with its first grant (a
 * referral rewarded); then grants, spends on a booking and credit given back when that booking is
 * cancelled before its trip, each recorded as it happened. The balance never goes below 0: a spend
 * takes at most what is there.
 */
export const creditAccountMachine = setup({
  types: { events: {} as { type: 'grant' } | { type: 'spend' } | { type: 'restore' } },
}).createMachine({
  id: 'creditAccount',
  initial: 'none',
  states: {
    none: { on: { grant: 'open' } },
    open: { on: { grant: 'open', spend: 'open', restore: 'open' } },
  },
});

// ---- events: stored for ever, so fields are only ever added, as optional, never renamed ----

/** A referral was rewarded: its credit is on the referrer's account. */
export type CreditGranted = DomainEvent<
  'CreditGranted',
  { account: string; holder: ReferralParty; amountCents: number; referralId: string; actor: Actor; at: string }
>;

/** Part of the balance paid for a booking (its price showed it as account credit). */
export type CreditSpent = DomainEvent<'CreditSpent', { bookingId: string; amountCents: number; actor: Actor; at: string }>;

/** The booking it was spent on was cancelled before its trip: the credit is back. */
export type CreditRestored = DomainEvent<
  'CreditRestored',
  { bookingId: string; amountCents: number; reason: string; actor: Actor; at: string }
>;

export type CreditAccountEvent = CreditGranted | CreditSpent | CreditRestored;

export const CREDIT_ACCOUNT_EVENT_TYPES: ReadonlySet<string> = new Set<CreditAccountEvent['type']>([
  'CreditGranted',
  'CreditSpent',
  'CreditRestored',
]);

// ---- commands ----

interface Issued {
  readonly actor: Actor;
  readonly at: string;
}

export interface GrantCredit extends Issued {
  readonly type: 'GrantCredit';
  readonly account: string;
  readonly holder: ReferralParty;
  readonly referralId: string;
  readonly amountCents: number;
}

/** Takes up to `amountCents` for the booking: never more than the balance. */
export interface SpendCredit extends Issued {
  readonly type: 'SpendCredit';
  readonly bookingId: string;
  readonly amountCents: number;
}

/** Gives back what the booking spent (and has not had back). */
export interface RestoreCredit extends Issued {
  readonly type: 'RestoreCredit';
  readonly bookingId: string;
  readonly reason: string;
}

export type CreditAccountCommand = GrantCredit | SpendCredit | RestoreCredit;

// ---- state ----

export type CreditAccountState = { readonly status: 'none' } | OpenCreditAccount;

export interface OpenCreditAccount {
  readonly status: 'open';
  readonly account: string;
  readonly holder: ReferralParty;
  readonly balanceCents: number;
  /** The referrals whose credit was granted here. */
  readonly referralIds: readonly string[];
  /** What each booking spent, and how much of it came back. */
  readonly bookings: Readonly<Record<string, { readonly spentCents: number; readonly restoredCents: number }>>;
}

export class CreditAccountNotFoundError extends DomainError {
  constructor() {
    super('credit-account-not-found', REFERRAL_MESSAGES.noAccount);
  }
}

function assertAmount(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new DomainError('invalid-credit', REFERRAL_MESSAGES.creditAmount);
}

/** Every command is safe to repeat: a grant per referral, a spend and a give-back per booking. */
export function decideCreditAccount(command: CreditAccountCommand, state: CreditAccountState): CreditAccountEvent[] {
  switch (command.type) {
    case 'GrantCredit': {
      if (state.status === 'open' && state.referralIds.includes(command.referralId)) return [];
      assertTransition(creditAccountMachine, state.status, 'grant');
      assertAmount(command.amountCents);
      const { account, holder, amountCents, referralId, actor, at } = command;
      return [{ type: 'CreditGranted', data: { account, holder, amountCents, referralId, actor, at } }];
    }
    case 'SpendCredit': {
      if (state.status === 'none') throw new CreditAccountNotFoundError();
      assertAmount(command.amountCents);
      if (state.bookings[command.bookingId]) return [];
      // Never below 0: two checkouts that both counted on the same balance share what is there.
      const amountCents = Math.min(command.amountCents, state.balanceCents);
      if (amountCents === 0) return [];
      assertTransition(creditAccountMachine, state.status, 'spend');
      return [{ type: 'CreditSpent', data: { bookingId: command.bookingId, amountCents, actor: command.actor, at: command.at } }];
    }
    case 'RestoreCredit': {
      if (state.status === 'none') return [];
      const spent = state.bookings[command.bookingId];
      const left = spent ? spent.spentCents - spent.restoredCents : 0;
      if (left <= 0) return [];
      assertTransition(creditAccountMachine, state.status, 'restore');
      return [
        {
          type: 'CreditRestored',
          data: { bookingId: command.bookingId, amountCents: left, reason: command.reason, actor: command.actor, at: command.at },
        },
      ];
    }
    default: {
      const unknown: never = command;
      throw new DomainError('unknown-command', `Unknown credit account command ${(unknown as { type: string }).type}`);
    }
  }
}

/** Accepts every event ever written, whatever today's guards say: history is never refused. */
export function evolveCreditAccount(state: CreditAccountState, event: CreditAccountEvent): CreditAccountState {
  switch (event.type) {
    case 'CreditGranted': {
      const d = event.data;
      const base: OpenCreditAccount =
        state.status === 'open'
          ? state
          : { status: 'open', account: d.account, holder: d.holder, balanceCents: 0, referralIds: [], bookings: {} };
      return {
        ...base,
        holder: d.holder,
        balanceCents: base.balanceCents + d.amountCents,
        referralIds: [...base.referralIds, d.referralId],
      };
    }
    case 'CreditSpent': {
      if (state.status === 'none') return state;
      const { bookingId, amountCents } = event.data;
      const before = state.bookings[bookingId] ?? { spentCents: 0, restoredCents: 0 };
      return {
        ...state,
        balanceCents: state.balanceCents - amountCents,
        bookings: { ...state.bookings, [bookingId]: { ...before, spentCents: before.spentCents + amountCents } },
      };
    }
    case 'CreditRestored': {
      if (state.status === 'none') return state;
      const { bookingId, amountCents } = event.data;
      const before = state.bookings[bookingId] ?? { spentCents: 0, restoredCents: 0 };
      return {
        ...state,
        balanceCents: state.balanceCents + amountCents,
        bookings: { ...state.bookings, [bookingId]: { ...before, restoredCents: before.restoredCents + amountCents } },
      };
    }
    default:
      return state;
  }
}

/** A customer's credit (stream `credit-<account>`, the account being their E.164 phone or lower-cased email). */
export const creditAccountDecider: Decider<CreditAccountCommand, CreditAccountEvent, CreditAccountState> = {
  initialState: () => ({ status: 'none' }),
  decide: decideCreditAccount,
  evolve: evolveCreditAccount,
};

export function creditAccountStreamId(account: string): string {
  return `credit-${account}`;
}
