import { Brackets, DataSource, MoreThanOrEqual } from 'typeorm';
import { BookingListFilter, BookingQueries } from '../../application/bookings/booking-queries';
import { BookingListRow } from '../../application/bookings/booking-read-models';
import { prepared, sqlPool } from '../persistence/sql-pool';
import { BookingListEntity } from './booking-read-models';

export class TypeOrmBookingQueries implements BookingQueries {
  constructor(private readonly dataSource: DataSource) {}

  async list(filter: BookingListFilter = {}): Promise<BookingListRow[]> {
    const q = this.dataSource.getRepository(BookingListEntity).createQueryBuilder('b');
    if (filter.from) q.andWhere('b.date >= :from', { from: filter.from });
    if (filter.to) q.andWhere('b.date <= :to', { to: filter.to });
    if (filter.status) q.andWhere('b.status = :status', { status: filter.status });
    // A checkout is not a booking yet: the guide sees it once paid, or among the checkouts (?status=held).
    else q.andWhere("b.status NOT IN ('held', 'released')");
    const text = filter.text?.trim();
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q.andWhere(
        new Brackets((w) => {
          for (const column of ['name', 'email', 'phone', 'package']) w.orWhere(`b.${column} ILIKE :like`, { like });
        }),
      );
    }
    return q.orderBy('b.date', 'ASC').addOrderBy('b.createdAt', 'ASC').getMany();
  }

  /** Every command answers with this row: one plain statement, no query builder around it. */
  async get(bookingId: string): Promise<BookingListRow | null> {
    const { rows } = await sqlPool(this.dataSource).query<BookingListRow>(
      prepared('SELECT * FROM booking_list WHERE "id" = $1', [bookingId]),
    );
    return rows[0] ?? null;
  }

  async heldSince(since: Date): Promise<BookingListRow[]> {
    return this.dataSource
      .getRepository(BookingListEntity)
      .find({ where: { status: 'held', createdAt: MoreThanOrEqual(since) }, order: { createdAt: 'ASC' } });
  }
}
