import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource, LessThanOrEqual } from 'typeorm';
import { LapsedHolds, LapsedHoldsQuery } from '../../application/availability/lapsed-holds';
import { SlotClaimEntity } from './slot-claims-table';
import { BookingListEntity } from '../bookings/booking-read-models';
import { LeaseKeeper } from '../leases/lease-keeper';

/** Held claims and checkouts whose time ran out, oldest first. */
export function typeOrmLapsedHolds(dataSource: DataSource): LapsedHoldsQuery {
  return {
    lapsedAt: (now, limit) =>
      dataSource.getRepository(SlotClaimEntity).find({
        select: { bookingId: true, date: true },
        where: { status: 'held', expiresAt: LessThanOrEqual(now) },
        order: { expiresAt: 'ASC' },
        take: limit,
      }),
    checkoutsStartedBy: (startedBy, limit) =>
      dataSource.getRepository(BookingListEntity).find({
        select: { id: true },
        where: { status: 'held', createdAt: LessThanOrEqual(startedBy) },
        order: { createdAt: 'ASC' },
        take: limit,
      }),
  };
}

const LEASE = 'job:lapsed-holds';

/**
 * Ends lapsed holds at start-up and every minute on the server holding its lease: it only reads
 * persisted state, so a restart loses nothing.
 */
@Injectable()
export class LapsedHoldsSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Availability');
  private busy = false;

  constructor(
    private readonly holds: LapsedHolds,
    private readonly leases: LeaseKeeper,
  ) {
    leases.want(LEASE, () => this.run());
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.run();
  }

  @Interval('lapsed-holds', 60_000)
  tick(): Promise<void> {
    return this.leases.ifHeld(LEASE, () => this.run());
  }

  async run(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const released = await this.holds.release();
      if (released) this.logger.log(`Ended ${released} lapsed slot hold(s)`);
    } catch (error) {
      this.logger.error('Ending lapsed holds failed; it runs again shortly', error instanceof Error ? error.stack : error);
    } finally {
      this.busy = false;
    }
  }
}
