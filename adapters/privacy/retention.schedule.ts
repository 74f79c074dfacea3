import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { RetentionPurges } from '../../application/privacy/retention-purges';
import { LeaseKeeper } from '../leases/lease-keeper';

const LEASE = 'job:privacy-retention';

/** Deletes old messages and sign-in log rows every hour, on the server holding its lease. */
@Injectable()
export class RetentionSchedule {
  private readonly logger = new Logger('Privacy');
  private busy = false;

  constructor(
    private readonly purges: RetentionPurges,
    private readonly leases: LeaseKeeper,
  ) {
    leases.want(LEASE, () => this.run());
  }

  @Interval('privacy-retention', 3_600_000)
  tick(): Promise<void> {
    return this.leases.ifHeld(LEASE, () => this.run());
  }

  async run(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const { messages, signIns } = await this.purges.run();
      if (messages || signIns) this.logger.log(`Retention: ${messages} messages and ${signIns} sign-in log rows deleted`);
    } catch (error) {
      this.logger.error('The retention purge failed; it runs again in an hour', error instanceof Error ? error.stack : error);
    } finally {
      this.busy = false;
    }
  }
}
