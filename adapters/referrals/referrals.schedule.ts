import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { ReferralJob } from '../../application/referrals/referral-job';

/** Runs the referral job every minute: completed trips complete their referrals and reward them. */
@Injectable()
export class ReferralsSchedule {
  private readonly logger = new Logger('Referrals');
  private busy = false;

  constructor(private readonly job: ReferralJob) {}

  @Interval('referrals', 60_000)
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
