import { unknownEvent } from '../shared/decider';
import { ReferrerCodeEvent } from './referrer-code-events';

/** One variant per machine state (referrerCodeMachine of referral-code-machine.ts): `none` before a code is chosen. */
export type ReferrerCodeState = { readonly status: 'none' } | ChosenReferrerCode;

export interface ChosenReferrerCode {
  readonly status: 'chosen';
  readonly bookingId: string;
  /** The code chosen last: the one the booking holds once it is issued. */
  readonly code: string;
}

export const initialReferrerCodeState = (): ReferrerCodeState => ({ status: 'none' });

/** Accepts every event ever written, whatever today's guards say: history is never refused. */
export function evolveReferrerCode(state: ReferrerCodeState, event: ReferrerCodeEvent): ReferrerCodeState {
  switch (event.type) {
    case 'ReferrerCodeChosen':
      return { status: 'chosen', bookingId: event.data.bookingId, code: event.data.code };
    case 'ReferrerCodeChosenAgain':
      return state.status === 'none' ? state : { ...state, code: event.data.code };
    default:
      return unknownEvent(event, state);
  }
}
