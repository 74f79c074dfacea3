import { isWellFormedManageToken, manageTokenHash, newManageToken } from '../manage/manage-links';
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

/** Tokens are made, hashed and checked like the manage links' (application/manage/manage-links.ts). */
export const newWaiverCopyToken = newManageToken;
export const waiverCopyTokenHash = manageTokenHash;
export const isWellFormedWaiverCopyToken = isWellFormedManageToken;

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
