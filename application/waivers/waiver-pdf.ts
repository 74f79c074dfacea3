import { WaiverGuardian, WaiverSigner } from '../../domain/waivers/waiver-events';

/** Everything the signer's copy shows: the terms they were given, their answers, the signatures. */
export interface SignedWaiverDocument {
  readonly waiverId: string;
  readonly businessName: string;
  readonly businessPhone: string;
  /** ISO instant of the signature. */
  readonly signedAt: string;
  readonly termsVersionId: number;
  readonly termsSha256: string;
  readonly termsText: string;
  readonly signer: WaiverSigner;
  /** Under 18 on the trip date (or on the day of signing without a booking). */
  readonly minor: boolean;
  readonly guardian: WaiverGuardian | null;
  readonly bookingId: string | null;
  /** YYYY-MM-DD of the booked trip, when linked. */
  readonly tripDate: string | null;
  /** Set once the business voided the waiver: the copy stays the signer's record, marked so. */
  readonly voided?: { readonly at: string; readonly reason: string } | null;
}

/** Renders the signer's copy as a PDF. */
export interface WaiverPdfRenderer {
  render(document: SignedWaiverDocument): Promise<Uint8Array>;
}

export const WAIVER_PDF = Symbol('WaiverPdfRenderer');
