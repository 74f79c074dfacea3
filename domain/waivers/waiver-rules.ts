import { isCalendarDate } from '../shared/calendar';
import { DomainError } from '../shared/decider';

/**
 * Waiver rules and their messages (docs/product/waivers.md), with date of birth, typed
 * signatures and a parent or guardian for a minor. The server's DTO, the aggregate and
 * the waiver page read these; nothing restates them.
 */
export const WAIVER_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  phoneMin: 10,
  phoneMax: 30,
  emailMax: 254,
  relationshipMin: 2,
  relationshipMax: 60,
  medicalConditionsMax: 2000,
  /** Under this age on the trip date, a parent or guardian signs too. */
  adultAge: 18,
  /** A date of birth further back than this is a typing mistake. */
  maxAgeYears: 120,
  voidReasonMax: 500,
  /** Browsers send a few hundred characters at most; anything longer is not worth keeping. */
  userAgentMax: 300,
  /** A booking reference as the form takes it: a waiver reference or a manage token (base64url), at most this long. */
  referenceMax: 64,
  /** A list page of the admin's waivers. */
  pageDefault: 50,
  pageMax: 200,
} as const;

export const WAIVER_STATUSES = ['signed', 'voided'] as const;
export type WaiverStatus = (typeof WAIVER_STATUSES)[number];

export const WAIVER_MESSAGES = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  emergencyContactName: 'Emergency contact name is required',
  emergencyContactPhone: 'Emergency contact phone is required',
  medicalConditions: `Medical conditions must be at most ${WAIVER_LIMITS.medicalConditionsMax} characters`,
  agreeToTerms: 'You must agree to the terms and conditions',
  agreeToRisks: 'You must acknowledge the risks',
  agreeToPhotos: 'Photo consent must be true or false',
  dateOfBirth: 'Please enter your date of birth',
  signature: 'Please type your full name (first and last) as your signature',
  guardianName: 'A parent or guardian must sign for a participant under 18',
  guardianRelationship: "Please give the guardian's relationship to the participant",
  guardianSignature: 'The guardian must type their full name as their signature',
  bookingReference: 'We could not find that booking. Check the reference in your confirmation email.',
  bookingId: 'No booking with that id (or it was cancelled)',
  termsChanged: 'The waiver terms have changed. Please read the current terms and sign again.',
  termsSuperseded: 'These waiver terms have been replaced by a newer version. Please read the current terms and sign the current version.',
  termsPair: 'Send termsVersionId and termsSha256 together, as the page received them',
  termsVersionId: 'termsVersionId must be the id of the terms version the page showed',
  termsSha256: 'termsSha256 must be the SHA-256 (64 hex digits) of the terms text the page showed',
  voidReason: 'Please give a reason for voiding this waiver',
  /** What the page shows when the server refuses or cannot be reached. */
  submitFailed: 'There was an error submitting your waiver. Please try again.',
  /** The page's answer to a signed waiver. */
  submitted: 'Waiver Submitted Successfully!',
  notFound: 'Waiver not found',
  alreadyVoided: 'This waiver is already voided',
  voidedNotLinked: 'A voided waiver cannot be linked to a booking',
  linkedElsewhere: 'This waiver is already linked to another booking',
  minorNeedsGuardian: 'This participant is under 18 on that trip date and the waiver has no parent or guardian signature',
} as const;

/** What the signer fills in, as the form holds it (guardian fields are only read for a minor). */
export interface WaiverAnswers {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly emergencyContactName: string;
  readonly emergencyContactPhone: string;
  readonly medicalConditions?: string | null;
  readonly agreeToTerms: boolean;
  readonly agreeToRisks: boolean;
  readonly agreeToPhotos?: boolean;
  /** YYYY-MM-DD */
  readonly dateOfBirth: string;
  /** The signer's full name, typed. */
  readonly signature: string;
  readonly guardianName?: string | null;
  readonly guardianRelationship?: string | null;
  readonly guardianSignature?: string | null;
}

