import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { CampaignService } from '../../application/campaigns/campaign-service';
import { LeaseKeeper } from '../leases/lease-keeper';

const LEASE = 'job:email-campaigns';

/**
 * Sends the campaigns whose moment has come, at start-up and every minute. It only reads the
 * persisted campaigns, so a restart loses nothing. The minute's run is the lease holder's; a
 * start-up run is every server's, and with two servers one claims each campaign.
 */
@Injectable()
export class CampaignsSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('EmailCampaigns');
  private running: Promise<void> | undefined;

  constructor(
    private readonly campaigns: CampaignService,
    private readonly leases: LeaseKeeper,
  ) {
    leases.want(LEASE, () => this.run());
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.run();
  }

  @Interval('email-campaigns', 60_000)
  tick(): Promise<void> {
    return this.leases.ifHeld(LEASE, () => this.run());
  }

  run(): Promise<void> {
    // A run still going (a large campaign) is not doubled: the next minute's picks up what is left.
    this.running ??= this.sendDue().finally(() => (this.running = undefined));
    return this.running;
  }

  /** At shutdown, once the schedulers are stopped: a campaign being queued is finished before the database closes. */
  async onModuleDestroy(): Promise<void> {
    await this.running;
  }

  private async sendDue(): Promise<void> {
    try {
      const run = await this.campaigns.sendDue();
      if (run.campaigns) this.logger.log(`Email campaigns: ${run.campaigns} sent, ${run.queued} email(s) queued`);
    } catch (error) {
      this.logger.error('Sending the due email campaigns failed; it runs again in a minute', error instanceof Error ? error.stack : error);
    }
  }
}
