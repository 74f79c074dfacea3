import { WaiverEmailCopy } from '../../domain/waivers/waiver-email-copy';
import { WaiverStatus } from '../../domain/waivers/waiver-rules';
import { table } from '../ports/read-models';

/** One signed waiver as the admin reads it: the answers, the signatures, the terms version, its fate. */
export interface WaiverRow {
  id: string;
  status: WaiverStatus;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** Under 18 on the trip date (or on the day of signing without a booking). */
  minor: boolean;
  guardianName: string | null;
  guardianRelationship: string | null;
  guardianSignature: string | null;
  /** The full name the signer typed. */
  signature: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  /** Staff only; never logged. */
  medicalConditions: string | null;
  agreeToTerms: boolean;
  agreeToRisks: boolean;
  agreeToPhotos: boolean;
  bookingId: string | null;
  /** YYYY-MM-DD of the booked trip. */
  tripDate: string | null;
  termsVersionId: number;
  termsSha256: string;
  signedAt: Date;
  /** Where the signature came from (see adapters/http/client-address.ts). */
  clientAddress: string | null;
  userAgent: string | null;
  /** Set when the admin linked it to a booking after it was signed. */
  linkedAt: Date | null;
  linkedBy: string | null;
  voidedAt: Date | null;
  voidReason: string | null;
  voidedBy: string | null;
  /** Stream version this row reflects. */
  version: number;
}

/** GET /api/waivers/{id}: the row and the exact text its signer agreed to. */
export interface WaiverDetail extends WaiverRow {
  /** The text of version `termsVersionId`; null only if that version is missing from the database. */
  termsText: string | null;
}

/** What the signer's page is told once the waiver is on record. */
export interface WaiverReceipt {
  id: string;
  /** ISO instant. */
  signedAt: string;
  termsVersionId: number;
  termsSha256: string;
  bookingId: string | null;
  minor: boolean;
  /** What was emailed to the address typed: the copy, a link to it, or nothing (a sending limit of the hour). */
  emailCopy: WaiverEmailCopy;
}

export const waiversTable = table<WaiverRow>('waivers', ['id']);
