import { DataSource } from 'typeorm';
import { AvailabilityOverrideRow, OverridesInRange } from '../../application/availability/availability-ports';
import { prepared, sqlPool } from '../persistence/sql-pool';

/** Every booking asks for its date's overrides: one plain prepared statement. */
export class TypeOrmOverridesInRange implements OverridesInRange {
  constructor(private readonly dataSource: DataSource) {}

  async overridesBetween(from: string, to: string): Promise<AvailabilityOverrideRow[]> {
    // Dates are YYYY-MM-DD text: their text order is their calendar order.
    const { rows } = await sqlPool(this.dataSource).query<AvailabilityOverrideRow>(
      prepared('SELECT "date", "timeSlot", "status", "updatedAt" FROM availability_overrides WHERE "date" BETWEEN $1 AND $2', [from, to]),
    );
    return rows;
  }
}
