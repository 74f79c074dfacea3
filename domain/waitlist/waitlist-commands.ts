import { Actor } from '../shared/actor';
import { WaitlistRequest } from './waitlist-events';

/** Time and actor come in with every command: `decide` never reads a clock. */
interface Issued {
  readonly actor: Actor;
  readonly at: string;
}

export interface JoinWaitlist extends Issued, WaitlistRequest {
  readonly type: 'JoinWaitlist';
  readonly entryId: string;
  /** The joiner's network address; null when unknown. */
  readonly clientAddress: string | null;
}

/** The day's process holds the place first, then records the offer. */
export interface OfferPlace extends Issued {
  readonly type: 'OfferPlace';
  readonly entryId: string;
  readonly expiresAt: string;
}

export interface ExpireOffer extends Issued {
  readonly type: 'ExpireOffer';
  readonly entryId: string;
  readonly reason: string;
}

export interface LeaveWaitlist extends Issued {
  readonly type: 'LeaveWaitlist';
  readonly entryId: string;
}

export interface MarkEntryBooked extends Issued {
  readonly type: 'MarkEntryBooked';
  readonly entryId: string;
  readonly bookingId: string;
}

export type WaitlistCommand = JoinWaitlist | OfferPlace | ExpireOffer | LeaveWaitlist | MarkEntryBooked;
