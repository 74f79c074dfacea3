import { bookingDecider, bookingStreamId } from '../../domain/bookings/booking';
import { creditAccountDecider, creditAccountStreamId } from '../../domain/referrals/credit-account';
import { referralDecider, referralStreamId } from '../../domain/referrals/referral';
import { creditAccountKeys, REFERRAL_MESSAGES, tripEndsAt } from '../../domain/referrals/referral-rules';
import { Actor } from '../../domain/shared/actor';
import { Clock } from '../ports/clock';
import { comparePositions, EventStore, LogPosition } from '../ports/event-store';
import { ProjectionWaiter } from '../projections/projection';
import { CommandPipeline } from '../shared/command-pipeline';
import { loadStream } from '../shared/stream-state';
import { Written } from './referral-events';
import { ReferralQueries } from './referral-queries';

const JOB: Actor = { kind: 'system', process: 'referral_rewards' };
/** Referrals handled per round; a round repeats while it finds that many. */
const BATCH = 100;

/** What one run did. */
export interface ReferralRunCounts {
  completed: number;
  rewarded: number;
  voided: number;
}

/**
 * The referral job (every minute): a pending referral whose friend's trip has ended, with the
 * booking still confirmed and nothing refunded, is completed; then the referrer's credit is granted
 * on their account and the referral is rewarded. One whose booking was cancelled or refunded
 * meanwhile is voided (the referrals process usually did that already). It reads only persisted
 * records and every step is a repeatable command (a grant per referral), so a crash between the
 * steps is finished by the next run, and two servers running it grant one credit.
 */
export class ReferralJob {
  private readonly pipeline: CommandPipeline;

  constructor(
    private readonly events: EventStore,
    private readonly referrals: ReferralQueries,
    private readonly settled: ProjectionWaiter,
    private readonly clock: Clock,
  ) {
    this.pipeline = new CommandPipeline(events);
  }

  async run(): Promise<ReferralRunCounts> {
    const counts: ReferralRunCounts = { completed: 0, rewarded: 0, voided: 0 };
    const seen = new Set<string>();
    for (;;) {
      const now = this.clock.now();
      const due = (await this.referrals.due(now, BATCH)).filter((row) => !seen.has(row.id));
      let last: LogPosition | undefined;
      for (const row of due) {
        seen.add(row.id);
        for (const result of await this.settle(row.id, now)) {
          if (result.position && (!last || comparePositions(result.position, last) > 0)) last = result.position;
          for (const event of result.events) {
            if (event.type === 'ReferralCompleted') counts.completed++;
            else if (event.type === 'ReferralRewarded') counts.rewarded++;
            else if (event.type === 'ReferralVoided') counts.voided++;
          }
        }
      }
      if (last) await this.settled.waitFor(last, undefined, ['ReferralCompleted', 'ReferralRewarded', 'ReferralVoided', 'CreditGranted']);
      if (due.length < BATCH) break;
    }
    return counts;
  }

  /** One referral taken as far as it can go now. */
  private async settle(referralId: string, now: Date): Promise<Written[]> {
    const at = now.toISOString();
    const results: Written[] = [];
    let { state: referral } = await loadStream(this.events, referralDecider, referralStreamId(referralId));
    if (referral.status === 'pending') {
      const { state: booking } = await loadStream(this.events, bookingDecider, bookingStreamId(referral.referredBookingId));
      if (booking.status === 'none') return results;
      const refunded = booking.refundedCents > 0;
      if (booking.status === 'cancelled' || refunded) {
        const reason = booking.status === 'cancelled' ? REFERRAL_MESSAGES.bookingCancelled : REFERRAL_MESSAGES.bookingRefunded;
        results.push(
          await this.pipeline.execute(referralDecider, referralStreamId(referralId), { type: 'VoidReferral', reason, actor: JOB, at }),
        );
        return results;
      }
      const ends = tripEndsAt(booking.details.date, booking.details.time);
      // Not over yet (the trip moved later), or no longer confirmed (the admin set it back): later.
      if (booking.status !== 'confirmed' || now.getTime() < ends.getTime()) return results;
      const completed = await this.pipeline.execute(referralDecider, referralStreamId(referralId), {
        type: 'CompleteReferral',
        tripEndsAt: ends.toISOString(),
        bookingConfirmed: true,
        actor: JOB,
        at,
      });
      results.push(completed);
      referral = completed.state;
    }
    if (referral.status !== 'completed') return results;
    const [account] = creditAccountKeys(referral.referrer);
    if (!account) return results;
    results.push(
      await this.pipeline.execute(creditAccountDecider, creditAccountStreamId(account), {
        type: 'GrantCredit',
        account,
        holder: referral.referrer,
        referralId,
        amountCents: referral.creditCents,
        actor: JOB,
        at,
      }),
    );
    results.push(
      await this.pipeline.execute(referralDecider, referralStreamId(referralId), {
        type: 'RewardReferral',
        creditAccount: account,
        actor: JOB,
        at,
      }),
    );
    return results;
  }
}
