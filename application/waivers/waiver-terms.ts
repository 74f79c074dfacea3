/**
 * The waiver's terms as versions: each save by the admin is a new version, never changed
 * afterwards, with the SHA-256 of its exact text. A signature records the version and hash it was
 * shown, so it keeps pointing at that text whatever is saved later.
 */
export interface WaiverTermsVersion {
  readonly id: number;
  /** Exactly what the page shows (plain text with blank-line paragraphs), the minors' section included. */
  readonly text: string;
  /** Lowercase hex SHA-256 of `text` as UTF-8. */
  readonly sha256: string;
  /** ISO instant. */
  readonly createdAt: string;
  /** Who saved it: an admin's username, or 'system' for the starting text. */
  readonly createdBy: string;
}

export interface WaiverTermsReader {
  /** The version the page shows now (the starting text until the admin saves one); a few seconds old at most. */
  current(): Promise<WaiverTermsVersion>;
  /** The newest version, read from the database now: what a signature is judged against. */
  latest(): Promise<WaiverTermsVersion>;
  byId(id: number): Promise<WaiverTermsVersion | null>;
}

export const WAIVER_TERMS = Symbol('WaiverTermsReader');
