import { Brackets, DataSource } from 'typeorm';
import { WaiverBookings, WaiverListFilter, WaiverPage, WaiverQueries } from '../../application/waivers/waiver-queries';
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

/** The booked trips waivers name, read from the booking list. */
export class TypeOrmWaiverBookings implements WaiverBookings {
  constructor(private readonly dataSource: DataSource) {}

  async tripOf(bookingId: string): Promise<{ bookingId: string; tripDate: string } | null> {
    const { rows } = await sqlPool(this.dataSource).query<{ id: string; date: string }>(
      // A cancelled booking, or a checkout that ended unpaid, is no trip to sign for.
      prepared(`SELECT "id", "date" FROM booking_list WHERE "id" = $1 AND "status" NOT IN ('cancelled', 'released')`, [bookingId]),
    );
    const row = rows[0];
    return row ? { bookingId: row.id, tripDate: row.date } : null;
  }
}
