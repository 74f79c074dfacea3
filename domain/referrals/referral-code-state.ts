import { unknownEvent } from '../shared/decider';
import { ReferralCodeEvent } from './referral-code-events';
import { ReferralParty } from './referral-rules';

/** One variant per machine state (referralCodeMachine of referral-code-machine.ts): `none` before it is issued. */
export type ReferralCodeState = { readonly status: 'none' } | IssuedReferralCode;

export interface IssuedReferralCode {
  readonly status: 'issued';
  readonly code: string;
  readonly bookingId: string;
  readonly owner: ReferralParty;
  readonly issuedAt: string;
}

export const initialReferralCodeState = (): ReferralCodeState => ({ status: 'none' });

/** Accepts every event ever written, whatever today's guards say: history is never refused. */
export function evolveReferralCode(state: ReferralCodeState, event: ReferralCodeEvent): ReferralCodeState {
  switch (event.type) {
    case 'ReferralCodeIssued': {
      const { code, bookingId, owner } = event.data;
      return { status: 'issued', code, bookingId, owner, issuedAt: event.metadata.occurredAt };
    }
    default:
      return unknownEvent(event.type, state);
  }
}
