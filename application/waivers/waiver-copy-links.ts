import { createHash, randomBytes } from 'node:crypto';
import { waiverCopyUrl } from '../../domain/waivers/waiver-page';

/**
 * The private link of a signer's email (`{site}/waiver-copy/{token}`) that gives the signed copy to
 * whoever follows it: the address's owner, who may not be the one who typed it. 128 random bits;
 * only the SHA-256 is stored, so the table gives nobody a working link, and the access log masks
 * the token (adapters/logging/redact.ts).
 */
export interface WaiverCopyLinkRow {
  tokenHash: string;
  waiverId: string;
  createdAt: Date;
}

/** The persisted links (adapters: a table in PostgreSQL or PGlite). */
export interface WaiverCopyLinkStore {
  save(link: WaiverCopyLinkRow): Promise<void>;
  /** The waiver a token's hash opens, when its link was made at `since` or later; else null. */
  waiverIdOf(tokenHash: string, since: Date): Promise<string | null>;
}

export function newWaiverCopyToken(): string {
  return randomBytes(16).toString('base64url');
}

export function waiverCopyTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What a token may look like: base64url, 22 to 64 characters; anything else is not looked up. */
export function isWellFormedWaiverCopyToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{22,64}$/.test(token);
}

/** Issues links for the waiver messages process: a fresh token, stored hashed, its address returned. */
export class WaiverCopyLinkIssuer {
  constructor(
    private readonly store: WaiverCopyLinkStore,
    private readonly siteOrigin: string,
    private readonly newToken: () => string = newWaiverCopyToken,
  ) {}

  async issue(waiverId: string, at: Date): Promise<string> {
    const token = this.newToken();
    await this.store.save({ tokenHash: waiverCopyTokenHash(token), waiverId, createdAt: at });
    return waiverCopyUrl(this.siteOrigin, token);
  }
}
