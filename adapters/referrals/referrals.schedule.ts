import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { ReferralJob } from '../../application/referrals/referral-job';
import { LeaseKeeper } from '../leases/lease-keeper';

const LEASE = 'job:referrals';

/**
 * Runs the referral job every minute on the server holding its lease: completed trips complete
 * their referrals and reward them.
 */
@Injectable()
export class ReferralsSchedule {
  private readonly logger = new Logger('Referrals');
  private busy = false;

  constructor(
    private readonly job: ReferralJob,
    private readonly leases: LeaseKeeper,
  ) {
    leases.want(LEASE, () => this.run());
  }

  @Interval('referrals', 60_000)
  tick(): Promise<void> {
    return this.leases.ifHeld(LEASE, () => this.run());
  }

  async run(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const counts = await this.job.run();
      if (counts.completed + counts.rewarded + counts.voided)
        this.logger.log(`Referrals: ${counts.completed} completed, ${counts.rewarded} rewarded, ${counts.voided} voided`);
    } catch (error) {
      this.logger.error('The referral job failed; it runs again in a minute', error instanceof Error ? error.stack : error);
    } finally {
      this.busy = false;
    }
  }
}
