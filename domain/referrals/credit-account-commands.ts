import { Actor } from '../shared/actor';
import { ReferralParty } from './referral-rules';

/** Time and actor come in with every command: `decide` never reads a clock. */
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
