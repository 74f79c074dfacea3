import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { ReminderJob } from '../../application/reminders/reminder-job';
import { LeaseKeeper } from '../leases/lease-keeper';

/**
 * Runs the reminder job at start-up and every minute. It only reads persisted records, so a
 * restart loses nothing. At start-up and every hour it also gives reminders to confirmed trips
 * ahead that have none (booked before reminders existed, or while their planning was behind).
 */
const LEASE = 'job:reminders';

@Injectable()
export class RemindersSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Reminders');
  private busy = false;

  constructor(
    private readonly job: ReminderJob,
    private readonly leases: LeaseKeeper,
  ) {
    leases.want(LEASE, () => this.run());
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      const planned = await this.job.sweep();
      if (planned) this.logger.log(`Planned the reminders of ${planned} confirmed trip(s) that had none`);
    } catch (error) {
      this.logger.error(
        'Planning reminders for trips without them failed; the next start tries again',
        error instanceof Error ? error.stack : error,
      );
    }
    await this.run();
  }

  /** Every minute on the server holding the lease only. */
  @Interval('reminders', 60_000)
  tick(): Promise<void> {
    return this.leases.ifHeld(LEASE, () => this.run());
  }

  async run(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const counts = await this.job.run();
      const done = counts.sent + counts.skipped + counts.failed + counts.deferred + counts.queued;
      if (done)
        this.logger.log(
          `Reminders: ${counts.queued + counts.sent} queued, ${counts.skipped} skipped, ${counts.deferred} held for quiet hours, ${counts.failed} failed`,
        );
    } catch (error) {
      this.logger.error('The reminder job failed; it runs again in a minute', error instanceof Error ? error.stack : error);
    } finally {
      this.busy = false;
    }
  }
}
