import { DomainError } from '../shared/decider';

/**
 * Rules and messages of the waiver's terms text. The server's DTO, the terms service and the
 * admin's editor all read these; nothing restates them.
 */
export const WAIVER_TERMS_LIMITS = {
  /** Characters of the stored (normalised) text: room for a long waiver, not for a pasted book. */
  textMax: 20_000,
} as const;

export const WAIVER_TERMS_MESSAGES = {
  empty: 'The waiver terms cannot be empty',
  tooLong: `The waiver terms must be at most ${WAIVER_TERMS_LIMITS.textMax} characters`,
  /** PostgreSQL text cannot hold U+0000, and no editor types it: a paste from a binary file. */
  unstorable: 'The waiver terms contain a character that cannot be stored',
  notFound: 'Waiver terms version not found',
} as const;

/**
 * The text as it is stored, hashed and shown. Line endings become LF so that the same words typed
 * on Windows and elsewhere hash alike, and trailing blanks of the whole text go because a
 * textarea adds them invisibly. Nothing else changes: leading indentation and blank lines inside
 * the text are part of what the signer reads.
 */
export function normalizeWaiverTerms(text: string): string {
  return text.replace(/\r\n/g, '\n').trimEnd();
}

/** The message explaining why `text` cannot be stored as the terms, or null when it can. */
export function validateWaiverTerms(text: string): string | null {
  const normalized = normalizeWaiverTerms(text);
  if (normalized.length === 0) return WAIVER_TERMS_MESSAGES.empty;
  if (normalized.length > WAIVER_TERMS_LIMITS.textMax) return WAIVER_TERMS_MESSAGES.tooLong;
  if (normalized.includes('\u0000')) return WAIVER_TERMS_MESSAGES.unstorable;
  return null;
}

/** Terms the rules refuse; the message is the one shown under the editor. */
export class InvalidWaiverTermsError extends DomainError {
  constructor(message: string) {
    super('waiver-terms-invalid', message);
  }
}

export class WaiverTermsVersionNotFoundError extends DomainError {
  constructor() {
    super('waiver-terms-not-found', WAIVER_TERMS_MESSAGES.notFound);
  }
}
