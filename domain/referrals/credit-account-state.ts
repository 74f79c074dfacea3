import { unknownEvent } from '../shared/decider';
import { CreditAccountEvent } from './credit-account-events';
import { ReferralParty } from './referral-rules';

/** One variant per machine state (credit-account-machine.ts): `none` before its first grant. */
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

export const initialCreditAccountState = (): CreditAccountState => ({ status: 'none' });

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
      return unknownEvent(event, state);
  }
}
