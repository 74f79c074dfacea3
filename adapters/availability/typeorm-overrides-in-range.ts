import { Between, DataSource } from 'typeorm';
import { AvailabilityOverrideRow, OverridesInRange } from '../../application/availability/availability-ports';
import { AvailabilityOverrideEntity } from './availability-tables';

export class TypeOrmOverridesInRange implements OverridesInRange {
  constructor(private readonly dataSource: DataSource) {}

  overridesBetween(from: string, to: string): Promise<AvailabilityOverrideRow[]> {
    // Dates are YYYY-MM-DD text: their text order is their calendar order.
    return this.dataSource.getRepository(AvailabilityOverrideEntity).find({ where: { date: Between(from, to) } });
  }
}
