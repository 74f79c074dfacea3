import {
  isBookingId,
  isMinorOn,
  isPlausibleDateOfBirth,
  WAIVER_FIELDS,
  waiverProblems,
  type WaiverErrors,
  type WaiverField,
} from '../../../domain/waivers/waiver-rules';
import { WAIVER_COPY_LINK_DAYS } from '../../../domain/waivers/waiver-page';
import type { RequestBodyOf, ResponseOf } from '@browser-kit/api/api-types';

/*
 * The liability waiver form as data (docs/product/waivers.md): its values, its
 * rules and messages (from domain/waivers/waiver-rules.ts, the server's own) and what it sends.
 * Pure, so every rule is unit-tested without a browser.
 */

export type { WaiverErrors, WaiverField } from '../../../domain/waivers/waiver-rules';

export interface WaiverFormValues {
  /** The booking's waiver reference, from the confirmation email's or the manage page's link, or typed; '' for none. */
  readonly bookingReference: string;
  readonly firstName: string;
  readonly lastName: string;
  /** YYYY-MM-DD as the date input gives it; '' until chosen. */
  readonly dateOfBirth: string;
  readonly email: string;
  readonly phone: string;
  readonly emergencyContactName: string;
  readonly emergencyContactPhone: string;
  readonly medicalConditions: string;
  readonly agreeToTerms: boolean;
  readonly agreeToRisks: boolean;
  readonly agreeToPhotos: boolean;
  readonly signature: string;
  readonly guardianName: string;
  readonly guardianRelationship: string;
  readonly guardianSignature: string;
}

export const EMPTY_WAIVER_FORM: WaiverFormValues = {
  bookingReference: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  phone: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  medicalConditions: '',
  agreeToTerms: false,
  agreeToRisks: false,
  agreeToPhotos: false,
  signature: '',
  guardianName: '',
  guardianRelationship: '',
  guardianSignature: '',
};

export const GUARDIAN_FIELDS = ['guardianName', 'guardianRelationship', 'guardianSignature'] as const satisfies readonly WaiverField[];

/** The DOM id of a field's control (the error and hint ids derive from it). */
export function waiverFieldId(field: WaiverField): string {
  return `waiver-${field}`;
}

/**
 * The booking reference a link carries (`/liability-waiver?booking=<reference>`), or ''. A link of
 * a confirmation sent before bookings had waiver references carries the booking's id, which the
 * server no longer takes (ids travel in other links): it is left out, and the waiver is signed
 * without one, for the guide to link to the booking.
 */
export function bookingReferenceOf(search: string): string {
  const reference = new URLSearchParams(search).get('booking')?.trim() ?? '';
  return isBookingId(reference) ? '' : reference;
}

/**
 * Whether the participant is under 18 today, by the date of birth typed so far. The server judges
 * on the trip date when a booking is named; a date it finds a minor on comes back as the guardian
 * fields' messages (see {@link needsGuardian}).
 */
export function isMinorToday(dateOfBirth: string, today: string): boolean {
  return isPlausibleDateOfBirth(dateOfBirth, today) && isMinorOn(dateOfBirth, today);
}

/**
 * Whether the form shows (and sends) the parent or guardian's part: for a minor today, or once
 * the server asked for it (a minor on the booked trip's date).
 */
export function needsGuardian(form: WaiverFormValues, today: string, requestedByServer: boolean): boolean {
  return requestedByServer || isMinorToday(form.dateOfBirth, today);
}

/**
 * Every field's message, by the server's rules with today's date deciding whether a guardian
 * signs. Guardian fields the server asked for (a minor on the trip date) are left to the server:
 * only it knows the trip date.
 */
export function validateWaiver(form: WaiverFormValues, today: string): WaiverErrors {
  return waiverProblems(form, { today, tripDate: null });
}

/** The first field, in the form's order, that has an error. */
export function firstInvalidWaiverField(errors: WaiverErrors): WaiverField | undefined {
  return WAIVER_FIELDS.find((field) => errors[field]);
}

export type WaiverRequest = RequestBodyOf<'/api/waiver', 'post'>;

/** The terms version the page showed, as `GET /api/waiver-terms` answered it. */
export interface ShownTerms {
  readonly id: number;
  readonly sha256: string;
}

/**
 * The body of `POST /api/waiver`: every text trimmed, optional ones left out when blank, the
 * guardian's part only when the form shows it (an adult's stale guardian answers would otherwise
 * be kept with the waiver), and the terms version the signer read.
 */
