import { normaliseReferralCode, ReferralNotFoundError } from '../../domain/referrals/referral-rules';
import { ShareData, sharePosts } from './share-posts';
import { ReferralQueries } from './referral-queries';
import { CreditAccountView, ReferralRequestRow, ReferralRow } from './referral-read-models';

/** The referral programme's reads: the public share data, and the staff's lists. */
export class ReferralService {
  constructor(
    private readonly queries: ReferralQueries,
    /** The site's public origin, for the links a referrer shares. */
    private readonly siteOrigin: string,
  ) {}

  /** SPEC's share data for a code: only the owner's first name leaves the server. */
  async shareData(typed: string): Promise<ShareData> {
    const code = normaliseReferralCode(typed);
    const row = code ? await this.queries.code(code) : undefined;
    if (!row) throw new ReferralNotFoundError();
    return sharePosts(row.code, row.ownerName, this.siteOrigin);
  }

  list(): Promise<ReferralRow[]> {
    return this.queries.list();
  }

  creditAccounts(): Promise<CreditAccountView[]> {
    return this.queries.creditAccounts();
  }

  requests(): Promise<ReferralRequestRow[]> {
    return this.queries.requests();
  }
}
