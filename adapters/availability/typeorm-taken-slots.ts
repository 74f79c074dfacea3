import { Between, DataSource } from 'typeorm';
import { TakenSlot, TakenSlots } from '../../application/availability/availability-ports';
import { Clock } from '../../application/ports/clock';
import { SlotClaimEntity } from './slot-claims-table';

/**
 * The slots bookings keep, from the claims of each day (the slot-day aggregate's read model): a
 * paid or phone booking's taken slot, and a visitor's hold until it lapses. A lapsed hold frees
 * its slot without any event, so the instant decides.
 */
export class TypeOrmTakenSlots implements TakenSlots {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async takenBetween(from: string, to: string): Promise<TakenSlot[]> {
    const now = this.clock.now();
    const claims = await this.dataSource.getRepository(SlotClaimEntity).find({ where: { date: Between(from, to) } });
    return claims
      .filter((c) => c.status === 'taken' || (c.expiresAt !== null && c.expiresAt > now))
      .map((c) => ({ date: c.date, timeSlot: c.timeSlot, packageName: c.packageName, seats: c.seats, boatCapacity: c.boatCapacity }));
  }
}
