import { DataSource } from 'typeorm';
import { SignedWaivers } from '../../application/bookings/manage-service';
import { WaiverGuest, distinctGuests } from '../../domain/waivers/waiver-guests';
import { prepared, sqlPool } from '../persistence/sql-pool';

/**
 * A booking's waivers as its manage page shows them: how many of the party have signed (distinct
 * guests among the waivers that stand, domain/waivers/waiver-guests.ts).
 */
export class TypeOrmBookingWaivers implements SignedWaivers {
  constructor(private readonly dataSource: DataSource) {}

  async signedFor(bookingId: string): Promise<number> {
    const { rows } = await sqlPool(this.dataSource).query<WaiverGuest>(
      prepared(`SELECT "firstName", "lastName", "dateOfBirth" FROM waivers WHERE "bookingId" = $1 AND "status" = 'signed'`, [bookingId]),
    );
    return distinctGuests(rows);
  }
}