export type WaiverField = keyof WaiverAnswers | 'bookingReference';
export type WaiverErrors = Partial<Record<WaiverField, string>>;

/** The fields in the order the page shows them: the first invalid one gets the focus. */
export const WAIVER_FIELDS: readonly WaiverField[] = [
  'bookingReference',
  'firstName',
  'lastName',
  'dateOfBirth',
  'email',
  'phone',
  'emergencyContactName',
  'emergencyContactPhone',
  'medicalConditions',
  'agreeToTerms',
  'agreeToRisks',
  'agreeToPhotos',
  'signature',
  'guardianName',
  'guardianRelationship',
  'guardianSignature',
];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= WAIVER_LIMITS.emailMax && EMAIL_PATTERN.test(email);
}

/** Text of at least `min` and at most `max` characters once trimmed. */
export function hasLength(value: string | null | undefined, min: number, max: number): boolean {
  const length = (value ?? '').trim().length;
  return length >= min && length <= max;
}

/**
 * A typed name as it is compared: case, spacing and Unicode composition do not count ('  dana
 * WHITFORD ' signs for Dana Whitford), every letter does.
 */
export function normalizedName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether the typed signature is this person's full name (first and last). */
export function signatureMatches(signature: string, ...names: string[]): boolean {
  const expected = normalizedName(names.join(' '));
  return expected.length > 0 && normalizedName(signature) === expected;
}

/**
 * Whole years of age on a calendar date. Dates compare as text: someone born on 29 February has
 * their birthday on 1 March in other years.
 */
