import { DataSource } from 'typeorm';
import { SignedWaivers } from '../../application/manage/manage-view';
import { WaiverGuest, distinctGuests } from '../../domain/waivers/waiver-guests';
import { prepared, sqlPool } from '../persistence/sql-pool';
import { TypeOrmWaiverReferences } from './typeorm-waiver-links';

/**
 * A booking's waivers as its manage page shows them: how many of the party have signed (distinct
 * guests among the waivers that stand, domain/waivers/waiver-guests.ts) and the waiver reference
 * its link carries.
 */
export class TypeOrmBookingWaivers implements SignedWaivers {
  private readonly references: TypeOrmWaiverReferences;

  constructor(private readonly dataSource: DataSource) {
    this.references = new TypeOrmWaiverReferences(dataSource);
  }

  async signedFor(bookingId: string): Promise<number> {
    const { rows } = await sqlPool(this.dataSource).query<WaiverGuest>(
      prepared(`SELECT "firstName", "lastName", "dateOfBirth" FROM waivers WHERE "bookingId" = $1 AND "status" = 'signed'`, [bookingId]),
    );
    return distinctGuests(rows);
  }

  referenceOf(bookingId: string, at: Date): Promise<string> {
    return this.references.referenceOf(bookingId, at);
  }
}
