import { TimeSlot } from '../bookings/booking-rules';
import { Actor } from '../shared/actor';
import { ClaimParty } from './slot-seats';

/** Time and actor come in with every command: `decide` never reads a clock. */
interface Issued {
  readonly actor: Actor;
  readonly at: string;
}

interface ClaimCommand extends Issued {
  readonly bookingId: string;
  readonly timeSlot: TimeSlot;
  /** Whether the schedule offers this slot that day (weekly template and the admin's overrides). */
  readonly offered: boolean;
  /**
   * The party the claim is for and how its package is sold, decided by the caller from the package
   * (claimPartyOf). Left out: a private charter, or, when taking, the party the booking's claim of
   * the day already records (its hold, or the slot it moves from).
   */
  readonly party?: ClaimParty;
}

export interface HoldSlot extends ClaimCommand {
  readonly type: 'HoldSlot';
  readonly expiresAt: string;
  /**
   * A claim held for this visitor that the hold takes over (a waitlist offer's place, by its
   * claim key): released in the same append, so the place passes to the booking and to nobody else.
   */
  readonly replacing?: string;
}

export interface TakeSlot extends ClaimCommand {
  readonly type: 'TakeSlot';
}

export interface ReleaseSlot extends Issued {
  readonly type: 'ReleaseSlot';
  readonly bookingId: string;
  readonly reason: string;
}

/** Ends a hold that lapsed (it already keeps nobody out): a hold still running, or taken, stays. */
export interface ReleaseLapsedHold extends Issued {
  readonly type: 'ReleaseLapsedHold';
  readonly bookingId: string;
}

export type SlotDayCommand = HoldSlot | TakeSlot | ReleaseSlot | ReleaseLapsedHold;
