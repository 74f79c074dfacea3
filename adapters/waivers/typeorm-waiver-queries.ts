import { Brackets, DataSource } from 'typeorm';
import { manageTokenHash } from '../../application/manage/manage-links';
import { BookedTrip, WaiverBookings, WaiverListFilter, WaiverPage, WaiverQueries } from '../../application/waivers/waiver-queries';
import { isWellFormedBookingReference } from '../../domain/waivers/waiver-rules';
import { WaiverRow } from '../../application/waivers/waiver-read-models';
import { prepared, sqlPool } from '../persistence/sql-pool';
import { WaiverEntity } from './waivers-table';

export class TypeOrmWaiverQueries implements WaiverQueries {
  constructor(private readonly dataSource: DataSource) {}

  async list(filter: WaiverListFilter): Promise<WaiverPage> {
    const q = this.dataSource.getRepository(WaiverEntity).createQueryBuilder('w');
    if (filter.bookingId) q.andWhere('w.bookingId = :bookingId', { bookingId: filter.bookingId });
    if (filter.tripDate) q.andWhere('w.tripDate = :tripDate', { tripDate: filter.tripDate });
    if (filter.status) q.andWhere('w.status = :status', { status: filter.status });
    const text = filter.text?.trim().replace(/\s+/g, ' ');
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q.andWhere(
        new Brackets((w) => {
          // The full name too, so that 'Dana Whitford' finds her.
          w.orWhere(`(w."firstName" || ' ' || w."lastName") ILIKE :like`, { like });
          for (const column of ['email', 'phone', 'guardianName']) w.orWhere(`w.${column} ILIKE :like`, { like });
        }),
      );
    }
    const offset = filter.offset ?? 0;
    // One row more than the page tells whether another page follows.
    const rows = await q
      .orderBy('w.signedAt', 'DESC')
      .addOrderBy('w.id', 'DESC')
      .skip(offset)
      .take(filter.limit + 1)
      .getMany();
    const more = rows.length > filter.limit;
    return { rows: rows.slice(0, filter.limit), nextOffset: more ? offset + filter.limit : null };
  }

  async get(waiverId: string): Promise<WaiverRow | null> {
    const { rows } = await sqlPool(this.dataSource).query<WaiverRow>(prepared('SELECT * FROM waivers WHERE "id" = $1', [waiverId]));
    return rows[0] ?? null;
  }
}

/** A cancelled booking, or a checkout that ended unpaid, is no trip to sign for. */
const OPEN_TRIP = `"status" NOT IN ('cancelled', 'released')`;

/** The booked trips waivers name, read from the booking list. */
export class TypeOrmWaiverBookings implements WaiverBookings {
  constructor(private readonly dataSource: DataSource) {}

  async tripOf(bookingId: string): Promise<BookedTrip | null> {
    const { rows } = await sqlPool(this.dataSource).query<TripRow>(
      prepared(`SELECT "id", "date", "email", "reference" FROM booking_list WHERE "id" = $1 AND ${OPEN_TRIP}`, [bookingId]),
    );
    return tripOfRow(rows[0]);
  }

  async tripOfReference(reference: string): Promise<BookedTrip | null> {
    if (!isWellFormedBookingReference(reference)) return null;
    // The waiver reference as issued, or the manage token by its hash: the booking's id is neither.
    const { rows } = await sqlPool(this.dataSource).query<TripRow>(
      prepared(
        `SELECT "id", "date", "email", "reference" FROM booking_list WHERE ${OPEN_TRIP} AND "id" IN (
           SELECT "bookingId" FROM booking_waiver_references WHERE "reference" = $1
           UNION ALL SELECT "bookingId" FROM booking_manage_links WHERE "tokenHash" = $2)`,
        [reference, manageTokenHash(reference)],
      ),
    );
    return tripOfRow(rows[0]);
  }
}

type TripRow = { id: string; date: string; email: string; reference: string | null };

function tripOfRow(row: TripRow | undefined): BookedTrip | null {
  return row ? { bookingId: row.id, tripDate: row.date, email: row.email, reference: row.reference } : null;
}