export function ageOn(dateOfBirth: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return date.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** Under 18 on that date: a parent or guardian must sign too. */
export function isMinorOn(dateOfBirth: string, date: string): boolean {
  return ageOn(dateOfBirth, date) < WAIVER_LIMITS.adultAge;
}

/** A real date, not after today and not more than 120 years before it. */
export function isPlausibleDateOfBirth(value: string, today: string): boolean {
  const earliest = `${String(Number(today.slice(0, 4)) - WAIVER_LIMITS.maxAgeYears).padStart(4, '0')}${today.slice(4)}`;
  return isCalendarDate(value) && value <= today && value >= earliest;
}

/** Which day decides whether the participant is a minor: the trip's, or today's without a booking. */
export function ageDecidingDate(today: string, tripDate: string | null): string {
  return tripDate ?? today;
}

export interface WaiverContext {
  /** Today's calendar date on the lake (YYYY-MM-DD). */
  readonly today: string;
  /** The booked trip's date, when the waiver names a booking. */
  readonly tripDate: string | null;
}

/**
 * Every field the answers get wrong, with its message. A minor (on the trip date, else today)
 * needs a parent or guardian's name, relationship and typed signature; for an adult those fields
 * are not read.
 */
export function waiverProblems(answers: WaiverAnswers, context: WaiverContext): WaiverErrors {
  const errors: WaiverErrors = {};
  const { nameMin, nameMax, phoneMin, phoneMax } = WAIVER_LIMITS;
  if (!hasLength(answers.firstName, nameMin, nameMax)) errors.firstName = WAIVER_MESSAGES.firstName;
  if (!hasLength(answers.lastName, nameMin, nameMax)) errors.lastName = WAIVER_MESSAGES.lastName;
  if (!isPlausibleDateOfBirth(answers.dateOfBirth, context.today)) errors.dateOfBirth = WAIVER_MESSAGES.dateOfBirth;
  if (!isValidEmail(answers.email)) errors.email = WAIVER_MESSAGES.email;
  if (!hasLength(answers.phone, phoneMin, phoneMax)) errors.phone = WAIVER_MESSAGES.phone;
  if (!hasLength(answers.emergencyContactName, nameMin, nameMax)) errors.emergencyContactName = WAIVER_MESSAGES.emergencyContactName;
  if (!hasLength(answers.emergencyContactPhone, phoneMin, phoneMax)) errors.emergencyContactPhone = WAIVER_MESSAGES.emergencyContactPhone;
  if (!hasLength(answers.medicalConditions, 0, WAIVER_LIMITS.medicalConditionsMax))
    errors.medicalConditions = WAIVER_MESSAGES.medicalConditions;
  if (answers.agreeToTerms !== true) errors.agreeToTerms = WAIVER_MESSAGES.agreeToTerms;
  if (answers.agreeToRisks !== true) errors.agreeToRisks = WAIVER_MESSAGES.agreeToRisks;
  if (answers.agreeToPhotos !== undefined && typeof answers.agreeToPhotos !== 'boolean')
    errors.agreeToPhotos = WAIVER_MESSAGES.agreeToPhotos;
  if (!signatureMatches(answers.signature, answers.firstName, answers.lastName)) errors.signature = WAIVER_MESSAGES.signature;
  // Whether a guardian is needed can only be told from a valid date of birth.
  if (!errors.dateOfBirth && isMinorOn(answers.dateOfBirth, ageDecidingDate(context.today, context.tripDate))) {
    Object.assign(errors, guardianProblems(answers));
  }
  return errors;
}

function guardianProblems(answers: WaiverAnswers): WaiverErrors {
  const errors: WaiverErrors = {};
  const name = answers.guardianName ?? '';
  // The participant signing again as their own guardian is no guardian at all.
  const isParticipant = signatureMatches(name, answers.firstName, answers.lastName);
  if (!hasLength(name, WAIVER_LIMITS.nameMin, WAIVER_LIMITS.nameMax) || isParticipant) errors.guardianName = WAIVER_MESSAGES.guardianName;
  if (!hasLength(answers.guardianRelationship, WAIVER_LIMITS.relationshipMin, WAIVER_LIMITS.relationshipMax)) {
    errors.guardianRelationship = WAIVER_MESSAGES.guardianRelationship;
  }
  if (!signatureMatches(answers.guardianSignature ?? '', name)) errors.guardianSignature = WAIVER_MESSAGES.guardianSignature;
  return errors;
}

/**
 * What a booking reference may look like: the booking's waiver reference or its manage token,
 * both base64url. Anything else names no booking and is not looked up.
 */
export function isWellFormedBookingReference(value: string): boolean {
  return value.length <= WAIVER_LIMITS.referenceMax && /^[A-Za-z0-9_-]+$/.test(value);
}

/** A booking's id (a UUID), as links carry it: the form no longer takes it as a reference. */
export function isBookingId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value.trim());
}

/** A void needs its reason: 1 to 500 characters once trimmed. */
export function isValidVoidReason(reason: string | null | undefined): boolean {
  return hasLength(reason, 1, WAIVER_LIMITS.voidReasonMax);
}

/** The waiver refused because of its fields; `errors` puts each message beside its field. */
export class InvalidWaiverError extends DomainError {
  constructor(readonly errors: Readonly<Partial<Record<string, string>>>) {
    super('invalid-waiver', Object.values(errors)[0] ?? 'The waiver is not valid');
  }
}

export class WaiverNotFoundError extends DomainError {
  constructor() {
    super('waiver-not-found', WAIVER_MESSAGES.notFound);
  }
}

/**
 * The page showed a stored version that a newer one has replaced (a page left open while the admin
 * saved new terms): the signer reads and signs the current version, not one the business withdrew.
 */
export class WaiverTermsSupersededError extends DomainError {
  constructor() {
    super('waiver-terms-superseded-conflict', WAIVER_MESSAGES.termsSuperseded);
  }
}

/** The page showed terms that are no longer (or never were) a stored version. */
export class WaiverTermsChangedError extends DomainError {
  constructor() {
    super('waiver-terms-changed-conflict', WAIVER_MESSAGES.termsChanged);
  }
}
