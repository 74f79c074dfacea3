import { isWellFormedManageToken, manageTokenHash, newManageToken } from '../manage/manage-links';
import { WaitlistLinkStore } from './waitlist-read-models';

/**
 * The private page of a waitlist entry: `{site}/waitlist/{token}`, in the answer to joining and in
 * every message about the entry. Tokens are made and kept like the manage links' (128 random bits,
 * only their SHA-256 stored); each message issues its own, so a message never needs a token kept.
 */
export const WAITLIST_PAGE_PATH = '/waitlist';

export const waitlistTokenHash = manageTokenHash;
export const isWellFormedWaitlistToken = isWellFormedManageToken;

export function waitlistUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${WAITLIST_PAGE_PATH}/${token}`;
}

export class WaitlistLinkIssuer {
  constructor(
    private readonly store: WaitlistLinkStore,
    private readonly siteOrigin: string,
    private readonly newToken: () => string = newManageToken,
  ) {}

  /** A new token for the entry, stored hashed; the token and the page's address. */
  async issue(entryId: string, at: Date): Promise<{ token: string; url: string }> {
    const token = this.newToken();
    await this.store.save({ tokenHash: waitlistTokenHash(token), entryId, createdAt: at });
    return { token, url: waitlistUrl(this.siteOrigin, token) };
  }
}
