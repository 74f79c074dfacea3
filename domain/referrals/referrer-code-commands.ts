import { Actor } from '../shared/actor';

/** Time and actor come in with every command: `decide` never reads a clock. */
interface Issued {
  readonly actor: Actor;
  readonly at: string;
}

export interface ChooseReferrerCode extends Issued {
  readonly type: 'ChooseReferrerCode';
  readonly bookingId: string;
  readonly code: string;
}

/** `taken`: the code chosen before, which the code's stream gave to another booking. */
export interface ChooseReferrerCodeAgain extends Issued {
  readonly type: 'ChooseReferrerCodeAgain';
  readonly taken: string;
  readonly code: string;
}

export type ReferrerCodeCommand = ChooseReferrerCode | ChooseReferrerCodeAgain;
