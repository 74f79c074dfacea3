import { DomainEvent } from '../shared/decider';
import { WaiverEmailCopy } from './waiver-email-copy';

/** The signer's answers as they were signed (the waiver form's fields, plus date of birth and signature). */
export interface WaiverSigner {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  /** YYYY-MM-DD */
  readonly dateOfBirth: string;
  readonly emergencyContactName: string;
  readonly emergencyContactPhone: string;
  /** Shown to staff only, never logged. */
  readonly medicalConditions: string | null;
  readonly agreeToTerms: boolean;
  readonly agreeToRisks: boolean;
  readonly agreeToPhotos: boolean;
  /** The full name the signer typed as their signature. */
  readonly signature: string;
}

/** The parent or guardian who signed for a participant under 18. */
export interface WaiverGuardian {
  readonly name: string;
  readonly relationship: string;
  /** The full name the guardian typed as their signature. */
  readonly signature: string;
}

/** Where a request came from: kept with what it did, as evidence of the signature. */
export interface RequestOrigin {
  readonly clientAddress: string | null;
  readonly userAgent: string | null;
}

// ---- events: stored for ever, so fields are only ever added, as optional, never renamed ----

/**
 * A waiver was signed on the terms version the signer was shown (its id and the SHA-256 of its
 * text): later versions never change what this signature agreed to.
 */
export type WaiverSigned = DomainEvent<
  'WaiverSigned',
  WaiverSigner &
    RequestOrigin & {
      waiverId: string;
      termsVersionId: number;
      termsSha256: string;
      /** Under 18 on the trip date (on the day of signing without a booking). */
      minor: boolean;
      guardian: WaiverGuardian | null;
      bookingId: string | null;
      /** YYYY-MM-DD of the booked trip. */
      tripDate: string | null;
      signedAt: string;
      /**
       * The email this signature sends to the address typed (waiver-email-copy.ts): the copy, a
       * link to it, or nothing (a sending limit was reached). Decided when it was signed, so that
       * the sending limits are counted once. Absent on waivers signed before it was recorded.
       */
      emailCopy?: WaiverEmailCopy;
    }
>;

/** A waiver signed without a booking reference, linked to its booking by the admin afterwards. */
export type WaiverLinkedToBooking = DomainEvent<'WaiverLinkedToBooking', { bookingId: string; tripDate: string }>;

/** The admin set the waiver aside, with a reason; it stays on record as it was signed. */
export type WaiverVoided = DomainEvent<'WaiverVoided', RequestOrigin & { reason: string }>;

export type WaiverEvent = WaiverSigned | WaiverLinkedToBooking | WaiverVoided;

export const WAIVER_EVENT_TYPES: ReadonlySet<string> = new Set<WaiverEvent['type']>([
  'WaiverSigned',
  'WaiverLinkedToBooking',
  'WaiverVoided',
]);
