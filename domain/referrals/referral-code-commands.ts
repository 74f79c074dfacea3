import { Actor } from '../shared/actor';
import { ReferralParty } from './referral-rules';

/** Time and actor come in with every command: `decide` never reads a clock. */
interface Issued {
  readonly actor: Actor;
  readonly at: string;
}

export interface IssueReferralCode extends Issued {
  readonly type: 'IssueReferralCode';
  readonly code: string;
  readonly bookingId: string;
  readonly owner: ReferralParty;
}

export type ReferralCodeCommand = IssueReferralCode;
