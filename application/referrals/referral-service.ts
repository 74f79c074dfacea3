import { normaliseReferralCode, ReferralNotFoundError, tripStartsAt } from '../../domain/referrals/referral-rules';
import { Clock } from '../ports/clock';
import { ShareData, sharePosts } from './share-posts';
import { ReferralQueries } from './referral-queries';
import { CreditAccountView, ReferralRequestRow, ReferralRow } from './referral-read-models';

/** The referral programme's reads: the public share data, and the staff's lists. */
export class ReferralService {
  constructor(
    private readonly queries: ReferralQueries,
    /** The site's public origin, for the links a referrer shares. */
    private readonly siteOrigin: string,
    /** Whether the owner's trip has begun decides how the texts tell it. */
    private readonly clock: Clock,
  ) {}

  /** The share page's data for a code: only the owner's first name leaves the server. */
  async shareData(typed: string): Promise<ShareData> {
    const code = normaliseReferralCode(typed);
    const row = code ? await this.queries.shareCode(code) : undefined;
    if (!row) throw new ReferralNotFoundError();
    const trip = row.trip && { date: row.trip.date, begun: this.clock.now() >= tripStartsAt(row.trip.date, row.trip.time) };
    return sharePosts(row.code, row.ownerName, this.siteOrigin, trip);
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
