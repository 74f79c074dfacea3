import { createHash, randomBytes } from 'node:crypto';

/**
 * The private link of a confirmed booking (docs/product/self-service.md): `{site}/manage/{token}`,
 * in the confirmation email and SMS. The token is 128 random bits (base64url) and never an id; only
 * its SHA-256 is stored, so the table gives nobody a working link, and the access log masks it
 * (redact.ts).
 */
export const MANAGE_PAGE_PATH = '/manage';

/** A stored link: the SHA-256 (hex) of its token and the booking it opens. */
export interface ManageLinkRow {
  tokenHash: string;
  bookingId: string;
  createdAt: Date;
}

/** The persisted links (adapters: a table in PostgreSQL or PGlite). */
export interface ManageLinkStore {
  /** Keeps a new link (one booking may have several: each confirmation issues its own). */
  save(link: ManageLinkRow): Promise<void>;
  /** The booking a token's hash opens, or null. */
  bookingIdOf(tokenHash: string): Promise<string | null>;
}

/** 16 random bytes (128 bits: unguessable), URL-safe: 22 characters, so the confirmation SMS stays two parts. */
export function newManageToken(): string {
  return randomBytes(16).toString('base64url');
}

export function manageTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What a token may look like: base64url, 22 to 64 characters; anything else is not looked up. */
export function isWellFormedManageToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{22,64}$/.test(token);
}

export function manageUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${MANAGE_PAGE_PATH}/${token}`;
}

/**
 * Makes the links of the notifications process: a fresh token, its address, and the row that
 * stores it hashed, which the messages carrying it store with themselves (OutboxStore.enqueue).
 */
export class ManageLinkIssuer {
  constructor(
    private readonly siteOrigin: string,
    private readonly newToken: () => string = newManageToken,
  ) {}

  prepare(bookingId: string, at: Date): { url: string; link: ManageLinkRow } {
    const token = this.newToken();
    return { url: manageUrl(this.siteOrigin, token), link: { tokenHash: manageTokenHash(token), bookingId, createdAt: at } };
  }
}
