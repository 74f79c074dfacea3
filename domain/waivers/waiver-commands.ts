import { Actor } from '../shared/actor';
import { WaiverEmailCopy } from './waiver-email-copy';
import { RequestOrigin, WaiverGuardian, WaiverSigner } from './waiver-events';

/** Time and actor come in with every command: `decide` never reads a clock. */
interface Issued {
  readonly actor: Actor;
  readonly at: string;
}

export interface SignWaiver extends Issued, RequestOrigin {
  readonly type: 'SignWaiver';
  readonly waiverId: string;
  /** The terms version the signer was shown. */
  readonly terms: { readonly versionId: number; readonly sha256: string };
  readonly signer: WaiverSigner;
  /** Read only when the participant is a minor; an adult's is left out of the event. */
  readonly guardian: WaiverGuardian | null;
  readonly booking: { readonly bookingId: string; readonly tripDate: string } | null;
  /** The email it sends, decided with the sending limits before the signature is recorded. */
  readonly emailCopy: WaiverEmailCopy;
}

export interface LinkWaiverToBooking extends Issued {
  readonly type: 'LinkWaiverToBooking';
  readonly bookingId: string;
  readonly tripDate: string;
}

export interface VoidWaiver extends Issued, RequestOrigin {
  readonly type: 'VoidWaiver';
  readonly reason: string;
}

export type WaiverCommand = SignWaiver | LinkWaiverToBooking | VoidWaiver;