export function waiverRequestOf(form: WaiverFormValues, terms: ShownTerms, withGuardian: boolean): WaiverRequest {
  const medicalConditions = form.medicalConditions.trim();
  const bookingReference = form.bookingReference.trim();
  const guardianName = form.guardianName.trim();
  const guardianRelationship = form.guardianRelationship.trim();
  const guardianSignature = form.guardianSignature.trim();
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    dateOfBirth: form.dateOfBirth,
    email: form.email.trim(),
    phone: form.phone.trim(),
    emergencyContactName: form.emergencyContactName.trim(),
    emergencyContactPhone: form.emergencyContactPhone.trim(),
    ...(medicalConditions ? { medicalConditions } : {}),
    agreeToTerms: form.agreeToTerms,
    agreeToRisks: form.agreeToRisks,
    agreeToPhotos: form.agreeToPhotos,
    signature: form.signature.trim(),
    ...(withGuardian && guardianName ? { guardianName } : {}),
    ...(withGuardian && guardianRelationship ? { guardianRelationship } : {}),
    ...(withGuardian && guardianSignature ? { guardianSignature } : {}),
    ...(bookingReference ? { bookingReference } : {}),
    termsVersionId: terms.id,
    termsSha256: terms.sha256,
  };
}

/** The server's validation answer (`{ errors: { firstName: ... } }`) as the form's fields' errors; other keys are left out. */
export function waiverErrorsFromServer(errors: unknown): WaiverErrors {
  if (!errors || typeof errors !== 'object') return {};
  const result: WaiverErrors = {};
  for (const [key, message] of Object.entries(errors as Record<string, unknown>)) {
    if (typeof message === 'string' && (WAIVER_FIELDS as readonly string[]).includes(key)) result[key as WaiverField] ??= message;
  }
  return result;
}

/** True when the server's messages ask for the guardian's part. */
export function asksForGuardian(errors: WaiverErrors): boolean {
  return GUARDIAN_FIELDS.some((field) => errors[field] !== undefined);
}

/**
 * What the signer is told about their copy, by what the server emailed: the copy itself only to the
 * booking's own address; else a link, which only the address's owner can follow (anyone may type
 * any address here); nothing when a sending limit of the hour was reached.
 */
export function waiverCopyText(emailCopy: ResponseOf<'/api/waiver', 'post'>['emailCopy'], email: string): string {
  switch (emailCopy) {
    case 'copy':
      return `Your signed copy is on its way to ${email} as a PDF.`;
    case 'link':
      return `We emailed ${email} a private link to your signed copy: open it within ${WAIVER_COPY_LINK_DAYS} days to download the PDF.`;
    case 'withheld':
      return 'No copy was emailed: too many emails were sent from here or to that address in the last hour. Your waiver is on file all the same, and the guide has it.';
  }
}

/**
 * The thanks once a waiver is on file. A minor's waiver was signed by their parent or guardian,
 * who is the one reading: they are thanked by name, and told whose waiver is on file.
 */
export function signedThanks(form: WaiverFormValues, receipt: Pick<ResponseOf<'/api/waiver', 'post'>, 'minor' | 'bookingId'>): string {
  const withBooking = receipt.bookingId ? ' with your booking' : '';
  const guardian = form.guardianName.trim();
  if (receipt.minor && guardian) {
    const participant = `${form.firstName.trim()} ${form.lastName.trim()}`.trim();
    return `Thank you, ${guardian}. ${participant ? `${participant}'s` : 'The'} waiver is on file${withBooking}, signed by you as their parent or guardian.`;
  }
  const name = form.firstName.trim();
  return `Thank you${name ? `, ${name}` : ''}. Your waiver is on file${withBooking}.`;
}

/**
 * The next participant's form, after a waiver is signed: a family or group signing one after
 * another keeps what they share (the booking, the contact email and phone, the emergency contact),
 * and everything that is the participant's own starts empty again.
 */
export function nextParticipantForm(signed: WaiverFormValues): WaiverFormValues {
  return {
    ...EMPTY_WAIVER_FORM,
    bookingReference: signed.bookingReference,
    email: signed.email,
    phone: signed.phone,
    emergencyContactName: signed.emergencyContactName,
    emergencyContactPhone: signed.emergencyContactPhone,
  };
}
