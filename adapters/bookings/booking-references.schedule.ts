import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { BookingReferenceBackfill } from '../../application/bookings/booking-reference-backfill';
import { LeaseKeeper } from '../leases/lease-keeper';

const LEASE = 'job:booking-references';
/**
 * Once at start does it, on the server that gains the lease; the later runs only find rows the
 * read models had not caught up with then (a rebuild at start), and cost one indexed read.
 */
const EVERY_MS = 10 * 60_000;

/**
 * Names the bookings made before references were drawn (application/bookings/booking-reference-backfill.ts),
 * on the server holding its lease: as soon as it gains it, then every ten minutes.
 */
@Injectable()
export class BookingReferencesSchedule {
  private readonly logger = new Logger('Bookings');
  private busy = false;

  constructor(
    private readonly backfill: BookingReferenceBackfill,
    private readonly leases: LeaseKeeper,
  ) {
    leases.want(LEASE, () => this.run());
  }

  @Interval('booking-references', EVERY_MS)
  tick(): Promise<void> {
    return this.leases.ifHeld(LEASE, () => this.run());
  }

  async run(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const named = await this.backfill.run();
      if (named) this.logger.log(`Booking references: ${named} booking(s) made before references were given theirs`);
    } catch (error) {
      this.logger.error('Naming bookings without a reference failed; it runs again later', error instanceof Error ? error.stack : error);
    } finally {
      this.busy = false;
    }
  }
}
